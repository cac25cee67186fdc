import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Config, RateLimits } from '../../src/config';
import { createEmbeddedStore, type EmbeddedStore } from '../../src/store/embedded';
import { emulatorHost } from './members';
import { sharedClockEnv } from './clock';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let built: Promise<unknown> | undefined;

/** Builds server/dist (build.mjs, as `npm run api` does), once per test file. */
function buildApi(): Promise<unknown> {
  built ??= promisify(execFile)(process.execPath, ['build.mjs'], { cwd: serverDir });
  return built;
}

interface BuiltApi {
  url: string;
  dataDir: string;
  output: () => string;
  /** SIGTERM; resolves with the exit code. */
  stop: () => Promise<number | null>;
}

/**
 * The compiled API (server/dist/main.js) under plain node, as `npm run api` runs it: its own
 * process on a fresh DATA_DIR (or `dataDir`), trusting the run's Auth emulator, nothing seeded,
 * the rate limits and the upload quota off unless `env` sets them.
 */
export async function startBuiltApi(env: Record<string, string> = {}, dataDir?: string): Promise<BuiltApi> {
  await buildApi();
  const dir = dataDir ?? mkdtempSync(path.join(tmpdir(), 'gc-built-api-'));
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      ...sharedClockEnv(),
      PORT: '0',
      NODE_ENV: 'test',
      DATA_DIR: dir,
      MONGODB_URI: '',
      SEED: 'none',
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
      RATE_LIMIT_READ_MAX: '0',
      RATE_LIMIT_WRITE_MAX: '0',
      RATE_LIMIT_LIKE_MAX: '0',
      RATE_LIMIT_ACCOUNT_MAX: '0',
      RATE_LIMIT_ADDRESS_MAX: '0',
      // The spam brakes too: the suites write many tips as fresh accounts, often the same text.
      RATE_LIMIT_NEW_ACCOUNT_TIPS_MAX: '0',
      RATE_LIMIT_NEW_ACCOUNT_COMMENTS_MAX: '0',
      RATE_LIMIT_SAME_TEXT_WINDOW_MS: '0',
      UPLOAD_SWEEP_INTERVAL_MS: '0',
      UPLOAD_UNATTACHED_MAX: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The built API did not start:\n${output}`)), 60_000);
    child.stdout.on('data', () => {
      const match = /listening on (http:\/\/localhost:\d+)/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      resolve(match[1]!);
    });
    void exited.then((code) => (clearTimeout(timer), reject(new Error(`The built API exited (${code}):\n${output}`))));
  });
  for (let ready = 0; ready !== 200;) {
    ready = await fetch(`${url}/ready`).then(
      (res) => res.status,
      () => 0,
    );
    if (ready !== 200) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    dataDir: dir,
    output: () => output,
    stop: () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

/** The built API as an API suite's target: its URL for supertest, and the same store opened here. */
export interface BuiltApiTarget {
  app: string;
  store: EmbeddedStore;
  dataDir: string;
  takeServerErrors: () => unknown[];
  close: () => Promise<void>;
}

/**
 * What buildTestApp gives a suite, for the compiled API: a suite written against buildTestApp
 * runs unchanged against `npm run api` (supertest takes a URL as well as an app). Its 5xx
 * errors are the log's error lines; any the suite did not take fail close().
 */
export async function builtApiTarget(
  overrides: { rateLimit?: RateLimits; uploads?: Config['uploads'] } = {},
): Promise<BuiltApiTarget> {
  const { rateLimit: limits, uploads } = overrides;
  const api = await startBuiltApi({
    ...(limits && {
      RATE_LIMIT_WINDOW_MS: String(limits.windowMs),
      RATE_LIMIT_READ_MAX: String(limits.readMax),
      RATE_LIMIT_WRITE_MAX: String(limits.writeMax),
      RATE_LIMIT_LIKE_MAX: String(limits.likeMax),
      RATE_LIMIT_ACCOUNT_MAX: String(limits.accountMax),
      RATE_LIMIT_ADDRESS_MAX: String(limits.addressMax),
    }),
    ...(uploads && {
      UPLOAD_CONCURRENCY: String(uploads.concurrency),
      UPLOAD_WORKER_NICE: String(uploads.workerNice),
      UPLOAD_UNATTACHED_MAX: String(uploads.unattachedMax),
    }),
  });
  const store = createEmbeddedStore({ dataDir: api.dataDir });
  let taken = 0;
  const errorLines = () =>
    api
      .output()
      .split('\n')
      .filter((line) => /"level":(50|60)/.test(line));
  return {
    app: api.url,
    store,
    dataDir: api.dataDir,
    takeServerErrors() {
      const lines = errorLines().slice(taken);
      taken += lines.length;
      return lines;
    },
    async close() {
      await store.close();
      const code = await api.stop();
      rmSync(api.dataDir, { recursive: true, force: true });
      const untaken = errorLines().slice(taken);
      if (untaken.length > 0) throw new Error(`The built API logged errors:\n${untaken.join('\n')}`);
      if (code !== 0) throw new Error(`The built API exited ${code}:\n${api.output()}`);
    },
  };
}
