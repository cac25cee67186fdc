import { randomUUID } from 'node:crypto';
import type { EmailKind, EmailSettings, Language } from '@green-circle/contract';
import type { Composed } from './compose-activity';
import { renderMail } from './message-frame';
import { isAccountMail, type ClaimedMail, type MailStore } from './store';
import { unsubscribeToken } from './unsubscribe-token';
import { mailLanguage, type MailLanguage } from './words';

/** The member's account as the identity service has it when the e-mail is sent. */
interface MailAccount {
  email: string | null;
  emailVerified: boolean;
  disabled: boolean;
}
/** Null: no such account (deleted). */
export type FindMailAccount = (uid: string) => Promise<MailAccount | null>;

interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  headers: Record<string, string>;
}
/** Hands one e-mail to SMTP; resolves once the server accepted it (transport.ts). */
export type SendMail = (mail: OutgoingMail) => Promise<void>;

export type ComposeMail = (
  mail: ClaimedMail,
  member: { uid: string; email: string; settings: EmailSettings; language: MailLanguage },
  /** The sender's "now" (its clock): what a digest's week is composed for. */
  now: Date,
) => Promise<Composed | null>;

export interface MailSenderOptions {
  store: MailStore;
  send: SendMail;
  findAccount: FindMailAccount;
  compose: ComposeMail;
  /** The member's chosen language as it is when the e-mail is sent ('' or absent: English). */
  languageOf: (uid: string) => Promise<Language | ''>;
  /** Signs the unsubscribe links. */
  secret: string;
  /** The site's public address (PUBLIC_SITE_URL): every link, and the Message-ID's domain. */
  site: string;
  from: string;
  /** This sender's name on its leases; default a random one per process. */
  owner?: string;
  leaseMs?: number;
  batchWindowMs?: number;
  maxAttempts?: number;
  retryBaseMs?: number;
  now?: () => Date;
  log?: (message: string, error?: unknown) => void;
}

const HOUR_MS = 3_600_000;
const RETRY_MAX_MS = 6 * HOUR_MS;

