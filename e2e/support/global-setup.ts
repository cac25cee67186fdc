// Starts what every browser test uses, once per run: the stack exactly as `npm start` runs it
// (Auth emulator with the seed members, API on the embedded store, the built client behind
// client host, client/server/app.ts) on a temp DATA_DIR and free ports, and one headless Chromium.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_HELP, chromiumPath } from '../../scripts/lib/chromium.mjs';
import { startStack, throwawayConfig } from '../../scripts/lib/stack.mjs';
import { CHROMIUM_ARGS, SCREENSHOT_DIR } from './constants';

export default async function setup(project: TestProject) {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error(CHROMIUM_HELP);

  const started = Date.now();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gc-e2e-'));
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const config = await throwawayConfig(dataDir, {
    // Many flows from one address in a few minutes: the limits stay on, but roomy.
    RATE_LIMIT_READ_MAX: '100000',
    RATE_LIMIT_WRITE_MAX: '10000',
    RATE_LIMIT_LIKE_MAX: '10000',
    RATE_LIMIT_ACCOUNT_MAX: '10000',
    RATE_LIMIT_ADDRESS_MAX: '100000',
    // The flows share tips as fresh accounts, often the same text: the spam brakes (issue 26) are
    // the API suite's to test, not every flow's.
    RATE_LIMIT_NEW_ACCOUNT_TIPS_MAX: '0',
    RATE_LIMIT_SAME_TEXT_WINDOW_MS: '0',
  });

  const [stack, browserServer] = await Promise.all([
    startStack(config, {
      clientOutDir: path.join(dataDir, 'client-dist'),
      apiLogFile: path.join(dataDir, 'api.log'),
      // Always the embedded store on the temp DATA_DIR, even with MONGODB_URI in the shell or .env.
      apiExtraEnv: { MONGODB_URI: '' },
    }),
    chromium.launchServer({ executablePath, args: CHROMIUM_ARGS, headless: true }),
  ]).catch(async (error) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  console.log(`e2e: stack ready in ${((Date.now() - started) / 1000).toFixed(1)} s at ${stack.clientUrl}`);

  project.provide('baseUrl', stack.clientUrl);
  project.provide('apiUrl', stack.apiUrl);
  project.provide('emulatorHost', stack.emulator.host);
  project.provide('projectId', stack.emulator.projectId);
  project.provide('wsEndpoint', browserServer.wsEndpoint());
  project.provide('members', stack.members);
  // For what runs on the server's shell against the stack's store (npm run admin).
  project.provide('dataDir', dataDir);

  return async () => {
    await browserServer.close();
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    apiUrl: string;
    emulatorHost: string;
    projectId: string;
    wsEndpoint: string;
    members: { uid: string; email: string; password: string; displayName: string }[];
    dataDir: string;
  }
}
