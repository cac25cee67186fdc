import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import type { RateLimits } from '../config';
import { AppError } from './errors';

const clientAddress = (req: Request) => `ip:${ipKeyGenerator(req.ip ?? 'unknown')}`;
const callerKey = (req: Request) => (req.identity ? `uid:${req.identity.uid}` : clientAddress(req));

function limiter(
  max: number,
  windowMs: number,
  what: string,
  keyGenerator: (req: Request) => string,
  applies: (req: Request) => boolean,
): RequestHandler | null {
  if (max === 0) return null;
  return rateLimit({
    windowMs,
    limit: max,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    keyGenerator,
    skip: (req) => !applies(req),
    handler: (_req, _res, next) => next(new AppError(429, `Too many ${what}; try again later`)),
  });
}

// Express matches routes case-insensitively (POST /USERS reaches POST /users), so the limits do too.
const isLike = (req: Request) => req.method === 'PATCH' && /\/like\/?$/i.test(req.path);
const isAccountCreation = (req: Request) => req.method === 'POST' && /^\/users\/?$/i.test(req.path);
const isRead = (req: Request) => req.method === 'GET' || req.method === 'HEAD';

/**
 * A wide per-address limit on every request, counted before the token is verified, so a
 * flood of requests (with or without tokens) cannot make the API spend one identity-service
 * look-up each. Health checks come before it and are never limited.
 */
export function addressLimit(limits: RateLimits): RequestHandler | null {
  return limiter(limits.addressMax, limits.windowMs, 'requests from this address', clientAddress, () => true);
}

/**
 * Per-window limits keyed by the member's uid when signed in, by client address otherwise;
 * account creation is always keyed by address. Runs after authenticate. A max of 0 is off.
 */
export function rateLimits(limits: RateLimits): RequestHandler[] {
  const { windowMs } = limits;
  return [
    limiter(limits.readMax, windowMs, 'requests', callerKey, isRead),
    limiter(limits.likeMax, windowMs, 'likes', callerKey, isLike),
    limiter(limits.accountMax, windowMs, 'account requests', clientAddress, isAccountCreation),
    limiter(limits.writeMax, windowMs, 'changes', callerKey, (req) => !isRead(req) && !isLike(req) && !isAccountCreation(req)),
  ].filter((handler): handler is RequestHandler => handler !== null);
}
