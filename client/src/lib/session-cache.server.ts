// A few seconds' memory of sessions the host checked in full (issue 34: page data through the
// host within 1.3x of the API's own answer). A full check asks the identity service for the
// account (getUser), and the API asks it again for each of the loader's calls: in series, the
// host's turn came before any call. A page-data GET of a session checked in the last TTL_MS is
// read at once with the member remembered while the full check runs beside it, and its answer
// goes out only if the check passes (lib/session.server.ts): nothing is believed without a check.
// Documents and writes are checked first. Forgotten after a write (the page read after it is
// checked afresh), on sign-out and on deleting the account (every cookie of that member).
// Keyed by the cookie's hash, so the memory holds no credential.
import { createHash } from 'node:crypto';
import type { SessionMember } from './request-context';

export const TTL_MS = 5_000;

/** What the host uses of this file: all of it, unless a benchmark leaves a part out (client/server/app.ts HostOptions.without). */
export const shortcuts = { race: true, signatures: true };
export const setSessionShortcuts = (use: typeof shortcuts) => Object.assign(shortcuts, use);
/** At most this many sessions are remembered; the oldest go first. */
export const MAX_ENTRIES = 1_000;

interface Entry {
  member: SessionMember;
  until: number;
}

const entries = new Map<string, Entry>();

const keyOf = (cookie: string) => createHash('sha256').update(cookie).digest('base64url');

/** The member a full check found for this cookie in the last TTL_MS, or undefined. */
export function recalled(cookie: string, now = Date.now()): SessionMember | undefined {
  const key = keyOf(cookie);
  const entry = entries.get(key);
  if (!entry) return undefined;
  if (entry.until > now) return entry.member;
  entries.delete(key);
  return undefined;
}

/** Remembers a full check's member for TTL_MS. */
export function remember(cookie: string, member: SessionMember, now = Date.now()): void {
  keep(entries, keyOf(cookie), { member, until: now + TTL_MS });
}

/** Sets key last in the map (Map keeps insertion order: the first is the oldest) and drops the oldest past MAX_ENTRIES. */
function keep<V>(map: Map<string, V>, key: string, value: V): void {
  map.delete(key);
  map.set(key, value);
  for (const oldest of map.keys()) {
    if (map.size <= MAX_ENTRIES) break;
    map.delete(oldest);
  }
}

/** This cookie is no longer believed (the API refused it). */
export function forgetCookie(cookie: string): void {
  entries.delete(keyOf(cookie));
}

/** Every remembered session of this member (signed out everywhere, or the account deleted). */
export function forgetMember(uid: string): void {
  for (const [key, entry] of entries) if (entry.member.uid === uid) entries.delete(key);
}

/** How many are remembered (tests). */
export const rememberedCount = () => entries.size;

/** What verifying a cookie's signature, project and expiry found (it does not change for one string). */
export interface SignedClaims {
  uid: string;
  auth_time: number;
  exp: number;
}
const signed = new Map<string, SignedClaims>();

/**
 * A cookie whose signature and expiry were verified before, until it expires: only the account is
 * looked up again (revoked, disabled). firebase-admin asks the Auth emulator for the account on
 * every verification, so without this a check cost two look-ups there.
 */
export function signedBefore(cookie: string, now = Date.now()): SignedClaims | undefined {
  const key = keyOf(cookie);
  const claims = signed.get(key);
  if (claims && claims.exp * 1000 > now) return claims;
  signed.delete(key);
  return undefined;
}

export function rememberSigned(cookie: string, { uid, auth_time, exp }: SignedClaims): SignedClaims {
  keep(signed, keyOf(cookie), { uid, auth_time, exp });
  return { uid, auth_time, exp };
}
