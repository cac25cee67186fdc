// Starts what every browser test uses, once per run: the stack exactly as `npm start` runs it
// (Auth emulator with the seed members, API on the embedded store, the built client behind its
// host, client/server/app.ts) on a temp DATA_DIR and free ports. Once per run, not as a worker
// fixture: Playwright starts a fresh worker after each failed test, and each would start (and
// build) a stack again.
// Chromium is Playwright's own `browser` fixture (playwright.config.ts launches it).
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_HELP, chromiumPath } from '../../scripts/lib/chromium.mjs';
import { startStack, throwawayConfig } from '../../scripts/lib/stack.mjs';
import { RESULTS_DIR, SCREENSHOT_DIR } from './constants';
import { STACK_ENV, type Stack } from './stack';

export default async function globalSetup() {
  if (!chromiumPath()) throw new Error(CHROMIUM_HELP);

  const started = Date.now();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gc-e2e-'));
  // The client's server-side build lands in here and is imported as ES modules: Node alone would
  // detect that, but not under Playwright's module loader, which follows package.json.
  writeFileSync(path.join(dataDir, 'package.json'), '{ "type": "module" }\n');
  mkdirSync(SCREENSHOT_DIR, { recursive: true });

  const config = await throwawayConfig(dataDir, {
    // Many flows from one address in a few minutes: the limits stay on, but roomy.
    RATE_LIMIT_READ_MAX: '100000',
    RATE_LIMIT_WRITE_MAX: '10000',
    RATE_LIMIT_LIKE_MAX: '10000',
    RATE_LIMIT_ACCOUNT_MAX: '10000',
    RATE_LIMIT_ADDRESS_MAX: '100000',
    // The flows share tips as fresh accounts, often the same text: the spam brakes (issue 26) are
    // the API suite's to test, not every flow's. Comments and answers too: a gardener's "See all"
    // of the questions their answers solved needs a fresh member's 12 answers (10 a day otherwise).
    RATE_LIMIT_NEW_ACCOUNT_TIPS_MAX: '0',
    RATE_LIMIT_NEW_ACCOUNT_COMMENTS_MAX: '0',
    RATE_LIMIT_SAME_TEXT_WINDOW_MS: '0',
    // Each reply its own e-mail at once (the API suite holds the hourly batching).
    MAIL_BATCH_WINDOW_MS: '0',
  });

  const running = await startStack(config, {
    clientOutDir: path.join(dataDir, 'client-dist'),
    apiLogFile: path.join(dataDir, 'api.log'),
    // Always the embedded store on the temp DATA_DIR, even with MONGODB_URI in the shell or .env.
    // GC_TEST_CLOCK: the API's clock the suite moves on (server/src/test-clock.ts; my-plan.e2e.ts).
    apiExtraEnv: { MONGODB_URI: '', GC_TEST_CLOCK: '1' },
  }).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  console.log(`e2e: stack ready in ${((Date.now() - started) / 1000).toFixed(1)} s at ${running.clientUrl}`);

  const published: Stack = {
    baseUrl: running.clientUrl,
    apiUrl: running.apiUrl,
    emulatorHost: running.emulator.host,
    projectId: running.emulator.projectId,
    members: running.members,
    dataDir,
    mailUrl: running.mail.webUrl,
  };
  // The workers inherit this process's environment.
  process.env[STACK_ENV] = JSON.stringify(published);

  return async () => {
    await running.stop();
    // The API's log outlives the run beside the report: a 500 in a flow is read there.
    mkdirSync(RESULTS_DIR, { recursive: true });
    cpSync(path.join(dataDir, 'api.log'), path.join(RESULTS_DIR, 'api.log'));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
