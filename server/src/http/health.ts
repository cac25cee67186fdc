import { Router } from 'express';
import type { Store } from '../store/store';
import { AppError } from './errors';

/** /health: the process answers. /ready: the store answers too (load balancers route on it). */
export function healthRoutes(store: Store): Router {
  const router = Router();
  router.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/ready', async (_req, res) => {
    try {
      await store.ping();
    } catch {
      throw new AppError(503, 'The data store is not reachable');
    }
    res.json({ status: 'ready' });
  });
  return router;
}
