import { redirect } from 'react-router';
import { ApiError } from './api-client';
import { sameOrigin } from './request-context';

/** A write from another site's page must not act with the member's cookie (SameSite=Lax covers most; this the rest). */
export function refuseCrossSite(request: Request) {
  if (!sameOrigin(request)) throw new Response('Cross-site request refused', { status: 403 });
}

/**
 * A plain form POST (the page's JavaScript has not run, or never will): the browser is loading a
 * document, so a done write answers with the page again (Post/Redirect/Get) rather than data.
 */
export const isDocumentRequest = (request: Request) => request.headers.get('Sec-Fetch-Dest') === 'document';

/**
 * A done write: a fetcher gets `data`; a plain POST is sent to `to` (default: the page it came
 * from). Returned, not thrown, so a caller's try/catch cannot take the redirect for a failure; it
 * is typed `never` since React Router sends a Response as it is and leaves it out of the page's data.
 */
export function done<T>(request: Request, data: T, to?: string): T {
  if (!isDocumentRequest(request)) return data;
  const { pathname, search } = new URL(request.url);
  return redirect(to ?? pathname + search, 303) as never;
}

/** The API's own words for a refusal it explains (too long, not verified), else the general failure. */
export const failure = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message ? error.message : fallback;
