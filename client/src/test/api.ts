// The API is outside the client: in unit tests MSW answers it at the network boundary
// (the real fetch, the real api-client with its headers and problem+json reading).
// The server starts in test/setup.ts; a call nobody answers fails the test.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { Problem } from '@green-circle/contract';
import { env } from '../config/env';

export { http, HttpResponse };

// The client host's session endpoint (lib/session.ts), which every sign-in and sign-out calls.
export const server = setupServer(
  http.all('*/auth/session', () => new HttpResponse(null, { status: 204 })),
  // The site's /photos (routes/photos.ts) passes the upload on to the API's POST /uploads as it came.
  http.post('*/photos', async ({ request }) =>
    fetch(`${env.VITE_API_URL}/uploads`, {
      method: 'POST',
      headers: request.headers,
      body: await request.arrayBuffer(),
    }),
  ),
);

/** The address the client calls for an API path, e.g. apiUrl('/gardenTips'). */
export const apiUrl = (path: string) => `${env.VITE_API_URL}${path}`;

/** One call the page made to the API. */
export interface ApiCall {
  method: string;
  /** Path and query, e.g. /gardenTips?email=ada%40example.com */
  path: string;
  body: unknown;
  /** Not enumerable, so toEqual on calls compares method, path and body only. */
  readonly headers: Headers;
}

type Answer = Response | Promise<Response> | (() => Response | Promise<Response>);

/** A JSON answer as the API sends it (problem+json from 400 on). */
export function json(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}) {
  const status = init.status ?? 200;
  const contentType = status >= 400 ? 'application/problem+json' : 'application/json';
  return HttpResponse.json(body as never, { status, headers: { 'Content-Type': contentType, ...init.headers } });
}

/** The API's refusal as problem+json: its status, the code and words of the whole, and each field's. */
export function problem(
  status: number,
  { code, detail, errors }: { code: string; detail: string; errors?: Problem['errors'] },
) {
  return json({ type: 'about:blank', title: `HTTP ${status}`, status, detail, code, errors }, { status });
}

/** A promise of an answer that the test settles when it chooses. */
export function deferred() {
  let resolve!: (response: Response) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<Response>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A call's body: JSON parsed; a multipart form as its fields, each file as its name, type and size. */
async function bodyOf(request: Request): Promise<unknown> {
  if (request.headers.get('Content-Type')?.startsWith('multipart/form-data')) {
    const form = await request.clone().formData();
    return Object.fromEntries(
      [...form].map(([key, value]) => [
        key,
        typeof value === 'string' ? value : { name: value.name, type: value.type, size: value.size },
      ]),
    );
  }
  const text = await request.clone().text();
  return text ? JSON.parse(text) : undefined;
}

/** Every call the page makes to the API from now on, in order. */
export function recordCalls() {
  const calls: ApiCall[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (!request.url.startsWith(env.VITE_API_URL)) return;
    const url = new URL(request.url);
    const call = { method: request.method, path: `${url.pathname}${url.search}`, body: await bodyOf(request) };
    calls.push(Object.defineProperty(call, 'headers', { value: request.headers, enumerable: false }) as ApiCall);
  });
  return { calls, callsTo: (method: string) => calls.filter((call) => call.method === method) };
}

/**
 * Answers the API with a table keyed by "METHOD /path?query" (exact). A call the table does
 * not name fails the way a dead network does. A Response answers any number of times.
 */
export function answerApi(answers: Record<string, Answer>) {
  const recorded = recordCalls();
  server.use(
    http.all(apiUrl('/*'), async ({ request }) => {
      const url = new URL(request.url);
      const answer = answers[`${request.method} ${url.pathname}${url.search}`];
      if (!answer) return HttpResponse.error();
      const response = await (typeof answer === 'function' ? answer() : answer);
      return response.clone();
    }),
  );
  return recorded;
}

/**
 * Answers GET /gardenTips with what `answer` gives for each request's URL (a total of one),
 * and returns the URLs asked for, in order.
 */
export function answerGardenTips(answer: (url: URL) => unknown[]): URL[] {
  const requested: URL[] = [];
  server.use(
    http.get(apiUrl('/gardenTips'), ({ request }) => {
      const url = new URL(request.url);
      requested.push(url);
      return HttpResponse.json(answer(url) as never, { headers: { 'X-Total-Count': '1' } });
    }),
  );
  return requested;
}
