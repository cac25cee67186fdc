import { Router } from 'express';
import { ACCOUNT_MESSAGES, FRESH_SIGN_IN_SECONDS } from '@green-circle/contract';
import { requireMember } from '../../http/auth';
import { AppError } from '../../http/errors';
import { membersOnly } from '../../http/params';
import type { Store } from '../../store/store';
import type { AuthorIds } from '../tips';
import { eraseAccount, type RemoveAccount } from './erasure';
import { sendExportZip } from './export-zip';
import type { Clock } from '../../clock';

/** Exports per member per hour: a zip of every photo is real work for the server. */
const EXPORTS_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

export function accountRoutes(store: Store, authorIds: AuthorIds, removeAccount: RemoveAccount, clock: Clock): Router {
  const router = Router();

  /**
   * The caller leaves: everything of theirs is erased (erasure.ts). Confirmed by a fresh sign-in
   * (the token's auth_time within FRESH_SIGN_IN_SECONDS), so a borrowed open session cannot do it.
   */
  router.delete('/users/me', membersOnly, async (req, res) => {
    const me = requireMember(req);
    const signedInAgo = Date.now() / 1000 - (me.authTime ?? 0);
    if (!(signedInAgo >= -60 && signedInAgo <= FRESH_SIGN_IN_SECONDS))
      throw new AppError(403, ACCOUNT_MESSAGES.signInAgain, [{ field: 'authTime', message: 'sign in again' }]);
    await eraseAccount(store, removeAccount, authorIds, me.uid);
    res.status(204).end();
  });

  /** Everything the site holds about the caller, as a zip: a JSON file and their photos. */
  router.get('/me/export', membersOnly, async (req, res) => {
    const me = requireMember(req);
    const { hits } = await store.hit(`export:${me.uid}`, HOUR_MS);
    if (hits > EXPORTS_PER_HOUR) throw new AppError(429, ACCOUNT_MESSAGES.exportTooOften);
    const data = await store.exportMember(me.uid);
    await sendExportZip(res, store, { authorId: authorIds(me.uid), ...data }, clock.now());
  });

  return router;
}
