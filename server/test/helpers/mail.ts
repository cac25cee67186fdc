import { mailInbox } from '@green-circle/testing/mail-server';
import { inject } from 'vitest';
import { createComposer } from '../../src/features/mail/compose';
import { firebaseAccountLinks } from '../../src/features/mail/compose-account';
import { composeDigest, composeMonthReminders, type WeekOf } from '../../src/features/mail/compose-digest';
import { composePlanFollowUp } from '../../src/features/mail/compose-follow-up';
import { createAuthorIds } from '../../src/features/tips';
import { composeWeek } from '../../src/features/week';
import { firebaseMailAccounts } from '../../src/features/mail/firebase-account';
import { createMailSender, type MailSenderOptions } from '../../src/features/mail/outbox-sender';
import { smtpSender } from '../../src/features/mail/transport';
import type { Store } from '../../src/store/store';
import { PROJECT_ID, TEST_AUTHOR_ID_SECRET, TEST_MAIL_SECRET } from './app';

/** The site's public address in tests: every link in an e-mail starts with it. */
export const TEST_SITE_URL = 'https://greencircle.test';
export const TEST_MAIL_FROM = 'Green Circle <hello@greencircle.test>';

/** The run's local mail server (test/global-setup.ts): its inbox over its HTTP API. */
export const inbox = () => mailInbox(inject('mailWebUrl'));
export const smtpUrl = () => inject('mailSmtpUrl');

const bare = (id: unknown) => String(id ?? '').replace(/^<|>$/g, '');

/**
 * Resolves once the inbox lists the message: maildev answers SMTP's 250 before it has parsed and
 * listed what it took, so a test that reads the inbox right after a drain could miss it (seen
 * under load). Waits for that event, never for a fixed time; gives up after 30 s.
 */
async function listed(messageId: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!(await inbox().all()).some((mail) => bare(mail.messageId) === bare(messageId))) {
    if (Date.now() > deadline) throw new Error(`The local mail server never listed ${messageId}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * The product's sender on this store, sending through the run's local mail server and reading
 * accounts from the run's Auth emulator; `overrides` swap a part (a clock, a failing transport).
 */
export function testMailSender(store: Store, overrides: Partial<MailSenderOptions> = {}) {
  const smtp = smtpSender(smtpUrl());
  const authorIds = createAuthorIds(TEST_AUTHOR_ID_SECRET);
  const weekOf: WeekOf = (member, now) =>
    composeWeek(store, authorIds, { uid: member.uid, email: member.email, emailVerified: true }, now);
  const sender = createMailSender({
    store,
    // Through the product's own SMTP transport; drained means listed in the inbox.
    send: async (mail) => {
      await smtp.send(mail);
      await listed(mail.messageId);
    },
    findAccount: firebaseMailAccounts(PROJECT_ID),
    languageOf: async (uid) => (await store.getProfileExtras(uid)).language,
    compose: createComposer(store, TEST_SITE_URL, {
      digest: composeDigest(weekOf, TEST_SITE_URL),
      reminder: composeMonthReminders(weekOf, TEST_SITE_URL),
      followUp: composePlanFollowUp(store, TEST_MAIL_SECRET, TEST_SITE_URL),
      account: firebaseAccountLinks(PROJECT_ID),
    }),
    secret: TEST_MAIL_SECRET,
    site: TEST_SITE_URL,
    from: TEST_MAIL_FROM,
    ...overrides,
  });
  return Object.assign(sender, { close: () => smtp.close(), smtpSend: smtp.send });
}
