/**
 * The one meaning of `q`, shared by both stores and every list that takes it:
 * - case- and accent-insensitive: text and query are folded the same way (lower case,
 *   compatibility-decomposed, marks dropped: "Kräuter" and "KRAUTER" are the word "krauter");
 * - a word is a run of letters and digits; everything else separates words and is never
 *   passed to a query language as syntax;
 * - every word of the query must be a whole word of the title, plant type or description,
 *   except the last, which may also be the start of one ("bas" finds basil), so results
 *   follow the typing.
 * Each store keeps a tip's folded words (SQLite: an FTS5 row of them; MongoDB: a `words`
 * array with a multikey index) and matches the query's folded words against them.
 */

/** The most query words a search looks at; the rest are ignored. */
export const MAX_SEARCH_WORDS = 16;

/** Lower case, then decomposed (so "İ" and "ﬁ" fold too), then without marks. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '');
}

const WORD = /[\p{L}\p{N}]+/gu;

/** The query's folded words, in order (empty when the text holds no word). */
export function searchWords(q: string | undefined): string[] {
  if (q === undefined) return [];
  return (foldText(q).match(WORD) ?? []).slice(0, MAX_SEARCH_WORDS);
}

/** A tip's distinct folded words, what a search matches against. */
export function indexWords(tip: { title: string; plantType: string; description: string }): string[] {
  const text = `${tip.title} ${tip.plantType} ${tip.description}`;
  return [...new Set(foldText(text).match(WORD) ?? [])];
}

/** An FTS5 query over the folded words: every word a quoted string, the last also as a prefix. */
export function ftsQuery(words: string[]): string {
  return words.map((word, index) => `"${word}"${index === words.length - 1 ? '*' : ''}`).join(' ');
}
