import path from 'node:path';
import { fileURLToPath } from 'node:url';

const e2e = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Each test's final screen, for a person to look at (git-ignored). */
export const SCREENSHOT_DIR = path.join(e2e, 'screenshots');

/** Playwright's HTML report of the last run (`npx playwright show-report e2e/playwright-report`). */
export const REPORT_DIR = path.join(e2e, 'playwright-report');

/** What failed tests leave: traces, screenshots Playwright takes itself. */
export const RESULTS_DIR = path.join(e2e, 'test-results');

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // Offline and hermetic: any host but this machine's fails at once (the emulator pop-up's web
  // fonts, an https image), as a browser without a network does. This, not a route on every
  // context: routing turns off Chromium's HTTP cache and sends every request of the page through
  // the test process, which cost each page load its whole JavaScript again (issue 35).
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];
