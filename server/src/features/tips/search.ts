import { stemmer } from 'stemmer';
import { foldText } from '@green-circle/contract';

/**
 * The one meaning of `q`, shared by both stores and every list that takes it:
 * - case- and accent-insensitive: text and query are folded the same way (lower case,
 *   compatibility-decomposed, marks dropped: "Kräuter" and "KRAUTER" are the word "krauter");
 * - a word is a run of letters and digits; everything else separates words and is never
 *   passed to a query language as syntax;
 * - word forms meet: a word matches any word with the same (Porter) stem, so "composting",
 *   "composted" and "compost" find each other, as do "tomato" and "tomatoes";
 * - every word of the query must match a word of the title, plant type, category or
 *   description, except the last, which may also be the start of one ("bas" finds basil),
 *   so results follow the typing.
 * Each store keeps a tip's index words — its folded words and their stems — (SQLite: an FTS5
 * row of them; MongoDB: a `words` array with a multikey index) and matches the query against them.
 */

/** The most query words a search looks at; the rest are ignored. */
export const MAX_SEARCH_WORDS = 16;

const WORD = /[\p{L}\p{N}]+/gu;

/** The query's folded words, in order (empty when the text holds no word). */
export function searchWords(q: string | undefined): string[] {
  if (q === undefined) return [];
  return (foldText(q).match(WORD) ?? []).slice(0, MAX_SEARCH_WORDS);
}

/** A tip's index words: its distinct folded words and their stems, what a search matches against. */
export function indexWords(tip: { title: string; plantType: string; category: string; description: string }): string[] {
  const text = `${tip.title} ${tip.plantType} ${tip.category} ${tip.description}`;
  const words = foldText(text).match(WORD) ?? [];
  return [...new Set(words.flatMap((word) => [word, stemmer(word)]))];
}

/**
 * What the query's words must meet in a tip's index words: each word but the last its stem
 * exactly; the last its stem exactly or its own folded form as the start of an index word
 * (the word being typed: "hydropo" is not yet a word with a stem).
 */
export function searchTerms(words: string[]): { whole: string[]; last: { prefix: string; stem: string } } {
  const last = words[words.length - 1] ?? '';
  return { whole: [...new Set(words.slice(0, -1).map(stemmer))], last: { prefix: last, stem: stemmer(last) } };
}

/** An FTS5 query for searchTerms: every term a quoted string (never syntax), the prefix starred. */
export function ftsQuery(words: string[]): string {
  const { whole, last } = searchTerms(words);
  const quote = (word: string) => `"${word}"`;
  const lastTerm =
    last.stem === last.prefix ? `${quote(last.prefix)}*` : `(${quote(last.prefix)}* OR ${quote(last.stem)})`;
  return [...whole.map(quote), lastTerm].join(' AND ');
}
