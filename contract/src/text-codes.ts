// How a text is told by its code (issue 39), without the texts themselves: the browser's pages
// are given the English texts only when they draw another language (issue 34: the contract's
// texts are not in every page's JavaScript). message-codes.ts applies it to the contract's texts.

/** A problem that is none of the contract's texts is known by its status. */
const STATUS_CODES: Record<number, string> = {
  400: 'http.badRequest',
  401: 'http.unauthorized',
  403: 'http.forbidden',
  404: 'http.notFound',
  409: 'http.conflict',
  413: 'http.tooLarge',
  415: 'http.unsupported',
  429: 'http.tooManyRequests',
  503: 'http.unavailable',
};

/** The code of a problem that is none of the contract's texts, by its status. */
export const statusCode = (status: number): string =>
  STATUS_CODES[status] ?? (status >= 500 ? 'http.serverError' : 'http.badRequest');

/**
 * The finder of a text's code among `texts` (code → text): the code of the text itself, or of one
 * it begins with (a suspension's date follows its words).
 */
export function codeFinder(texts: Readonly<Record<string, string>>): (text: string) => string | undefined {
  // Longest first, so a text that begins with a shorter one is still told apart.
  const byLength = Object.entries(texts).sort(([, a], [, b]) => b.length - a.length);
  return (text) =>
    (byLength.find(([, known]) => known === text) ?? byLength.find(([, known]) => text.startsWith(known)))?.[0];
}
