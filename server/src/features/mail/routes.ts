import { Router } from 'express';
import { z } from 'zod';
import { emailSettingsSchema, unsubscribeTokenSchema } from '@green-circle/contract';
import { requireMember, requireVerifiedMember, verifiedMembersOnly } from '../../http/auth';
import { AppError } from '../../http/errors';
import { membersOnly } from '../../http/params';
import { validate } from '../../http/validate';
import type { MailStore } from './store';
import { readUnsubscribeToken } from './unsubscribe-token';

const tokenParams = z.object({ token: unsubscribeTokenSchema });
/** The one-click POST's body (RFC 8058), or an empty object from the site's own form. */
const oneClickBody = z.strictObject({ 'List-Unsubscribe': z.literal('One-Click').optional() });

/**
 * The caller's e-mail settings, and the unsubscribe link's two calls: what it stops (GET) and
 * stopping it (POST). Those two need no session: the signed token says who and which kind, and
 * nothing else; a forged or expired one is a 404 and changes nothing.
 */
export function mailRoutes(store: MailStore, secret: string): Router {
  const router = Router();

  router.get('/me/email-settings', membersOnly, async (req, res) => {
    res.json(await store.getEmailSettings(requireMember(req).uid));
  });

  router.put('/me/email-settings', verifiedMembersOnly, validate({ body: emailSettingsSchema }), async (req, res) => {
    const me = requireVerifiedMember(req);
    await store.setEmailSettings(me.uid, req.body);
    res.json(await store.getEmailSettings(me.uid));
  });

  const tokenOf = (token: string) => {
    const found = readUnsubscribeToken(secret, token);
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

  return router;
}
