// Session cookies whose signature, project and expiry were verified, remembered by their hash: the
// same string verifies the same way until it expires, so the site's host's many calls for one
// page are verified once (http/auth.ts TokenChecks: the account itself is the host's to check).
// firebase-admin asks the Auth emulator for the account on every verification, even without
// checkRevoked: remembering the result spares that too. The memory holds no credential.
// What it buys, measured (1.2-1.5x less API CPU per member page; outside the emulator one RS256
// check per call): docs/benchmarks.md, "Issue 56: what each piece of request-path machinery buys".
import { createHash } from 'node:crypto';
import type { DecodedIdToken } from 'firebase-admin/auth';

/** At most this many cookies are remembered; the oldest go first. */
export const MAX_CHECKED_COOKIES = 5_000;

export function checkedCookies(max = MAX_CHECKED_COOKIES) {
  const entries = new Map<string, DecodedIdToken>();
  const keyOf = (cookie: string) => createHash('sha256').update(cookie).digest('base64url');
  return {
    /** What verifying this cookie found, unless it has expired since (or was never verified here). */
    recall(cookie: string, now = Date.now()): DecodedIdToken | undefined {
      const key = keyOf(cookie);
      const decoded = entries.get(key);
      if (decoded && decoded.exp * 1000 > now) return decoded;
      entries.delete(key);
      return undefined;
    },
    remember(cookie: string, decoded: DecodedIdToken): void {
      const key = keyOf(cookie);
      entries.delete(key);
      entries.set(key, decoded);
      for (const oldest of entries.keys()) {
        if (entries.size <= max) break;
        entries.delete(oldest);
      }
    },
  };
}
