// Session cookies whose signature, project and expiry the host verified, remembered by the cookie's
// hash until they expire (the memory holds no credential): the same string verifies the same way,
// so only its account is looked up again on each request (revoked, disabled: lib/session.server.ts).
import { createHash } from 'node:crypto';

/** At most this many cookies are remembered; the oldest go first. */
export const MAX_ENTRIES = 1_000;

/** What verifying a cookie's signature, project and expiry found (it does not change for one string). */
export interface SignedClaims {
  uid: string;
  auth_time: number;
  exp: number;
}
const signed = new Map<string, SignedClaims>();
let remembering = true;

/** Benchmarks only (client/server/app.ts HostOptions.without): false verifies every cookie afresh. */
export function rememberSignatures(on: boolean): void {
  remembering = on;
  signed.clear();
}

const keyOf = (cookie: string) => createHash('sha256').update(cookie).digest('base64url');

/** A cookie whose signature and expiry were verified before, until it expires. */
export function signedBefore(cookie: string, now = Date.now()): SignedClaims | undefined {
  const key = keyOf(cookie);
  const claims = signed.get(key);
  if (claims && claims.exp * 1000 > now) return claims;
  signed.delete(key);
  return undefined;
}

/** Remembers what verifying this cookie found; answers it. */
export function rememberSigned(cookie: string, { uid, auth_time, exp }: SignedClaims): SignedClaims {
  if (!remembering) return { uid, auth_time, exp };
  const key = keyOf(cookie);
  // Map keeps insertion order: set last, the first is the oldest.
  signed.delete(key);
  signed.set(key, { uid, auth_time, exp });
  for (const oldest of signed.keys()) {
    if (signed.size <= MAX_ENTRIES) break;
    signed.delete(oldest);
  }
  return { uid, auth_time, exp };
}
