// What each check of the rehearsal saw, for the table `npm run rehearse` prints (table-reporter.mjs):
// a line of JSON per call in the run's file (REHEARSAL_CHECKS, set by the suite's config), keyed by
// the test that made it. Outside the suite it only returns.
import { appendFileSync } from 'node:fs';
import { expect } from 'vitest';

/**
 * Records what a check saw (`what`) for its row, under the current test's name (`test`: its name,
 * for a test that runs beside others, whose name the shared state does not know).
 */
export function check(what, detail, test = expect.getState().currentTestName) {
  const file = process.env.REHEARSAL_CHECKS;
  if (!file) return;
  appendFileSync(file, `${JSON.stringify({ test, what, detail })}\n`);
}
