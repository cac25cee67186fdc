import { createHash } from 'node:crypto';
import type { MiddlewareFunction } from 'react-router';
import { VIEWER_HEADER, VISITOR } from './member-caches';
import { memberContext } from './request-context';

/**
 * Root middleware (after the session's): names whose page this is, for the service worker's
 * member caches (lib/member-caches.ts). Opaque, and only ever sent to that member.
 */
export const viewerMiddleware: MiddlewareFunction<Response> = async ({ context }, next) => {
  const response = await next();
  const uid = context.get(memberContext)?.uid;
  try {
    response.headers.set(
      VIEWER_HEADER,
      uid ? createHash('sha256').update(uid).digest('base64url').slice(0, 22) : VISITOR,
    );
  } catch {
    // An immutable answer (a fetch passed through as it came): not a page the worker keeps.
  }
  return response;
};
