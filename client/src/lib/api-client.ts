import type { Problem } from '@green-circle/contract';
import { PROBLEM_CONTENT_TYPE } from '@green-circle/contract/constants';
import { env } from '../config/env';
import { loadAuth } from './auth-sdk';

/** An answer other than 2xx, carrying the API's problem details when it sent them. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Problem | null,
  ) {
    super(problem?.detail ?? problem?.title ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
  }
}

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
}

/**
 * Where the member's ID token comes from. lib/firebase.ts registers it when Firebase loads;
 * until then calls go out anonymous. Kept as a hook so public pages need not download
 * the Firebase SDK before their first paint.
 */
let tokenSource: () => Promise<string | null> = async () => null;
export function setTokenSource(source: () => Promise<string | null>) {
  tokenSource = source;
}
// A page drawn for a member (the session cookie) loads the SDK in idle time; a call made before
// that waits for it, so it goes out as the member (lib/auth-provider.tsx says so).
let memberPage = false;
export function expectMember(expected: boolean) {
  memberPage = expected;
}
/** The current member's ID token, or null (for calls that cannot go through apiRequest, e.g. uploads with progress). */
export const currentToken = async () => {
  if (memberPage) await loadAuth();
  return tokenSource();
};

/** The Authorization header's value: the ID token in the browser, the session cookie on the server (lib/session.server.ts). */
let credentialSource = async (): Promise<string | null> => {
  const token = await currentToken();
  return token ? `Bearer ${token}` : null;
};
export function setCredentialSource(source: () => Promise<string | null>) {
  credentialSource = source;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Calls the API with the current member's ID token (when signed in), JSON in and out.
 * Non-2xx answers throw ApiError; network failures throw the fetch TypeError as is.
 */
export async function apiRequest<T>(
  method: Method,
  path: string,
  options: { body?: unknown; signal?: AbortSignal } = {},
): Promise<ApiResponse<T>> {
  const headers = new Headers({ Accept: 'application/json' });
  const credential = await credentialSource();
  if (credential) headers.set('Authorization', credential);
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');

  const url = new URL(path, env.VITE_API_URL);
  const response = await fetch(url, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });

  if (!response.ok) {
    const isProblem = response.headers.get('Content-Type')?.startsWith(PROBLEM_CONTENT_TYPE);
    const problem = isProblem ? ((await response.json()) as Problem) : null;
    throw new ApiError(response.status, problem);
  }
  const data = (response.status === 204 ? undefined : await response.json()) as T;
  return { data, headers: response.headers };
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<T>('GET', path, { signal }).then((r) => r.data),
  post: <T>(path: string, body: unknown) => apiRequest<T>('POST', path, { body }).then((r) => r.data),
  put: <T>(path: string, body: unknown) => apiRequest<T>('PUT', path, { body }).then((r) => r.data),
  patch: <T>(path: string, body: unknown) => apiRequest<T>('PATCH', path, { body }).then((r) => r.data),
  delete: <T>(path: string) => apiRequest<T>('DELETE', path).then((r) => r.data),
};

/** The URL of the next page from a `Link: <...>; rel="next"` header, as a path for apiRequest. */
export function nextPageFromLink(headers: Headers): string | null {
  const link = headers.get('Link');
  const match = link?.match(/<([^>]+)>\s*;\s*rel="next"/);
  if (!match?.[1]) return null;
  const url = new URL(match[1], env.VITE_API_URL);
  return `${url.pathname}${url.search}`;
}
