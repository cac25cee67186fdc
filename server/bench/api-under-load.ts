/**
 * What the benchmarks that read the API while other work runs share (uploads.ts, mail-digests.ts,
 * plan-follow-ups.ts): the real app on a throwaway embedded store (temp DATA_DIR) seeded with the
 * benchmark's tips, in this process, rate limits off, token checks a stand-in (the token names the
 * member `bench-<token>`: the identity service is outside what is measured); and autocannon, in a
 * child process so it does not share the server's thread, on one read.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Clock } from '../src/clock';
import { createApp } from '../src/app';
import { parseConfig, type Config } from '../src/config';
import { createEmbeddedStore, type EmbeddedStore } from '../src/store/embedded';
import { SEED } from '../src/store/seed-data';
import { benchTips } from './bench-tips';

export const BENCH_AUTHOR_ID_SECRET = 'bench-author-id-secret-0123456789';
const autocannonBin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
const run = promisify(execFile);

/** One autocannon run: requests per second, latency mean, p50 and p99 (ms), errors, timeouts and non-2xx answers. */
export interface Reads {
  rps: number;
  mean: number;
  p50: number;
  p99: number;
  errors: number;
}

/** autocannon on `url` for `durationS` seconds (10 connections unless told; `args` adds options such as headers). */
export async function autocannon(
  url: string,
  durationS: number,
  { connections = 10, args = [] }: { connections?: number; args?: string[] } = {},
): Promise<Reads> {
  const argv = [autocannonBin, '-c', String(connections), '-d', String(durationS), '-j', ...args, url];
  const { stdout } = await run(process.execPath, argv, { maxBuffer: 16 * 1024 * 1024 });
  // With a warm-up (-W), autocannon prints the warm-up's JSON line first; the last line is the run.
  const result = JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as {
    requests: { average: number };
    latency: { mean: number; p99: number; p50: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  };
  return {
    rps: result.requests.average,
    mean: result.latency.mean,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** A line of figures for one run: "idle: 1234 req/s, p50 …". */
export const readsLine = (label: string, reads: Reads, more = '') =>
  `  ${label.padEnd(20)} ${reads.rps.toFixed(0)} req/s, p50 ${reads.p50} ms, p99 ${reads.p99} ms, errors ${reads.errors}${more}`;

export interface BenchApi {
  store: EmbeddedStore;
  config: Config;
  dataDir: string;
  /** The API's address (http://127.0.0.1:port). */
  base: string;
}

/**
 * Runs `work` against the real app on a fresh embedded store with `tips` benchmark tips (and the
 * seed's gardeners); `env` adds to the configuration, `clock` is the app's and the store's "now".
 * The server, the store and the temp directory go when `work` ends, however it ends.
 */
export async function withBenchApi(
  name: string,
  options: { tips: number; env?: Record<string, string>; clock?: Clock },
  work: (api: BenchApi) => Promise<void>,
): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `green-circle-bench-${name}-`));
  const store = createEmbeddedStore({ dataDir, clock: options.clock });
  let server: Server | undefined;
  try {
    await store.seed({ gardeners: SEED.gardeners, tips: benchTips(options.tips) });
    const config = parseConfig({
      ...process.env,
      RATE_LIMIT_READ_MAX: '0',
      RATE_LIMIT_WRITE_MAX: '0',
      RATE_LIMIT_LIKE_MAX: '0',
      RATE_LIMIT_ACCOUNT_MAX: '0',
      RATE_LIMIT_ADDRESS_MAX: '0',
      ...options.env,
    });
    const app = createApp({
      store,
      verifyToken: async (token) => ({ uid: `bench-${token}`, email: `${token}@bench.test`, emailVerified: true }),
      config: { ...config, authorIdSecret: BENCH_AUTHOR_ID_SECRET },
      clock: options.clock,
    });
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    await work({ store, config, dataDir, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
  } finally {
    server?.close();
    await store.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
