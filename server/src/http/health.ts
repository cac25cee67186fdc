import { Router, type Response } from 'express';
import type { Store } from '../store/store';
import { sendProblem } from './errors';

/** How long one write probe's answer stands, so /ready cannot be used to hammer the disk. */
const WRITE_PROBE_MS = 1000;

/**
 * /health: the process answers. /ready: the store answers reads and takes writes (load
 * balancers route on it). On a full disk or a read-only file, reads still work but /ready
 * answers 503 saying so: an instance that cannot take writes is not fit for all traffic.
 */
export function healthRoutes(store: Store): Router {
  const router = Router();
  let probe: { at: number; result: Promise<boolean> } | null = null;
  const writable = () => {
    if (!store.probeWrite) return Promise.resolve(true);
    if (probe === null || Date.now() - probe.at >= WRITE_PROBE_MS) {
      probe = {
        at: Date.now(),
        result: store.probeWrite().then(
          () => true,
          () => false,
        ),
      };
    }
    return probe.result;
  };

  router.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  // A 503 here is the answer, not a failure of the API: it is sent, not thrown, so it is not logged
  // as an error. Whatever polls /ready (a load balancer, npm start every 200 ms) would otherwise
  // bury the store's own reason (logged once per retry) under a line a poll.
  const notReady = (res: Response, detail: string) => {
    res.set('Retry-After', '5');
    sendProblem(res, 503, detail);
  };
  router.get('/ready', async (_req, res) => {
    try {
      await store.ping();
    } catch {
      return notReady(res, 'The data store is not reachable');
    }
    if (!(await writable())) {
      return notReady(res, 'The data store cannot take writes (full disk or read-only file); reads still work');
    }
    res.json({ status: 'ready' });
  });
  return router;
}
