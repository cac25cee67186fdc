import { Router } from 'express';
import { z } from 'zod';
import type { Clock } from './clock';
import { validate } from './http/validate';

/**
 * A clock the browser suite moves on (issue 58: "with the clock moved four weeks"), and its
 * route. Test-only: main.ts makes them only when the API is started with GC_TEST_CLOCK=1 (the
 * e2e stack's global setup sets it) and never with NODE_ENV=production; otherwise neither
 * exists and /test/clock is a 404 like any unknown address.
 */
export interface TestClock extends Clock {
  /** How far ahead of the system clock "now" is, in ms. */
  offset(): number;
  advance(ms: number): void;
  reset(): void;
}

export function createTestClock(): TestClock {
  let ahead = 0;
  return {
    now: () => new Date(Date.now() + ahead),
    offset: () => ahead,
    advance(ms) {
      ahead += ms;
    },
    reset() {
      ahead = 0;
    },
  };
}

const moveBody = z.strictObject({
  days: z.number().int().min(-400).max(400).optional(),
  reset: z.literal(true).optional(),
});

/**
 * GET /test/clock answers "now"; POST /test/clock {days} moves it on (or {reset: true} back), then
 * runs what the schedule would run at that moment (`afterMove`: the plan's follow-ups), so a test
 * need not wait for the ten-minute schedule.
 */
export function testClockRoutes(clock: TestClock, afterMove: () => Promise<unknown>): Router {
  const router = Router();
  router.get('/test/clock', (_req, res) => {
    res.json({ now: clock.now().toISOString() });
  });
  router.post('/test/clock', validate({ body: moveBody }), async (req, res) => {
    if (req.body.reset) clock.reset();
    if (req.body.days) clock.advance(req.body.days * 86_400_000);
    await afterMove();
    res.json({ now: clock.now().toISOString() });
  });
  return router;
}
