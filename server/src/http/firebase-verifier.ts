import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { AppError } from './errors';
import type { AccountActive, VerifyToken } from './auth';
import { checkedCookies } from './checked-cookies';

/** Firebase error codes that mean the token, not the service, is at fault. */
const CREDENTIAL_ERRORS = new Set([
  'auth/argument-error',
  'auth/id-token-expired',
  'auth/id-token-revoked',
  'auth/invalid-id-token',
  'auth/user-disabled',
  'auth/user-not-found',
  'auth/session-cookie-expired',
  'auth/session-cookie-revoked',
  'auth/project-not-found',
]);

export function appFor(projectId: string): App {
  const name = `green-circle-${projectId}`;
  return getApps().find((app) => app.name === name) ?? initializeApp({ projectId }, name);
}

/**
 * Verifies ID tokens and session cookies with firebase-admin, checking revocation and disabled accounts.
 * The SDK talks to the Auth emulator when FIREBASE_AUTH_EMULATOR_HOST is set (set it first).
 */
export function createFirebaseVerifier(
  projectId: string,
  /** rememberCookies false: each forwarded cookie is verified afresh (benchmarks only: main.ts GC_BENCH_WITHOUT). */
  { rememberCookies = true } = {},
): VerifyToken {
  const auth = getAuth(appFor(projectId));
  const fromHost = checkedCookies();
  /** A cookie the host forwards: its account is the host's to check (TokenChecks), the rest once per cookie. */
  const hostCookie = async (cookie: string) => {
    if (!rememberCookies) return auth.verifySessionCookie(cookie);
    const known = fromHost.recall(cookie);
    if (known) return known;
    const decoded = await auth.verifySessionCookie(cookie);
    fromHost.remember(cookie, decoded);
    return decoded;
  };
  return async (token, scheme = 'Bearer', { accountCheckedByHost = false } = {}) => {
    try {
      const decoded =
        scheme === 'Bearer'
          ? await auth.verifyIdToken(token, true)
          : accountCheckedByHost
            ? await hostCookie(token)
            : await auth.verifySessionCookie(token, true);
      // A session cookie keeps the claims of its sign-in for 14 days: a member who verified their
      // address since then is verified now (the account says so), as an ID token would say.
      const verified =
        decoded.email_verified === true ||
        (scheme === 'Session' && (await auth.getUser(decoded.uid)).emailVerified === true);
      return {
        uid: decoded.uid,
        email: decoded.email,
        emailVerified: verified,
        name: typeof decoded.name === 'string' ? decoded.name : undefined,
        picture: decoded.picture,
        authTime: decoded.auth_time,
      };
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (typeof code === 'string' && !CREDENTIAL_ERRORS.has(code)) {
        throw new AppError(503, 'The identity service is unavailable; try again shortly');
      }
      throw error;
    }
  };
}

/**
 * Asks Firebase whether an account still exists and is enabled: what a request with no token
 * (the calendar feed's secret address) checks, so a disabled or deleted account's feed stops.
 */
export function createFirebaseAccountCheck(projectId: string): AccountActive {
  const auth = getAuth(appFor(projectId));
  return async (uid) => {
    try {
      return !(await auth.getUser(uid)).disabled;
    } catch (error) {
      if ((error as { code?: unknown }).code === 'auth/user-not-found') return false;
      throw new AppError(503, 'The identity service is unavailable; try again shortly');
    }
  };
}
