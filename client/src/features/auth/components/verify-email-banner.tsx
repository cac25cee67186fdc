import { useEffect } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { useAuth } from '#app/lib/auth-provider';
import { useT } from '#app/i18n/i18n';

/**
 * Shown to a signed-in member whose e-mail address is not verified yet: reading works, writing
 * (sharing, liking) does not, and "Send again" asks the site to e-mail a new verification link
 * (a form: without JavaScript it posts and comes back to this page). The link lands on the
 * site's page that verifies the address; the next page load finds it verified.
 */
export function VerifyEmailBanner() {
  const { user, refreshVerification } = useAuth();
  const t = useT();
  // Its toast rides the flash cookie (routes/verification-email.ts).
  const fetcher = useFetcher();
  const { pathname, search } = useLocation();
  const uid = user?.uid;
  const unverified = user?.emailVerified === false;

  // Only for an address not verified yet (the identity service must say whether that changed):
  // a verified member's pages never load the Firebase SDK.
  useEffect(() => {
    if (uid && unverified) void refreshVerification().catch(() => {});
  }, [uid, unverified, refreshVerification]);

  if (!user?.email || user.emailVerified) return null;
  const sending = fetcher.state !== 'idle';

  return (
    <div
      role="status"
      className="alert alert-warning mx-auto my-3 flex w-[calc(100%-2rem)] max-w-5xl flex-wrap justify-between gap-2"
    >
      <span>{t('messages.verifyBanner')}</span>
      <fetcher.Form method="post" action="/account/verification-email">
        <input type="hidden" name="returnTo" value={pathname + search} />
        <button type="submit" className="btn btn-sm" disabled={sending} aria-busy={sending || undefined}>
          {sending && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
          {t('messages.sendVerificationAgain')}
        </button>
      </fetcher.Form>
    </div>
  );
}
