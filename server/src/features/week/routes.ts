import { Router } from 'express';
import { requireEmailMember } from '../../http/auth';
import { membersOnly } from '../../http/params';
import type { Store } from '../../store/store';
import type { AuthorIds } from '../tips';
import { keptWeek } from './compose-week';
import type { Clock } from '../../clock';

/** GET /me/week: "This week in my garden", the caller's own (compose-week.ts builds it, the store keeps it). */
export function weekRoutes(store: Store, authorIds: AuthorIds, clock: Clock): Router {
  const router = Router();
  router.get('/me/week', membersOnly, async (req, res) => {
    res.json(await keptWeek(store, authorIds, requireEmailMember(req), clock.now()));
  });
  return router;
}
