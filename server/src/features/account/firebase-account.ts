import { getAuth } from 'firebase-admin/auth';
import { appFor } from '../../http/firebase-verifier';
import type { RemoveAccount } from './erasure';

/**
 * Revokes the member's sessions, then deletes their Firebase account (the Auth emulator when
 * FIREBASE_AUTH_EMULATOR_HOST is set). Tokens are verified with revocation checked, so their old
 * ID tokens and session cookies are refused from here on. An account already gone is fine.
 */
export function firebaseAccountRemover(projectId: string): RemoveAccount {
  const auth = getAuth(appFor(projectId));
  const gone = (error: unknown) => (error as { code?: unknown }).code === 'auth/user-not-found';
  return async (uid) => {
    try {
      await auth.revokeRefreshTokens(uid);
      await auth.deleteUser(uid);
    } catch (error) {
      if (!gone(error)) throw error;
    }
  };
}
