import { getAuth } from 'firebase-admin/auth';
import { appFor } from '../../http/firebase-verifier';
import type { FindAccountByEmail } from './account-mail';
import type { FindMailAccount } from './outbox-sender';

/**
 * The member's address as Firebase has it when an e-mail goes: a new address counts once it is
 * verified (until then emailVerified is false and nothing is sent), a deleted account is null,
 * a disabled one says so. Any other failure throws, so the e-mail is tried again later.
 */
export function firebaseMailAccounts(projectId: string): FindMailAccount {
  const auth = getAuth(appFor(projectId));
  return async (uid) => {
    try {
      const user = await auth.getUser(uid);
      return { email: user.email ?? null, emailVerified: user.emailVerified, disabled: user.disabled };
    } catch (error) {
      if ((error as { code?: unknown }).code === 'auth/user-not-found') return null;
      throw error;
    }
  };
}

/** Who has this address now (the password reset asks); null when no account does. */
export function firebaseAccountByEmail(projectId: string): FindAccountByEmail {
  const auth = getAuth(appFor(projectId));
  return async (email) => {
    try {
      const user = await auth.getUserByEmail(email);
      return { uid: user.uid, disabled: user.disabled };
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (code === 'auth/user-not-found' || code === 'auth/invalid-email') return null;
      throw error;
    }
  };
}
