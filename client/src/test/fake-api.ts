import { vi } from 'vitest';

/** One call the page made to the API. */
export interface ApiCall {
  method: string;
  /** Path and query, e.g. /gardenTips?email=ada%40example.com */
  path: string;
  body: unknown;
}

type Answer = Response | Promise<Response> | (() => Response | Promise<Response>);

/** A JSON answer as the API sends it. */
export function json(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}) {
  const status = init.status ?? 200;
  const contentType = status >= 400 ? 'application/problem+json' : 'application/json';
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': contentType, ...init.headers },
  });
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

/**
 * Replaces fetch (the boundary between the client and the API) with answers keyed by
 * "METHOD /path?query". Unknown calls fail the way a dead network does.
 */
export function fakeApi(answers: Record<string, Answer>) {
  const calls: ApiCall[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    const method = init?.method ?? 'GET';
    const path = `${url.pathname}${url.search}`;
    calls.push({ method, path, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    const answer = answers[`${method} ${path}`];
    if (!answer) throw new TypeError(`Failed to fetch (${method} ${path})`);
    return typeof answer === 'function' ? answer() : answer;
  });
  vi.stubGlobal('fetch', fetchStub);
  return { calls, callsTo: (method: string) => calls.filter((call) => call.method === method) };
}
