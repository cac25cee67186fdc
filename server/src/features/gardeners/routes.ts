import { Router } from 'express';
import { LIMITS, type Gardener } from '@green-circle/contract';
import { sendJson } from '../../http/send-json';
import type { Store, StoredGardener } from '../../store/store';
import type { AuthorIds } from '../tips';

export function gardenersRoutes(store: Store, authorIds: AuthorIds): Router {
  const router = Router();
  // The card opens the member's page (/gardeners/{authorId}); the uid stays on the server.
  const publicGardener = ({ authorUid, ...card }: StoredGardener): Gardener => ({
    ...card,
    authorId: authorIds(authorUid),
  });

  /** Featured on the home page: active gardeners, most shared tips first. */
  router.get('/gardeners', async (_req, res) => {
    const found = await store.listGardeners({ activeOnly: true, limit: LIMITS.featuredGardeners, sort: 'shared' });
    sendJson(res, found.map(publicGardener));
  });

  router.get('/allGardeners', async (_req, res) => {
    const found = await store.listGardeners({ activeOnly: false, limit: LIMITS.allGardenersMax, sort: 'name' });
    sendJson(res, found.map(publicGardener));
  });

  return router;
}
