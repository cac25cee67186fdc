import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Store } from '../../store/store';
import { secretIn } from '../../http/data-dir';

/**
 * The private calendar feed's secret address. The token is an HMAC of the member's uid and a
 * random nonce under a server secret; the store keeps only the nonce and the token's SHA-256,
 * so a copy of the database alone gives no working address. Rotating draws a new nonce: the
 * old token's hash is gone, so the old address answers 404.
 */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const deriveToken = (secret: string, uid: string, nonce: string) =>
  createHmac('sha256', secret).update(`${uid}\n${nonce}`).digest('base64url');

/** The member's current token, issuing one the first time (or when the secret changed). */
export async function currentToken(store: Store, secret: string, uid: string): Promise<string> {
  const feed = await store.getCalendarFeed(uid);
  if (feed !== null) {
    const token = deriveToken(secret, uid, feed.nonce);
    if (hashToken(token) === feed.tokenHash) return token;
  }
  return rotateToken(store, secret, uid);
}

/** A new token for the member; the previous one stops working. */
export async function rotateToken(store: Store, secret: string, uid: string): Promise<string> {
  const nonce = randomBytes(16).toString('base64url');
  const token = deriveToken(secret, uid, nonce);
  await store.setCalendarFeed(uid, { nonce, tokenHash: hashToken(token) });
  return token;
}

/**
 * The server secret: CALENDAR_FEED_SECRET when set (required to be the same on every copy of
 * the API), else a random one kept in DATA_DIR/calendar-feed.secret, made on first use.
 */
export function loadFeedSecret(fromEnv: string | undefined, dataDir: string): string {
  return secretIn(fromEnv, dataDir, 'calendar-feed.secret');
}
