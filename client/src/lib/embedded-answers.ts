// The API's answers a page rendered on the server carries (src/prerender): the reads its loader
// made there, in a JSON <script id="gc-answers"> of the page, by full URL. The loader's same
// read in the browser is answered from it once, during the first page load, instead of going
// to the API again; so the page the client draws is the one the server drew.

/** The answer headers the client reads (lib/list-tips.ts, nextPageFromLink). */
export const ANSWER_HEADERS = ['content-type', 'link', 'x-total-count'] as const;

export interface EmbeddedAnswer {
  body: string;
  headers: Record<string, string>;
}

export const EMBEDDED_ANSWERS_ID = 'gc-answers';

let answers: Record<string, EmbeddedAnswer> | null | undefined;

function read(): Record<string, EmbeddedAnswer> | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(EMBEDDED_ANSWERS_ID);
  if (!element?.textContent) return null;
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, EmbeddedAnswer>) : null;
  } catch {
    return null;
  }
}

/** The page's answer for this address as a Response, handed over once; null when it has none. */
export function takeEmbeddedAnswer(href: string): Response | null {
  if (answers === undefined) answers = read();
  const answer = answers?.[href];
  if (!answer || typeof answer.body !== 'string') return null;
  delete answers![href];
  return new Response(answer.body, { status: 200, headers: answer.headers });
}

/** After the first page load the answers are too old to hand to anyone. */
export function forgetEmbeddedAnswers(): void {
  answers = null;
}
