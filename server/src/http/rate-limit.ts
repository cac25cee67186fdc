import type { Request, RequestHandler } from 'express';
import {
  ipKeyGenerator,
  rateLimit,
  type IncrementResponse,
  type Options,
  type Store as LimiterStore,
} from 'express-rate-limit';
import type { RateLimits } from '../config';
import type { Store } from '../store/store';
import { AppError } from './errors';

/** Where the hits are counted: the data store, so every API process on it shares them. */
export type HitCounter = Pick<Store, 'hit' | 'unhit' | 'resetHits'>;

/** express-rate-limit's store interface over the data store's counters, one key space per limiter. */
class SharedHits implements LimiterStore {
  readonly localKeys = false;
  private windowMs = 60_000;
  constructor(
    private readonly counter: HitCounter,
    readonly prefix: string,
  ) {}
  init(options: Options) {
    this.windowMs = options.windowMs;
  }
  async increment(key: string): Promise<IncrementResponse> {
    const { hits, resetAt } = await this.counter.hit(this.prefix + key, this.windowMs);
    return { totalHits: hits, resetTime: new Date(resetAt) };
  }
  decrement(key: string) {
    return this.counter.unhit(this.prefix + key);
  }
  resetKey(key: string) {
    return this.counter.resetHits(this.prefix + key);
  }
}

const clientAddress = (req: Request) => `ip:${ipKeyGenerator(req.visitorAddress ?? req.ip ?? 'unknown')}`;
const callerKey = (req: Request) => (req.identity ? `uid:${req.identity.uid}` : clientAddress(req));

function limiter(
  max: number,
  windowMs: number,
  what: string,
  keyGenerator: (req: Request) => string,
  applies: (req: Request) => boolean,
  counter?: HitCounter,
): RequestHandler | null {
  if (max === 0) return null;
  return rateLimit({
    ...(counter ? { store: new SharedHits(counter, `${what}|`) } : {}),
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
// A like and its taking back count together: else toggling would be unlimited.
const isLike = (req: Request) => (req.method === 'PATCH' || req.method === 'DELETE') && /\/like\/?$/i.test(req.path);
/**
 * What an account can be made or a name reserved with: POST /users, the name check before
 * sign-up, and PATCH /users/me (else one address could reserve names with as
 * many unverified accounts as it likes), all counted together per address.
 */
const isAccountCreation = (req: Request) =>
  (req.method === 'POST' && /^\/users\/?$/i.test(req.path)) ||
  (req.method === 'PATCH' && /^\/users\/me\/?$/i.test(req.path)) ||
  (req.method === 'GET' && /^\/users\/name-available\/?$/i.test(req.path));
const isRead = (req: Request) => req.method === 'GET' || req.method === 'HEAD';

/**
 * Given the data store, the hits are counted in it and shared by every API process on it.
 * A wide per-address limit on every request, counted before the token is verified, so a
 * flood of requests (with or without tokens) cannot make the API spend one identity-service
 * look-up each. Health checks come before it and are never limited.
 */
export function addressLimit(limits: RateLimits, counter?: HitCounter): RequestHandler | null {
  return limiter(limits.addressMax, limits.windowMs, 'requests from this address', clientAddress, () => true, counter);
}

/**
 * Given the data store, the hits are counted in it (SQLite file or MongoDB collection), so
 * the limits hold across every API process on that store; without it, per process.
 *
 * Per-window limits keyed by the member's uid when signed in, by client address otherwise;
 * account creation is always keyed by address. Runs after authenticate. A max of 0 is off.
 */
export function rateLimits(limits: RateLimits, counter?: HitCounter): RequestHandler[] {
  const { windowMs } = limits;
  return [
    limiter(limits.readMax, windowMs, 'requests', callerKey, isRead, counter),
    limiter(limits.likeMax, windowMs, 'likes', callerKey, isLike, counter),
    limiter(limits.accountMax, windowMs, 'account requests', clientAddress, isAccountCreation, counter),
    limiter(
      limits.writeMax,
      windowMs,
      'changes',
      callerKey,
      (req) => !isRead(req) && !isLike(req) && !isAccountCreation(req),
      counter,
    ),
  ].filter((handler): handler is RequestHandler => handler !== null);
}
