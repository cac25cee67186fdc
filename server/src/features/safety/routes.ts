import { Router } from 'express';
import type { Store } from '../../store/store';
import type { Brakes } from './brakes';
import { blockRoutes } from './block-routes';
import { moderationRoutes } from './moderation-routes';
import type { People } from './people';
import { reportRoutes } from './report-routes';
import type { TargetKinds } from './targets';

/** Reports, moderation and blocks. `kinds` says what can be reported (targets.ts). */
export function safetyRoutes(store: Store, people: People, kinds: TargetKinds, brakes: Brakes): Router {
  const router = Router();
  router.use(reportRoutes(store, kinds, brakes), moderationRoutes(store, kinds, people), blockRoutes(store, people));
  return router;
}
