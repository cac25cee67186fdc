import { execFileSync, spawn } from 'node:child_process';
import Database from 'better-sqlite3';
import sharp from 'sharp';
import type { UploadResult } from '@green-circle/contract';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import net from 'node:net';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_FILENAME } from './store/embedded';
import { CACHE_STALENESS_MS } from './store-core/read-cache';
import { DEMO_MEMBERS, SEED } from './store/seed-data';
import { tipInput } from '../test/helpers/fixtures';
import { startBuiltApi } from '../test/helpers/built-api';
import { cameraJpeg } from '../test/helpers/images';
import { createMember, emulatorHost, type Member } from '../test/helpers/members';
import { startServer, type ServerProcess } from '../test/helpers/server-process';
import { sharedClockEnv } from '../test/helpers/clock';

/**
 * Real API processes (src/main.ts, each its own Node process) on one store: what a load
 * balancer in front of several of them relies on, and what one does while its database
 * cannot be reached.
 */
const dirs: string[] = [];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
function freshDataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'gc-processes-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const baseEnv = (dataDir: string) => ({
  DATA_DIR: dataDir,
  FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
  MONGODB_URI: '',
  STORE_RETRY_MAX_MS: '300',
});

async function call(url: string, member: Member | null = null, init: RequestInit = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (member) headers.authorization = `Bearer ${member.idToken}`;
  const res = await fetch(url, { ...init, headers });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON of any call
  return { status: res.status, headers: res.headers, body: (await res.json()) as any };
}

/** Polls until check holds; returns how long it took. */
async function until(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await sleep(25);
  }
  return Date.now() - started;
}
const status = async (url: string) => (await fetch(url)).status;

describe('one API process while its store cannot be reached', { timeout: 120_000 }, () => {
  it('answers /health 200 and /ready 503 until the database file can be opened, then seeds and serves', async () => {
    const dataDir = freshDataDir();
    // A directory where the database file belongs: SQLite cannot open it.
    mkdirSync(path.join(dataDir, DB_FILENAME));
    const server = await startServer(baseEnv(dataDir), 60_000, { ready: false });
    try {
      expect(await status(`${server.url}/health`)).toBe(200);
      const ready = await call(`${server.url}/ready`);
      expect(ready.status).toBe(503);
      expect(ready.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect((await call(`${server.url}/gardenTips`)).status).toBe(503);
      await until(async () => server.output().includes('not reachable yet'), 10_000, 'a retry');
      await sleep(700);
      expect(await status(`${server.url}/ready`)).toBe(503);

      rmSync(path.join(dataDir, DB_FILENAME), { recursive: true });
      await until(async () => (await status(`${server.url}/ready`)) === 200, 15_000, 'ready');
      expect((await call(`${server.url}/allGardeners`)).body).toHaveLength(SEED.gardeners.length);
      expect(server.output()).toContain('Seeded an empty store');
    } finally {
      expect(await server.stop('SIGTERM')).toBe(0);
    }
  });

  it('answers /ready 503 while the database file is gone and 200 once it is back', async () => {
    const dataDir = freshDataDir();
    const server = await startServer(baseEnv(dataDir));
    const file = path.join(dataDir, DB_FILENAME);
    try {
      expect(await status(`${server.url}/ready`)).toBe(200);
      renameSync(file, `${file}.away`);
      expect(await status(`${server.url}/ready`)).toBe(503);
      expect(await status(`${server.url}/health`)).toBe(200);
      renameSync(`${file}.away`, file);
      expect(await status(`${server.url}/ready`)).toBe(200);
    } finally {
      await server.stop('SIGTERM');
    }
  });

  it('keeps answering /health 200 and /ready 503 while MongoDB cannot be reached, retrying', async () => {
    const closedPort = net.createServer().listen(0, '127.0.0.1');
    await once(closedPort, 'listening');
    const { port } = closedPort.address() as net.AddressInfo;
    await new Promise((resolve) => closedPort.close(resolve));
    const server = await startServer(
      { ...baseEnv(freshDataDir()), MONGODB_URI: `mongodb://127.0.0.1:${port}/?serverSelectionTimeoutMS=300` },
      60_000,
      { ready: false },
    );
    try {
      await until(async () => (server.output().match(/not reachable yet/g) ?? []).length >= 2, 30_000, 'two retries');
      expect(await status(`${server.url}/health`)).toBe(200);
      expect(await status(`${server.url}/ready`)).toBe(503);
      expect(server.child.exitCode).toBeNull();
    } finally {
      expect(await server.stop('SIGTERM')).toBe(0);
    }
  });
});

describe('two API processes on one embedded store', { timeout: 180_000 }, () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let writer: Member;
  let limited: Member;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = freshDataDir();
    const env = { ...baseEnv(dataDir), RATE_LIMIT_WRITE_MAX: '3', RATE_LIMIT_WINDOW_MS: '60000' };
    // Started together on an empty store, as after a fresh deployment.
    [a, b, writer, limited] = await Promise.all([startServer(env), startServer(env), createMember(), createMember()]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop('SIGTERM'), b?.stop('SIGTERM')]);
  });

  it('seeds the empty store once', async () => {
    const seeded = [a, b].filter((server) => server.output().includes('Seeded an empty store'));
    expect(seeded).toHaveLength(1);
    for (const server of [a, b]) {
      expect((await call(`${server.url}/allGardeners`)).body).toHaveLength(SEED.gardeners.length);
      const tips = await call(`${server.url}/gardenTips?limit=1`, writer);
      expect(tips.headers.get('x-total-count')).toBe(String(SEED.tips.length));
    }
  });

  it("issue 22 #2: gives the demo members their users records in the store while seeding, once, with no call to the API's public routes", async () => {
    const db = new Database(path.join(dataDir, DB_FILENAME), { readonly: true });
    try {
      const rows = db
        .prepare(
          'SELECT uid, email, name FROM users WHERE uid IN (' +
            DEMO_MEMBERS.map(() => '?').join(',') +
            ') ORDER BY uid',
        )
        .all(...DEMO_MEMBERS.map((m) => m.uid));
      expect(rows).toEqual(
        [...DEMO_MEMBERS]
          .sort((x, y) => x.uid.localeCompare(y.uid))
          .map((m) => ({ uid: m.uid, email: m.email, name: m.displayName })),
      );
    } finally {
      db.close();
    }
  });

  it("counts a member's writes once across both processes", async () => {
    const post = (server: ServerProcess) =>
      call(`${server.url}/gardenTips`, limited, { method: 'POST', body: JSON.stringify(tipInput()) });
    expect((await post(a)).status).toBe(201);
    expect((await post(b)).status).toBe(201);
    expect((await post(a)).status).toBe(201);
    const refused = await post(b);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post(a)).status).toBe(429);
    // Another member still has their own allowance.
    expect(
      (await call(`${b.url}/gardenTips`, writer, { method: 'POST', body: JSON.stringify(tipInput()) })).status,
    ).toBe(201);
  });

  it(`shows one process's changes in the other's reads within ${CACHE_STALENESS_MS} ms`, async () => {
    const created = await call(`${a.url}/gardenTips`, writer, {
      method: 'POST',
      body: JSON.stringify(tipInput({ title: 'Seen everywhere' })),
    });
    const id = created.body.insertedId as string;
    // b reads (and caches) the tip and the list first.
    expect((await call(`${b.url}/gardenTips/${id}`, writer)).body.likes).toBe(0);
    const total = Number((await call(`${b.url}/gardenTips?limit=1`, writer)).headers.get('x-total-count'));

    expect(
      (await call(`${a.url}/gardenTips/${id}/like`, writer, { method: 'PATCH', body: '{"increment":1}' })).status,
    ).toBe(200);
    const likeSeen = await until(
      async () => (await call(`${b.url}/gardenTips/${id}`, writer)).body.likes === 1,
      CACHE_STALENESS_MS,
      'the like in b',
    );
    await call(`${a.url}/gardenTips`, writer, { method: 'POST', body: JSON.stringify(tipInput()) });
    const totalSeen = await until(
      async () =>
        Number((await call(`${b.url}/gardenTips?limit=1`, writer)).headers.get('x-total-count')) === total + 1,
      CACHE_STALENESS_MS,
      'the new total in b',
    );
    console.log(
      `cross-process staleness: like seen after ${likeSeen} ms, new total after ${totalSeen} ms (bound ${CACHE_STALENESS_MS} ms)`,
    );
  });
});

