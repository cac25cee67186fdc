import { useState } from 'react';
import { useFetcher, useSearchParams } from 'react-router';
import { paths } from '#app/config/paths';
import { useAuth } from '#app/lib/auth-provider';
import { showToast } from '#app/lib/notify';
import { redirectTarget } from './redirect-target';

/**
 * Google pop-up sign-in in the browser; its ID token goes to the login screen's action, which
 * starts the session, makes the member's record on the first visit ('User registered
 * successfully!') or greets them ('Welcome back!'), and sends them on to where they were going
 * (`from`), the toast in the flash cookie: the answer is a redirect, nothing here waits on it.
 */
export function useGoogleSignIn() {
  const { signInWithGoogle } = useAuth();
  const [popup, setPopup] = useState(false);
  const fetcher = useFetcher();
  const [searchParams] = useSearchParams();

  const start = async () => {
    setPopup(true);
    try {
      const { user } = await signInWithGoogle();
      const idToken = await user.getIdToken();
      const from = redirectTarget(searchParams);
      await fetcher.submit({ intent: 'google', idToken, from }, { method: 'post', action: paths.login });
    } catch (error) {
      // The spec shows the provider's own message for Google failures (said by the browser alone).
      showToast({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
    } finally {
      setPopup(false);
    }
  };

  return { start, pending: popup || fetcher.state !== 'idle' };
}
