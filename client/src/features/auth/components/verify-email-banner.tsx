import { useEffect, useState } from 'react';
import { useAuth } from '../../../lib/auth-provider';
import { notify } from '../../../lib/notify';
import { useT } from '../../../i18n/i18n';

/**
 * Shown to a signed-in member whose e-mail address is not verified yet: reading works, writing
 * (sharing, liking) does not, and "Send again" mails a new verification link. Once the member
 * opened the link, the next page load finds it verified (and fetches a token that says so).
 */
export function VerifyEmailBanner() {
  const { user, sendVerification, refreshVerification } = useAuth();
  const t = useT();
  const [sending, setSending] = useState(false);
  const uid = user?.uid;
  const unverified = user?.emailVerified === false;

  // Only for an address not verified yet (the identity service must say whether that changed):
  // a verified member's pages never load the Firebase SDK.
  useEffect(() => {
    if (uid && unverified) void refreshVerification().catch(() => {});
  }, [uid, unverified, refreshVerification]);

  if (!user?.email || user.emailVerified) return null;

  async function sendAgain() {
    setSending(true);
    try {
      await sendVerification();
      notify.success(t('messages.verificationSent'));
    } catch {
      notify.error(t('messages.verificationSendFailed'));
    } finally {
      setSending(false);
    }
  }

  return (
    <div
      role="status"
      className="alert alert-warning mx-auto my-3 flex w-[calc(100%-2rem)] max-w-5xl flex-wrap justify-between gap-2"
    >
      <span>{t('messages.verifyBanner')}</span>
      <button type="button" className="btn btn-sm" onClick={sendAgain} disabled={sending}>
        {sending && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
        {t('messages.sendVerificationAgain')}
      </button>
    </div>
  );
}
