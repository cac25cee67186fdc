import { MESSAGES } from '@green-circle/contract/messages';
import { useState } from 'react';
import { useAuth } from '../../lib/auth-provider';
import { notify } from '../../lib/notify';
import { createUserRecord } from './api/create-user';
import { getUsersByEmail } from './api/get-user-by-email';
import { browserApi } from '../../lib/browser-api';

/**
 * Google pop-up sign-in, then the member's user record: created on the first visit
 * ('User registered successfully!'), greeted afterwards ('Welcome back!').
 * Calls `onSignedIn` once the member is signed in, even when the record call failed.
 */
export function useGoogleSignIn(onSignedIn: () => void) {
  const { signInWithGoogle } = useAuth();
  const [pending, setPending] = useState(false);

  const start = async () => {
    setPending(true);
    try {
      const { user } = await signInWithGoogle();
      try {
        const email = user.email ?? '';
        const existing = await getUsersByEmail(browserApi, email);
        if (existing.length === 0) {
          await createUserRecord(browserApi, {
            displayName: user.displayName ?? undefined,
            email,
            photoURL: user.photoURL ?? undefined,
            uid: user.uid,
          });
          notify.success(MESSAGES.userRegistered);
        } else {
          notify.info(MESSAGES.welcomeBack);
        }
      } catch {
        notify.error(MESSAGES.userRecordFailed);
      }
      onSignedIn();
    } catch (error) {
      // The spec shows the provider's own message for Google failures.
      notify.error(error instanceof Error ? error.message : String(error));
    } finally {
      setPending(false);
    }
  };

  return { start, pending };
}