/** A refusal the server means for good (5xx: no such mailbox, rejected): the address bounced. */
const permanent = (error: unknown) => {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

/**
 * Drains the outbox: claims a batch (with a lease, so several API processes never take the same
 * one), checks the member's account and settings as they are now, composes and sends it, and
 * marks how it ended. A failure that may pass is tried again later with exponential backoff, at
 * most maxAttempts times; an address the server refuses for good is marked bounced and gets
 * nothing more. The one repeat that can happen: a sender that dies after the server accepted an
 * e-mail and before it marked it sent; when its lease ends another sender sends that batch
 * again, with the same Message-ID (mail clients show such a pair once).
 */
export function createMailSender(options: MailSenderOptions) {
  const {
    store,
    send,
    findAccount,
    compose,
    languageOf,
    secret,
    site,
    from,
    owner = `sender-${randomUUID()}`,
    leaseMs = 5 * 60_000,
    batchWindowMs = HOUR_MS,
    maxAttempts = 8,
    retryBaseMs = 60_000,
    now = () => new Date(),
    log = () => {},
  } = options;
  const domain = new URL(site).hostname;

  const skip = (mail: ClaimedMail, reason: string) =>
    store.finishMail(mail.batchId, owner, { state: 'skipped', reason }, now());

  const message = (mail: ClaimedMail, to: string, composed: Composed, language: MailLanguage): OutgoingMail => {
    const messageId = `<${mail.batchId}.${mail.kind}@${domain}>`;
    const frame = { lang: language.lang, labels: language.words.frame };
    // An account e-mail is a step the reader is taking: no unsubscribe (there is nothing to stop), only why it came.
    const kind = mail.kind;
    const unsubscribeUrl = isAccountMail(kind)
      ? null
      : `${site}/unsubscribe/${unsubscribeToken(secret, mail.uid, kind, now())}`;
    // The site's pages open in the e-mail's language (its ?lang=), even signed out; English needs none.
    const inLanguage = language.lang === 'en' ? '' : `?lang=${language.lang}`;
    const { html, text } = renderMail(composed.body, {
      ...frame,
      why: isAccountMail(kind) ? language.words.account[kind].why : language.words.why[kind],
      links:
        unsubscribeUrl === null
          ? undefined
          : {
              unsubscribeUrl: `${unsubscribeUrl}${inLanguage}`,
              settingsUrl: `${site}/notifications${inLanguage}#email-settings`,
            },
    });
    const unsubscribe: Record<string, string> =
      unsubscribeUrl === null
        ? {}
        : {
            // RFC 8058: a mail client's one-click unsubscribe POSTs List-Unsubscribe=One-Click here.
            'List-Unsubscribe': `<${unsubscribeUrl}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          };
    return {
      from,
      to,
      subject: composed.subject,
      html,
      text,
      messageId,
      headers: { ...unsubscribe, 'Auto-Submitted': 'auto-generated' },
    };
  };

  async function deliver(mail: ClaimedMail): Promise<void> {
    const account = await findAccount(mail.uid);
    if (account === null) return skip(mail, 'no such account');
    if (account.disabled) return skip(mail, 'account disabled');
    if (!account.email) return skip(mail, 'no address');
    // An account e-mail goes to an address not verified yet (the verification is for one); the
    // others only to a verified one, and only while the member wants that kind.
    const forAccount = isAccountMail(mail.kind);
    if (mail.kind === 'verify' && account.emailVerified) return skip(mail, 'address already verified');
    if (!forAccount && !account.emailVerified) return skip(mail, 'address not verified');
    if (await store.isAddressBounced(account.email)) return skip(mail, 'address bounced');
    const settings = await store.getEmailSettings(mail.uid);
    if (!forAccount && !settings[mail.kind as EmailKind]) return skip(mail, 'turned off');
    // The member's chosen language; else, for an account e-mail, the language of the page it was asked on.
    const asked = mail.items.at(-1)?.payload.language;
    const language = mailLanguage((await languageOf(mail.uid)) || (asked ?? ''));
    const composed = await compose(mail, { uid: mail.uid, email: account.email, settings, language }, now());
    if (composed === null) return skip(mail, 'nothing left to tell');
    const outgoing = message(mail, account.email, composed, language);
    try {
      await send(outgoing);
    } catch (error) {
      if (permanent(error)) {
        await store.markAddressBounced(account.email, String((error as Error).message).slice(0, 300));
        return store.finishMail(mail.batchId, owner, { state: 'bounced', reason: 'refused by the server' }, now());
      }
      throw error;
    }
    await store.finishMail(mail.batchId, owner, { state: 'sent', messageId: outgoing.messageId }, now());
  }

  /** Sends what is due; returns how many batches it handled. */
  async function drain(max = 200): Promise<number> {
    let handled = 0;
    while (handled < max) {
      const mail = await store.claimMail(owner, now(), { leaseMs, batchWindowMs });
      if (mail === null) break;
      handled += 1;
      try {
        await deliver(mail);
      } catch (error) {
        const reason = error instanceof Error ? error.message.slice(0, 300) : String(error);
        log(`Sending e-mail ${mail.batchId} failed (attempt ${mail.attempts})`, error);
        if (mail.attempts >= maxAttempts) {
          await store.finishMail(mail.batchId, owner, { state: 'failed', reason }, now());
        } else {
          const delay = Math.min(RETRY_MAX_MS, retryBaseMs * 2 ** (mail.attempts - 1));
          await store.finishMail(
            mail.batchId,
            owner,
            { state: 'retry', reason, retryAt: new Date(now().getTime() + delay) },
            now(),
          );
        }
      }
    }
    return handled;
  }

  /** Drains every intervalMs (never two drains at once); the returned stop waits for the one under way. */
  function start(intervalMs: number): () => Promise<void> {
    let running: Promise<unknown> = Promise.resolve();
    let stopped = false;
    const tick = () => {
      running = drain().catch((error: unknown) => log('Draining the outbox failed', error));
      void running.then(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
    };
    let timer = setTimeout(tick, intervalMs);
    return async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    };
  }

  return { drain, start, owner };
}
