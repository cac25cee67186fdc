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
const INVISIBLE = new RegExp(`[\\p{Cc}\\u2028\\u2029]|${KEPT}\\p{Cf}`, 'u');
/** The same, except that a multi-line text may hold tabs and line breaks. */
const INVISIBLE_IN_MULTILINE = new RegExp(`(?![\\t\\n\\r])\\p{Cc}|[\\u2028\\u2029]|${KEPT}\\p{Cf}`, 'u');

export function hasInvisibleCharacters(text: string, { multiline = false } = {}): boolean {
  return (multiline ? INVISIBLE_IN_MULTILINE : INVISIBLE).test(text);
}

/** True when the text has at least one letter or digit a reader can see. */
export function hasVisibleLetters(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}

/**
 * The key under which two display names count as the same: NFKD without accents, case-folded,
 * spaces collapsed. "Maya Greenfield", "maya  greenfield" and "Máyá Greenfield" share one key.
 */
export function nameKey(name: string): string {
  return name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}
