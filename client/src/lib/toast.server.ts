// The one road a write's toast takes (decision 0016): the action puts it in a flash cookie on its
// answer (a redirect after a page-changing write, or the data of a write that stays on its page),
// and the root loader reads it, clears it and hands it to the page, which shows it
// (components/ui/flash-toast.tsx): react-toastify once the page's JavaScript runs, the same words
// drawn by the server in a live region without it. A plain POST's redirect carries it as well as a
// fetcher's answer does, since the cookie rides the response, not the action's data.
import { createCookie, data, redirect } from 'react-router';
import { env } from '../config/env';
import { isDocumentRequest } from './action.server';
import type { FlashToast, Toast, ToastKind } from './toast';

export type { Toast } from './toast';

const KINDS: readonly ToastKind[] = ['success', 'error', 'info'];
/** Longer than any message the site says; a cookie holding more is not ours. */
const MAX_MESSAGE = 500;

/**
 * HttpOnly, SameSite=Lax, the whole site; Secure when the site's public address is https. A
 * minute at most: a toast not read by then (the page never came) is stale. It holds no secret,
 * only words the page shows as text, so it is not signed (decision 0016 says why).
 */
const flash = createCookie('gc_toast', {
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  secure: env.PUBLIC_SITE_URL?.startsWith('https:') ?? false,
  maxAge: 60,
});

/** The Set-Cookie that makes the next page show `toast`. */
export async function toastHeaders(toast: Toast): Promise<Headers> {
  const shown = { kind: toast.kind, message: toast.message, id: crypto.randomUUID() };
  return new Headers({ 'Set-Cookie': await flash.serialize(shown) });
}

/** Both sets of headers, every Set-Cookie kept. */
function combined(first: HeadersInit | undefined, second: Headers): Headers {
  const headers = new Headers(first);
  for (const [name, value] of second) headers.append(name, value);
  return headers;
}

/** A page-changing write: post/redirect/get to `url` (303), the toast shown there. */
export async function redirectWithToast(url: string, toast: Toast, init?: ResponseInit): Promise<Response> {
  const response = redirect(url, { status: 303, ...init });
  for (const [name, value] of await toastHeaders(toast)) response.headers.append(name, value);
  return response;
}

/** A write that stays on its page: its answer (the form's new state), the toast shown as the page reads itself again. */
export async function dataWithToast<T>(value: T, toast: Toast, init?: ResponseInit) {
  return data(value, { ...init, headers: combined(init?.headers, await toastHeaders(toast)) });
}

/**
 * A done write of a page that stays (a like, a comment, a setting): a fetcher gets `value`, a plain
 * POST (no JavaScript) is sent back to `to` (default: the page it came from); the toast shows
 * either way. The 303 is typed as the data, as lib/action.server.ts `done` does.
 */
export async function doneWithToast<T>(request: Request, value: T, toast: Toast, to?: string) {
  if (!isDocumentRequest(request)) return dataWithToast(value, toast);
  const { pathname, search } = new URL(request.url);
  return (await redirectWithToast(to ?? pathname + search, toast)) as unknown as Awaited<
    ReturnType<typeof dataWithToast<T>>
  >;
}

/**
 * A write that stays on its page, refused, whose toast is all it has to say (a like, a delete with
 * no form): a fetcher gets `value` with `status` (the root reads itself again after a refusal too,
 * root.tsx, and shows the toast); a plain POST is sent back to the page it came from, the toast there.
 */
export async function refusedWithToast<T>(request: Request, value: T, toast: Toast, status = 400) {
  if (!isDocumentRequest(request)) return dataWithToast(value, toast, { status });
  const { pathname, search } = new URL(request.url);
  return (await redirectWithToast(pathname + search, toast)) as unknown as Awaited<ReturnType<typeof dataWithToast<T>>>;
}

/** The toast waiting for this page, if any, and the Set-Cookie that clears it (the root loader's). */
export async function readToast(request: Request): Promise<{ toast: FlashToast | null; headers?: Headers }> {
  const header = request.headers.get('Cookie');
  if (!header?.includes('gc_toast=')) return { toast: null };
  const clear = new Headers({ 'Set-Cookie': await flash.serialize('', { maxAge: 0 }) });
  const value: unknown = await flash.parse(header).catch(() => null);
  return { toast: toastOf(value), headers: clear };
}

/** A cookie's content as a toast, or null when it is not one we wrote (anything else is dropped). */
function toastOf(value: unknown): FlashToast | null {
  if (typeof value !== 'object' || value === null) return null;
  const { kind, message, id } = value as Record<string, unknown>;
  if (!KINDS.includes(kind as ToastKind) || typeof message !== 'string' || typeof id !== 'string') return null;
  if (message === '' || message.length > MAX_MESSAGE || id.length > 64) return null;
  return { kind: kind as ToastKind, message, id };
}
