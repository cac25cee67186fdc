import { createHash, randomUUID } from 'node:crypto';
import { Router } from 'express';
import { z } from 'zod';
import { LANGUAGES, type Language } from '@green-circle/contract';
import { requireMember } from '../../http/auth';
import { AppError } from '../../http/errors';
import { membersOnly } from '../../http/params';
import { validate } from '../../http/validate';
import type { Store } from '../../store/store';
import type { AccountMailKind, NewMail } from './store';

/** At most this many account e-mails of a kind per member or address in ACCOUNT_MAIL_WINDOW_MS. */
export const ACCOUNT_MAIL_MAX = 3;
const ACCOUNT_MAIL_WINDOW_MS = 15 * 60_000;

/** Who has an address, as the identity service says (firebase-admin's getUserByEmail); null: no one. */
export type FindAccountByEmail = (email: string) => Promise<{ uid: string; disabled: boolean } | null>;

/**
 * An account e-mail to write to the outbox: each request its own, with a link made when it is
 * sent, in `language` unless the member chose one.
 */
export function accountMail(kind: AccountMailKind, uid: string, language?: Language): NewMail {
  return { uid, kind, dedupeKey: `${kind}:${uid}:${randomUUID()}`, payload: { language: language ?? null } };
}

const languageField = z.enum(LANGUAGES).optional();
const verificationBody = z.strictObject({ language: languageField });
const resetBody = z.strictObject({
  email: z.string().trim().max(320).pipe(z.email('Must be an e-mail address')),
  language: languageField,
});

/**
 * The account e-mails the site asks for: the signed-in member's verification link again ("Send
 * again"), and a password reset for an address, which answers the same whether or not an account
 * uses it (and is limited per address, so no one can flood a mailbox or probe addresses).
 */
export function accountMailRoutes(store: Store, findAccount: FindAccountByEmail): Router {
  const router = Router();

  /** Counts one request against `key`; over the limit: 429, and nothing is sent. */
  const limit = async (key: string, what: string) => {
    const { hits } = await store.hit(`account-mail|${key}`, ACCOUNT_MAIL_WINDOW_MS);
    if (hits > ACCOUNT_MAIL_MAX) throw new AppError(429, `Too many ${what}; try again later`);
  };

  router.post('/me/verification-email', membersOnly, validate({ body: verificationBody }), async (req, res) => {
    const me = requireMember(req);
    if (!me.email) throw new AppError(403, 'Your account needs an e-mail address to do this');
    if (me.emailVerified) throw new AppError(409, 'Your e-mail address is already verified');
    await limit(`verify:${me.uid}`, 'verification e-mails');
    await store.enqueueMail(accountMail('verify', me.uid, req.body.language));
    res.status(202).json({ sent: true });
  });

  router.post('/auth/password-reset', validate({ body: resetBody }), async (req, res) => {
    const email = (req.body.email as string).toLowerCase();
    // Keyed by the address's hash: the counters never hold an address.
    await limit(`reset:${createHash('sha256').update(email).digest('hex')}`, 'password-reset e-mails for this address');
    const account = await findAccount(email);
    if (account && !account.disabled) await store.enqueueMail(accountMail('reset', account.uid, req.body.language));
    res.status(202).json({ sent: true });
  });

  return router;
}
