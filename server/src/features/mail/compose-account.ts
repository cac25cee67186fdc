import { getAuth } from 'firebase-admin/auth';
import { appFor } from '../../http/firebase-verifier';
import type { Composed } from './compose-activity';
import type { AccountMailKind } from './store';
import type { MailLanguage } from './words';

/** The identity service's action links for an address (firebase-admin makes them; nothing is sent). */
export interface AccountLinks {
  verification(email: string): Promise<string>;
  reset(email: string): Promise<string>;
}

export function firebaseAccountLinks(projectId: string): AccountLinks {
  const auth = getAuth(appFor(projectId));
  return {
    verification: (email) => auth.generateEmailVerificationLink(email),
    reset: (email) => auth.generatePasswordResetLink(email),
  };
}

/** The site's page that completes each step (client/src/routes.ts). */
const ACCOUNT_PAGES: Record<AccountMailKind, string> = {
  verify: '/auth/verify-email',
  reset: '/auth/reset-password',
};

/**
 * An account e-mail: a fresh link made by the identity service when the e-mail goes, of which
 * only its one-time code is kept, on the site's own page at its public address (the identity
 * service's page, and its `lang`, are never shown), in the e-mail's language.
 */
export async function composeAccountMail(
  links: AccountLinks,
  kind: AccountMailKind,
  email: string,
  site: string,
  language: MailLanguage,
): Promise<Composed | null> {
  let made: string;
  try {
    made = kind === 'verify' ? await links.verification(email) : await links.reset(email);
  } catch (error) {
    // The account is gone or has another address since: nothing to send.
    if ((error as { code?: unknown }).code === 'auth/user-not-found') return null;
    throw error;
  }
  const code = new URL(made).searchParams.get('oobCode');
  if (!code) throw new Error('The identity service made a link without its code');
  const href = `${site}${ACCOUNT_PAGES[kind]}?${new URLSearchParams({ oobCode: code, lang: language.lang })}`;
  const words = language.words.account[kind];
  return {
    subject: words.subject,
    body: {
      heading: words.heading,
      blocks: [{ type: 'text', text: words.text }],
      action: { label: words.button, href },
      after: [{ type: 'text', text: words.expires }],
    },
  };
}
