// Text rules every member-written field follows: Unicode-normalised (NFC), no invisible or
// direction-changing characters, and names compared the way people read them. Plain
// TypeScript (no zod) so the client can use it on any screen.

/**
 * Characters that change how text reads without being seen: C0/C1 controls, the line and
 * paragraph separators, and format characters (zero-width space, bidi overrides and isolates,
 * soft hyphen, BOM...). Two format characters are kept because real writing needs them: the
 * zero-width joiner (emoji like 👩‍🌾) and non-joiner (Persian, Hindi); so are the tag characters
 * of flag emoji.
 */
const KEPT = '(?!\\u200C|\\u200D|[\\u{E0020}-\\u{E007F}])';
/**
 * Characters that draw nothing yet count as letters or symbols, so a name or title made of
 * them (or ending in them) looks blank or identical to another: the Hangul
 * fillers (U+115F, U+1160, U+3164, U+FFA0, letters by category), the blank Braille pattern
 * U+2800, and every other default-ignorable code point (combining grapheme joiner, Mongolian
 * free variation selectors, Khmer inherent vowels...) except the ones real writing needs:
 * the joiners, the variation selectors of emoji (U+FE00..FE0F, U+E0100..E01EF) and the tag
 * characters of flag emoji.
 */
const BLANK_LOOKING =
  '\\u2800|(?!\\u200C|\\u200D|[\\uFE00-\\uFE0F]|[\\u{E0020}-\\u{E007F}]|[\\u{E0100}-\\u{E01EF}])\\p{Default_Ignorable_Code_Point}';
const INVISIBLE = new RegExp(`[\\p{Cc}\\u2028\\u2029]|${KEPT}\\p{Cf}|${BLANK_LOOKING}`, 'u');
/** The same, except that a multi-line text may hold tabs and line breaks. */
const INVISIBLE_IN_MULTILINE = new RegExp(
  `(?![\\t\\n\\r])\\p{Cc}|[\\u2028\\u2029]|${KEPT}\\p{Cf}|${BLANK_LOOKING}`,
  'u',
);

export function hasInvisibleCharacters(text: string, { multiline = false } = {}): boolean {
  return (multiline ? INVISIBLE_IN_MULTILINE : INVISIBLE).test(text);
}

const VISIBLE_LETTER = new RegExp(`(?!${BLANK_LOOKING})[\\p{L}\\p{N}]`, 'u');

/** True when the text has at least one letter or digit a reader can see (a Hangul filler is none). */
export function hasVisibleLetters(text: string): boolean {
  return VISIBLE_LETTER.test(text);
}
