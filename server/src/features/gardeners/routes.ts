import { Router } from 'express';
import { LIMITS } from '@green-circle/contract';
import { sendJson } from '../../http/send-json';
import type { Store } from '../../store/store';
import type { AuthorIds } from '../tips';
import { exploreCards } from './cards';

export function gardenersRoutes(store: Store, authorIds: AuthorIds): Router {
  const router = Router();

  /** Featured on the home page: active gardeners, most shared tips first. */
  router.get('/gardeners', async (_req, res) => {
    const filter = { activeOnly: true, limit: LIMITS.featuredGardeners, sort: 'shared' } as const;
    sendJson(res, await exploreCards(store, authorIds, filter));
  });

  router.get('/allGardeners', async (_req, res) => {
    const filter = { activeOnly: false, limit: LIMITS.allGardenersMax, sort: 'name' } as const;
    sendJson(res, await exploreCards(store, authorIds, filter));
  });

  return router;
}
