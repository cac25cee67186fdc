import { Router } from 'express';
import type { Store } from '../../store/store';
import type { Brakes } from './brakes';
import { blockRoutes } from './block-routes';
import { moderationRoutes } from './moderation-routes';
import type { People } from './people';
import { reportRoutes } from './report-routes';
import type { TargetKinds } from './content-kind';
import type { Clock } from '../../clock';

/** Reports, moderation and blocks. `kinds` says what can be reported (targets.ts). */
export function safetyRoutes(store: Store, people: People, kinds: TargetKinds, brakes: Brakes, clock: Clock): Router {
  const router = Router();
  router.use(
    reportRoutes(store, kinds, brakes, clock),
    moderationRoutes(store, kinds, people, clock),
    blockRoutes(store, people),
  );
  return router;
}
