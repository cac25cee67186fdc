// The browser suite (`npx playwright test`, or `npm test -- e2e`): Chromium against one stack
// that the global setup starts for the whole run (e2e/support/global-setup.ts).
// Chromium is the machine's own (/usr/bin/chromium, or CHROMIUM_PATH): `npx playwright install`
// is never needed, and the global setup says what to do when there is none.
import { defineConfig } from '@playwright/test';
import { chromiumPath } from './scripts/lib/chromium.mjs';
import { CHROMIUM_ARGS, REPORT_DIR, RESULTS_DIR } from './e2e/support/constants';

const ci = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'e2e/tests',
  testMatch: '*.e2e.ts',
  globalSetup: './e2e/support/global-setup.ts',
  // The tests of a file run in order, in one worker.
  fullyParallel: false,
  // Two lanes: the flows, one file at a time, since they share the stack's data and some count
  // what the whole site holds; and `npm start`'s own runs (stacks of their own, a client build
  // each), the longest file, beside them rather than after them.
  workers: 2,
  projects: [
    { name: 'flows', testIgnore: '15-npm-start.e2e.ts', workers: 1 },
    { name: 'npm-start', testMatch: '15-npm-start.e2e.ts', workers: 1 },
  ],

  retries: ci ? 1 : 0,
  forbidOnly: ci,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  outputDir: RESULTS_DIR,
  reporter: [
    ['list'],
    ['html', { outputFolder: REPORT_DIR, open: 'never' }],
    // scripts/test.mjs reads the counts from it.
    ...(process.env.E2E_JSON_REPORT ? [['json', { outputFile: process.env.E2E_JSON_REPORT }] as const] : []),
  ],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath() ?? undefined, args: CHROMIUM_ARGS },
    // A failed test's second run leaves a trace to open: `npx playwright show-trace <trace.zip>`.
    trace: 'on-first-retry',
    actionTimeout: 15_000,
    navigationTimeout: 15_000,
  },
});
