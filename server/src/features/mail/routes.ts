import { timingSafeEqual } from 'node:crypto';
import { Router } from 'express';
import { z } from 'zod';
import { emailSettingsUpdateSchema, unsubscribeTokenSchema } from '@green-circle/contract';
import { AppError } from '../../http/errors';
import { settingsRoutes } from '../../http/settings-routes';
import { validate } from '../../http/validate';
import type { MailStore } from './store';
import { readUnsubscribeToken } from './unsubscribe-token';
import type { Clock } from '../../clock';

const tokenParams = z.object({ token: unsubscribeTokenSchema });
/** The one-click POST's body (RFC 8058), or an empty object from the site's own form. */
const oneClickBody = z.strictObject({ 'List-Unsubscribe': z.literal('One-Click').optional() });
/** A bounce the provider learned of after accepting the e-mail (a DSN, a full mailbox for good). */
const bounceBody = z.object({
  email: z.string().trim().max(320).pipe(z.email('Must be an e-mail address')),
  reason: z.string().trim().max(300).optional(),
});

/**
 * Whether the request carries `X-Webhook-Secret: <secret>` (compared in constant time). Not
 * Authorization: a Bearer there is a member's token to the API's auth, and is refused as one.
 */
const presents = (header: string | undefined, secret: string) => {
  const given = Buffer.from(header ?? '');
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
};

/**
 * The caller's e-mail settings, and the unsubscribe link's two calls: what it stops (GET) and
 * stopping it (POST). Those two need no session: the signed token says who and which kind, and
 * nothing else; a forged or expired one is a 404 and changes nothing.
 */
export function mailRoutes(store: MailStore, secret: string, clock: Clock, bounceSecret?: string): Router {
  const router = Router();

  settingsRoutes(router, '/me/email-settings', emailSettingsUpdateSchema, {
    read: (uid) => store.getEmailSettings(uid),
    change: (uid, changes) => store.setEmailSettings(uid, changes),
  });

  const tokenOf = (token: string) => {
    const found = readUnsubscribeToken(secret, token, clock.now());
    if (found === null) throw new AppError(404, 'This unsubscribe link is not valid or has expired');
    return found;
  };

  router.get('/mail/unsubscribe/:token', validate({ params: tokenParams }), async (req, res) => {
    const { uid, kind } = tokenOf(req.params.token);
    const settings = await store.getEmailSettings(uid);
    res.json({ kind, off: !settings[kind] });
  });

  router.post('/mail/unsubscribe/:token', validate({ params: tokenParams, body: oneClickBody }), async (req, res) => {
    const { uid, kind } = tokenOf(req.params.token);
    await store.turnEmailKindOff(uid, kind);
    res.json({ kind, off: true });
  });

  /**
   * The provider's bounce webhook: the same effect as a refusal during the SMTP conversation
   * (the address is marked and nothing more is sent to it). Only with MAIL_BOUNCE_SECRET set,
   * and only for a caller that presents it; anything else changes nothing.
   */
  router.post('/mail/bounces', async (req, res) => {
    if (bounceSecret === undefined) throw new AppError(404, 'Bounce reports are not taken here');
    if (!presents(req.get('x-webhook-secret'), bounceSecret))
      throw new AppError(401, 'A bounce report needs the shared secret');
    const parsed = bounceBody.safeParse(req.body);
    if (!parsed.success) throw new AppError(400, parsed.error.issues[0]?.message ?? 'Not a bounce report');
    await store.markAddressBounced(parsed.data.email, `reported by the provider: ${parsed.data.reason ?? 'bounced'}`);
    res.json({ email: parsed.data.email, bounced: true });
  });

  return router;
}
