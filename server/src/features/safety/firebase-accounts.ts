import { getAuth } from 'firebase-admin/auth';
import { appFor } from '../../http/firebase-verifier';
import type { FindAccount } from './roles';

/** Finds an account by e-mail with firebase-admin (the Auth emulator when FIREBASE_AUTH_EMULATOR_HOST is set). */
export function firebaseAccounts(projectId: string): FindAccount {
  const auth = getAuth(appFor(projectId));
  return async (email) => {
    try {
      const user = await auth.getUserByEmail(email);
      return { uid: user.uid, email: user.email ?? email };
    } catch (error) {
      if ((error as { code?: unknown }).code === 'auth/user-not-found') return null;
      throw error;
    }
  };
}
