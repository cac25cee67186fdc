import type { Problem } from '@green-circle/contract';
import { PROBLEM_CONTENT_TYPE } from '@green-circle/contract/constants';
import { env } from '../config/env';
import { forgetEmbeddedAnswers, takeEmbeddedAnswer } from './embedded-answers';

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
/** The current member's ID token, or null (for calls that cannot go through apiRequest, e.g. uploads with progress). */
export const currentToken = () => tokenSource();

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

declare global {
  interface Window {
    /** Reads index.html started before the JavaScript (config/early-reads.ts), by full URL. */
    __gcEarlyReads?: Record<string, Promise<Response>>;
    /** A member's read index.html started with the kept ID token, by full URL, with whose it was. */
    __gcMemberReads?: Record<string, { uid: string; answer: Promise<Response> }>;
  }
}

/** The uid (`sub`) an ID token names, or null. Read only to match an early read to its caller. */
function subjectOf(token: string): string | null {
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
    return typeof payload.sub === 'string' ? payload.sub : null;
  } catch {
    return null;
  }
}

/** The entry for `href` of one of index.html's read maps (on window), removed as it is taken. */
function takeOnce<T>(reads: Record<string, T> | undefined, href: string): T | undefined {
  const read = reads?.[href];
  if (read) delete reads![href];
  return read;
}

/**
 * index.html's read of this address as the member `token` names, handed over once if it
 * succeeded; anything else (another member's, a refusal, a failure) and the call is made anew.
 */
async function takeMemberRead(href: string, token: string): Promise<Response | null> {
  const read = takeOnce(typeof window === 'undefined' ? undefined : window.__gcMemberReads, href);
  if (!read || read.uid !== subjectOf(token)) return null;
  const response = await read.answer.catch(() => null);
  return response?.ok ? response : null;
}

/**
 * The answer the page brought (a prerendered page's, lib/embedded-answers.ts) or index.html's
 * early read of this address, handed over once; null if there is none or it failed.
 */
async function takeEarlyRead(href: string): Promise<Response | null> {
  const embedded = takeEmbeddedAnswer(href);
  if (embedded) return embedded;
  const read = takeOnce(typeof window === 'undefined' ? undefined : window.__gcEarlyReads, href);
  return read ? read.catch(() => null) : null;
}

/** After the first page has loaded, early reads are too old to hand to anyone: drop them. */
export function forgetEarlyReads(): void {
  forgetEmbeddedAnswers();
  delete window.__gcEarlyReads;
  delete window.__gcMemberReads;
}

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
  const token = await tokenSource();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');

  const url = new URL(path, env.VITE_API_URL);
  // The first visit's reads may have been started by index.html already.
  const early = method !== 'GET' ? null : token ? await takeMemberRead(url.href, token) : await takeEarlyRead(url.href);
  options.signal?.throwIfAborted();
  const response =
    early ??
    (await fetch(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    }));

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
