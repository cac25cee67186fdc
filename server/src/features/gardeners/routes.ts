import { Router } from 'express';
import { LIMITS } from '@green-circle/contract';
import { sendJson } from '../../http/send-json';
import type { Store } from '../../store/store';

export function gardenersRoutes(store: Store): Router {
  const router = Router();

  /** Featured on the home page: active gardeners, most shared tips first. */
  router.get('/gardeners', async (_req, res) => {
    sendJson(res, await store.listGardeners({ activeOnly: true, limit: LIMITS.featuredGardeners, sort: 'shared' }));
  });

  router.get('/allGardeners', async (_req, res) => {
    sendJson(res, await store.listGardeners({ activeOnly: false, limit: LIMITS.allGardenersMax, sort: 'name' }));
  });

  return router;
}
