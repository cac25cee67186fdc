import type { RequestHandler } from 'express';
import { SAFETY_MESSAGES } from '@green-circle/contract';
import type { Store } from '../store/store';
import { AppError } from './errors';
import type { Clock } from '../clock';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Writes that post nothing others read: a suspended member still marks the notice of their suspension read. */
const OWN_MARKS = new Set(['/me/notifications/read']);
/** Leaving is every member's right, a suspended one's too. */
const leaving = (method: string, path: string) => method === 'DELETE' && path === '/users/me';

/** The 403 a suspended member gets, naming the day (and in `errors`, the moment) the suspension ends. */
function suspendedError(until: string): AppError {
  const words = { code: 'problem.suspendedUntil', values: { until: until.slice(0, 10) } };
  return new AppError(
    403,
    `${SAFETY_MESSAGES.accountSuspended} ${words.values.until}.`,
    [{ field: 'suspendedUntil', message: until, ...words }],
    words,
  );
}

/**
 * The one suspension guard: every write of a signed-in caller (any method but GET,
 * HEAD and OPTIONS, on any route, now or added later) is refused with 403 while a moderator's
 * suspension lasts (but marking their own notifications read). Mounted once in app.ts after authentication, so no write route can miss it.
 */
export function requireActiveMember(store: Pick<Store, 'memberStanding'>, clock: Clock): RequestHandler {
  return async (req, _res, next) => {
    if (READS.has(req.method) || !req.identity || OWN_MARKS.has(req.path) || leaving(req.method, req.path))
      return next();
    const { suspendedUntil } = await store.memberStanding(req.identity.uid);
    if (suspendedUntil !== null && suspendedUntil > clock.now().toISOString()) throw suspendedError(suspendedUntil);
    next();
  };
}
