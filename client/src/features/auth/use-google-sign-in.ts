import { useEffect, useState } from 'react';
import { useFetcher, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { useToast } from '../../lib/action-toast';
import { useAuth } from '../../lib/auth-provider';
import { notify } from '../../lib/notify';
import type { LoginAnswer } from './login-form';
import { redirectTarget } from './redirect-target';

/**
 * Google pop-up sign-in in the browser; its ID token goes to the login screen's action, which
 * starts the session and makes the member's record on the first visit ('User registered
 * successfully!') or greets them ('Welcome back!'). Then back where the member was going.
 */
export function useGoogleSignIn() {
  const { signInWithGoogle } = useAuth();
  const [popup, setPopup] = useState(false);
  const fetcher = useFetcher<LoginAnswer>();
  useToast(fetcher.data?.toast);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const signedIn = fetcher.data?.signedIn === true;
  // Once the page's data was read again for the session (see the login screen).
  const settled = signedIn && fetcher.state === 'idle';
  useEffect(() => {
    if (settled) void navigate(redirectTarget(searchParams), { replace: true });
  }, [settled, navigate, searchParams]);

  const start = async () => {
    setPopup(true);
    try {
      const { user } = await signInWithGoogle();
      const idToken = await user.getIdToken();
      await fetcher.submit({ intent: 'google', idToken }, { method: 'post', action: paths.login });
    } catch (error) {
      // The spec shows the provider's own message for Google failures.
      notify.error(error instanceof Error ? error.message : String(error));
    } finally {
      setPopup(false);
    }
  };

  return { start, pending: popup || fetcher.state !== 'idle' || signedIn };
}
