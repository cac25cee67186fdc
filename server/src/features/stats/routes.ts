import { Router } from 'express';
import { ownEmailQuerySchema } from '@green-circle/contract';
import { requireOwnEmail } from '../../http/auth';
import { membersOnly } from '../../http/params';
import { validate } from '../../http/validate';
import type { Store } from '../../store/store';

export function statsRoutes(store: Store): Router {
  const router = Router();

  router.get('/dashboard-stats', membersOnly, validate({ query: ownEmailQuerySchema }), async (req, res) => {
    res.json(await store.stats(requireOwnEmail(req, req.query.email).uid));
  });

  return router;
}