describe('npm run api: the compiled API', { timeout: 120_000 }, () => {
  it('builds server/dist/main.js and runs it with plain node, logging JSON lines', async () => {
    const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    execFileSync(process.execPath, ['build.mjs'], { cwd: serverDir });
    expect(existsSync(path.join(serverDir, 'dist/main.js'))).toBe(true);
    const child = spawn(process.execPath, ['dist/main.js'], {
      cwd: serverDir,
      env: {
        PATH: process.env.PATH ?? '',
        ...sharedClockEnv(),
        ...baseEnv(freshDataDir()),
        PORT: '0',
        NODE_ENV: 'production',
        // What production cannot start without (issue 55).
        HOST_SECRET: 'h'.repeat(32),
        PUBLIC_SITE_URL: 'https://greencircle.example',
        TRUST_PROXY: '0',
        SEED: 'none',
        FIREBASE_AUTH_EMULATOR_HOST: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      await until(async () => /listening on http:\/\/localhost:\d+/.test(output), 30_000, 'listening');
      const url = output.match(/listening on (http:\/\/localhost:\d+)/)![1]!;
      await until(async () => (await status(`${url}/ready`)) === 200, 15_000, 'ready');
      // Production starts empty unless SEED=demo.
      expect((await call(`${url}/allGardeners`)).body).toEqual([]);
      expect((await fetch(`${url}/gardenTips`)).headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      for (const line of output.trim().split('\n')) expect(() => JSON.parse(line), line).not.toThrow();
    } finally {
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    }
  });

  it('issue 22 #1: processes an uploaded photo (the image worker is built beside main.js and runs under plain node)', async () => {
    const [api, member, jpeg] = await Promise.all([startBuiltApi(), createMember(), cameraJpeg()]);
    dirs.push(api.dataDir);
    try {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'photo.jpg');
      const res = await fetch(`${api.url}/uploads`, {
        method: 'POST',
        headers: { authorization: `Bearer ${member.idToken}` },
        body: form,
      });
      const body = (await res.json()) as UploadResult;
      expect(res.status, JSON.stringify(body)).toBe(201);
      expect([body.width, body.height]).toEqual([1200, 1600]);
      for (const variant of body.variants) {
        const image = await fetch(`${api.url}${variant.url}`);
        expect(image.status).toBe(200);
        expect(image.headers.get('content-type')).toBe('image/webp');
        const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['webp', variant.width, variant.height]);
      }
    } finally {
      expect(await api.stop()).toBe(0);
    }
  });
});
