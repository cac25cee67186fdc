// The browser suite (`npx playwright test`, or `npm test -- e2e`): Chromium against one stack
// that the global setup starts for the whole run (e2e/support/global-setup.ts).
// Chromium is the machine's own (its headless shell, /usr/bin/chromium-headless-shell, else
// /usr/bin/chromium, or CHROMIUM_PATH; scripts/lib/chromium.mjs): `npx playwright install` is
// never needed, and the global setup says what to do when there is none.
import { defineConfig } from '@playwright/test';
import { suiteBrowserPath } from './scripts/lib/chromium.mjs';
import { CHROMIUM_ARGS, REPORT_DIR, RESULTS_DIR } from './e2e/support/constants';

const ci = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'e2e/tests',
  testMatch: '*.e2e.ts',
  globalSetup: './e2e/support/global-setup.ts',
  // Every test makes its own members and tips (e2e/support/data.ts), so tests run side by side,
  // those of one file too. Two lanes: the flows, on two workers; and `npm start`'s own runs
  // (stacks of their own, a client build each; its tests follow one `npm start` through a run,
  // so in order), the longest file, beside them rather than after them.
  fullyParallel: true,
  workers: 3,
  // A third, after the flows: the files that move the stack's one clock (GC_TEST_CLOCK, my plan's
  // "four weeks on"). Beside the flows they moved "now" under them (the week said January to a
  // test that expected December).
  projects: [
    { name: 'flows', testIgnore: ['npm-start.e2e.ts', 'my-plan.e2e.ts'], workers: 2 },
    { name: 'npm-start', testMatch: 'npm-start.e2e.ts', fullyParallel: false, workers: 1 },
    { name: 'clock', testMatch: 'my-plan.e2e.ts', dependencies: ['flows'], fullyParallel: false, workers: 1 },
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
    launchOptions: { executablePath: suiteBrowserPath() ?? undefined, args: CHROMIUM_ARGS },
    // A failed test's second run leaves a trace to open: `npx playwright show-trace <trace.zip>`.
    trace: 'on-first-retry',
    actionTimeout: 15_000,
    // A cold worker's first page on a loaded 2-core machine (load average over 30, ~7 suites at
    // once) was seen to take more than 15 s to fire 'load'.
    navigationTimeout: 30_000,
  },
});
