// The one way to call the REST API: createApi() makes a client for ONE credential, and every
// feature's fetcher (features/*/api/) takes that client as its first argument. Loaders and
// actions get the request's client with apiFor(context) (lib/api.server.ts), built per request
// from the session cookie; nothing here holds a credential between calls.
import type { Problem } from '@green-circle/contract';
import { PROBLEM_CONTENT_TYPE } from '@green-circle/contract/constants';
import { FIELD_CODES, said } from '@green-circle/contract/said';
import { statusCode } from '@green-circle/contract/text-codes';

/**
 * An answer other than 2xx, carrying the API's problem details when it sent them.
 *
 * It is also what React Router takes for a thrown response (status, statusText, internal, data:
 * its isRouteErrorResponse), and deliberately not an Error: a loader or action that lets the API's
 * refusal through (429 too many requests, 403, a 404 it did not expect) answers with the API's
 * status and words, where an Error is sent to the browser as a wordless 500 "Unexpected Server
 * Error" in production. The stack is kept for the host's log but never sent (not enumerable).
 */
export class ApiError {
  readonly name = 'ApiError';
  /** The API's English detail: for the host's log, never shown (the site says `said`). */
  readonly message: string;
  readonly statusText: string;
  readonly internal = false;
  /** What the site says of it (issue 56): the problem's code and values, else its status's code (contract/src/said.ts). */
  readonly said: string;
  /** What the error boundary says: `said`, read in the page's language. */
  readonly data: string;
  declare readonly stack?: string;

  constructor(
    readonly status: number,
    readonly problem: Problem | null,
  ) {
    this.message = problem?.detail ?? problem?.title ?? `Request failed with status ${status}`;
    this.statusText = problem?.title ?? '';
    this.said = said(problem?.code ?? statusCode(status), problem?.values);
    this.data = this.said;
    Object.defineProperty(this, 'stack', { value: new Error(this.message).stack, enumerable: false });
  }
}

/** What the site says of one field the API refused (problem+json `errors[]`): its code and values. */
export const fieldSaid = (error: { code?: string; values?: Record<string, string | number> }): string =>
  said(error.code ?? FIELD_CODES.invalid, error.values);

/** A failed answer as ApiError, with its problem+json body when it sent one. */
async function apiErrorOf(response: Response): Promise<ApiError> {
  const isProblem = response.headers.get('Content-Type')?.startsWith(PROBLEM_CONTENT_TYPE);
  return new ApiError(response.status, isProblem ? ((await response.json()) as Problem) : null);
}

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
}

/** A client of the API speaking for one caller (a member's session, or a visitor). */
export interface Api {
  /** JSON in and out; non-2xx throws ApiError, a network failure the fetch TypeError. */
  request<T>(method: Method, path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  /** The raw answer of a call whose body is not JSON (a streamed upload, a photo): headers added, nothing read. */
  raw(path: string, init?: RequestInit): Promise<Response>;
  get<T>(path: string, signal?: AbortSignal): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
  put<T>(path: string, body: unknown): Promise<T>;
  patch<T>(path: string, body?: unknown): Promise<T>;
  delete<T>(path: string): Promise<T>;
}

export interface ApiSettings {
  /** The API's origin, e.g. http://localhost:5000. */
  baseUrl: string;
  /** The Authorization header's value (`Session <cookie>` on the host), or null for a visitor. */
  credential: () => Promise<string | null> | string | null;
  /** Sent on every call (the host's word on the visitor's address). */
  headers?: Record<string, string>;
  /** What a call that reached no API throws instead of fetch's TypeError (the host: a 503 page that says so). */
  unreachable?: (error: unknown) => never;
}

export function createApi({ baseUrl, credential, headers: fixed = {}, unreachable }: ApiSettings): Api {
  async function raw(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    for (const [name, value] of Object.entries(fixed)) headers.set(name, value);
    const value = await credential();
    if (value) headers.set('Authorization', value);
    try {
      return await fetch(new URL(path, baseUrl), { ...init, headers });
    } catch (error) {
      if (!unreachable || init.signal?.aborted) throw error;
      return unreachable(error);
    }
  }
  async function request<T>(method: Method, path: string, { body, signal }: RequestOptions = {}) {
    const headers = new Headers({ Accept: 'application/json' });
    if (body !== undefined) headers.set('Content-Type', 'application/json');
    const init = { method, headers, signal, body: body === undefined ? undefined : JSON.stringify(body) };
    const response = await raw(path, init);
    if (!response.ok) throw await apiErrorOf(response);
    const data = (response.status === 204 ? undefined : await response.json()) as T;
    return { data, headers: response.headers };
  }
  const data = <T>(method: Method, path: string, options?: RequestOptions) =>
    request<T>(method, path, options).then((r) => r.data);
  return {
    request,
    raw,
    get: (path, signal) => data('GET', path, { signal }),
    post: (path, body = {}) => data('POST', path, { body }),
    put: (path, body) => data('PUT', path, { body }),
    patch: (path, body) => data('PATCH', path, { body }),
    delete: (path) => data('DELETE', path),
  };
}

/** The path (and query) of the next page from a `Link: <...>; rel="next"` header, for api.request. */
export function nextPageFromLink(headers: Headers): string | null {
  const link = headers.get('Link');
  const match = link?.match(/<([^>]+)>\s*;\s*rel="next"/);
  if (!match?.[1]) return null;
  const url = new URL(match[1], 'http://api.invalid');
  return `${url.pathname}${url.search}`;
}
