import { Router } from 'express';
import { ownEmailQuerySchema } from '@green-circle/contract';
import { requireOwnEmail } from '../../http/auth';
import { membersOnly } from '../../http/params';
import { validate } from '../../http/validate';
import { StoreUnavailableError, type Store } from '../../store/store';
import { ensureUser } from '../users';
import type { Clock } from '../../clock';

export function statsRoutes(store: Store, clock: Clock): Router {
  const router = Router();

  router.get('/dashboard-stats', membersOnly, validate({ query: ownEmailQuerySchema }), async (req, res) => {
    const me = requireOwnEmail(req, req.query.email);
    // The caller is a member too: counted in Total Users even if no sign-in recorded them yet.
    // Best effort: a store that cannot take the write (a full disk) still answers the figures.
    await ensureUser(store, me, {}, { now: clock.now() }).catch((error: unknown) => {
      if (!(error instanceof StoreUnavailableError)) throw error;
    });
    res.json(await store.stats(me.uid));
  });

  return router;
}
