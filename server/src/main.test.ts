import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED } from './store/seed-data';
import { tipInput } from '../test/helpers/fixtures';
import { createMember, emulatorHost, type Member } from '../test/helpers/members';
import { spawnServer, startServer, type ServerProcess } from '../test/helpers/server-process';

let a: Member;
const dirs: string[] = [];

/** Resolves once the server process has printed `text`. */
function logged(server: ServerProcess, text: string) {
  return new Promise<void>((resolve) => {
    const check = () => server.output().includes(text) && (server.child.stdout?.off('data', check), resolve());
    server.child.stdout?.on('data', check);
    check();
  });
}

function freshDataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'gc-main-test-'));
  dirs.push(dir);
  return dir;
}

const envFor = (dataDir: string) => ({
  DATA_DIR: dataDir,
  FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
  MONGODB_URI: '',
});

async function api(url: string, member: Member | null, init: RequestInit = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (member) headers.authorization = `Bearer ${member.idToken}`;
  const res = await fetch(url, { ...init, headers });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON of any call
  return { status: res.status, headers: res.headers, body: (await res.json()) as any };
}

beforeAll(async () => {
  a = await createMember();
});
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

// Each case runs its own server process; they run side by side to keep the suite quick.
describe.concurrent('main: start, seed, stop, restart', { timeout: 90_000 }, () => {
  it('seeds an empty store once and keeps every write across SIGTERM and a restart', async () => {
    const dataDir = freshDataDir();
    const first = await startServer(envFor(dataDir));
    expect(first.output()).toContain(
      `Seeded an empty store: ${SEED.gardeners.length} gardeners, ${SEED.tips.length} tips`,
    );
    const gardeners = await api(`${first.url}/allGardeners`, null);
    expect(gardeners.body).toHaveLength(SEED.gardeners.length);

    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await api(`${first.url}/gardenTips`, a, { method: 'POST', body: JSON.stringify(tipInput()) });
      expect(res.status).toBe(201);
      ids.push(res.body.insertedId);
    }
    await api(`${first.url}/gardenTips/${ids[0]}/like`, a, { method: 'PATCH', body: '{"increment":1}' });
    expect((await api(`${first.url}/users`, a, { method: 'POST', body: '{}' })).status).toBe(201);
    expect(await first.stop('SIGTERM')).toBe(0);

    const second = await startServer(envFor(dataDir));
    try {
      expect(second.output()).not.toContain('Seeded');
      expect((await api(`${second.url}/allGardeners`, null)).body).toHaveLength(SEED.gardeners.length);
      const all = await api(`${second.url}/gardenTips?limit=100`, a);
      expect(all.headers.get('x-total-count')).toBe(String(SEED.tips.length + 5));
      const mine = await api(`${second.url}/gardenTips?email=${encodeURIComponent(a.email)}`, a);
      expect(mine.body.map((tip: { _id: string }) => tip._id).sort()).toEqual([...ids].sort());
      expect((await api(`${second.url}/gardenTips/${ids[0]}`, a)).body).toMatchObject({ likes: 1, likedByMe: true });
      expect((await api(`${second.url}/users?email=${encodeURIComponent(a.email)}`, a)).body).toHaveLength(1);
    } finally {
      expect(await second.stop('SIGINT')).toBe(0);
    }
  });

  it('finishes a request in flight when SIGTERM arrives, refusing new connections', async () => {
    const server = await startServer(envFor(freshDataDir()));
    const port = Number(new URL(server.url).port);
    const body = JSON.stringify(tipInput({ title: 'Sent while stopping' }));
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let response = '';
    /** Resolves once the server's answer on this connection includes `text` (events, not the clock). */
    const received = (text: string) =>
      new Promise<void>((resolve) => {
        const check = () => response.includes(text) && (socket.off('data', check), resolve());
        socket.on('data', check);
      });
    socket.on('data', (chunk) => (response += chunk));
    // A first request proves the server has accepted this connection.
    const healthy = received('{"status":"ok"}');
    socket.write('GET /health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await healthy;
    response = '';
    const closed = new Promise((resolve) => socket.once('close', resolve));
    // 100 Continue says the server has the request's head: the request is in flight when SIGTERM comes.
    const inFlight = received('100 Continue');
    socket.write(
      `POST /gardenTips HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${a.idToken}\r\nExpect: 100-continue\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
    );
    await inFlight;
    socket.write(body.slice(0, 20));
    const stopping = logged(server, 'SIGTERM: finishing in-flight requests');
    const exit = server.stop('SIGTERM');
    // The listener is closed in the same step as that line is written.
    await stopping;
    await expect(fetch(`${server.url}/health`)).rejects.toThrow();
    socket.write(body.slice(20));
    await closed;
    expect(response).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 201 Created/);
    expect(await exit).toBe(0);
  });

  it('findings 11: ends an upload that sent its headers and went silent (HTTP_IDLE_TIMEOUT_MS), and answers on', async () => {
    const server = await startServer({ ...envFor(freshDataDir()), HTTP_IDLE_TIMEOUT_MS: '1000' });
    const port = Number(new URL(server.url).port);
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const start = performance.now();
    const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(performance.now() - start)));
    socket.on('data', () => {});
    // A photo's head and the first bytes of its body, then nothing, as from a phone that lost its signal.
    socket.write(
      `POST /uploads HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${a.idToken}\r\n` +
        'Content-Type: multipart/form-data; boundary=XX\r\nContent-Length: 500000\r\n\r\n' +
        '--XX\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8',
    );
    // Node's default would hold it for 300 s; here it is ended after about a second of silence.
    const stillOpen = new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), 10_000).unref());
    const heldMs = await Promise.race([closed, stillOpen]);
    expect(heldMs).not.toBe('open');
    expect(heldMs).toBeGreaterThanOrEqual(900);
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
    expect(await server.stop('SIGTERM')).toBe(0);
  });

  it('keeps every acknowledged write after SIGKILL', async () => {
    const dataDir = freshDataDir();
    const first = await startServer(envFor(dataDir));
    const writes = await Promise.all(
      Array.from({ length: 20 }, () =>
        api(`${first.url}/gardenTips`, a, { method: 'POST', body: JSON.stringify(tipInput()) }),
      ),
    );
    expect(writes.every((w) => w.status === 201)).toBe(true);
    expect(await first.stop('SIGKILL')).toBe('SIGKILL');

    const second = await startServer(envFor(dataDir));
    try {
      for (const { body } of writes) {
        expect((await api(`${second.url}/gardenTips/${body.insertedId}`, null)).status).toBe(200);
      }
    } finally {
      await second.stop('SIGTERM');
    }
  });

  it('answers 503 while the identity service cannot be reached', async () => {
    const server = await startServer({ ...envFor(freshDataDir()), FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9' });
    try {
      const res = await api(`${server.url}/gardenTips`, a);
      expect(res.status).toBe(503);
      expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect((await api(`${server.url}/gardenTips`, null)).status).toBe(200);
    } finally {
      await server.stop('SIGTERM');
    }
  });
});

describe.concurrent('main: configuration', { timeout: 90_000 }, () => {
  async function failedStart(env: Record<string, string>) {
    const { child, exited, output } = spawnServer({ DATA_DIR: freshDataDir(), ...env });
    // A process that starts after all is stopped and said so, rather than waited for until the timeout.
    const started = setTimeout(() => child.kill('SIGKILL'), 30_000);
    const code = await exited;
    clearTimeout(started);
    return { code, output: output() };
  }

  it('refuses to start in production while the Auth emulator variable is set', async () => {
    const { code, output } = await failedStart({ NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: emulatorHost() });
    expect(code).toBe(1);
    expect(output).toContain('FIREBASE_AUTH_EMULATOR_HOST: Must not be set when NODE_ENV=production');
  });

  // Issue 55: deployed as documented, the API counted every visitor as the host (no HOST_SECRET)
  // or as the proxy (no TRUST_PROXY), and put http links in e-mails: production refuses each.
  const production = {
    NODE_ENV: 'production',
    HOST_SECRET: 'h'.repeat(32),
    PUBLIC_SITE_URL: 'https://greencircle.example',
    TRUST_PROXY: '1',
    PORT: '0',
  };
  for (const [name, change, says] of [
    ['HOST_SECRET', { HOST_SECRET: '' }, 'HOST_SECRET: Must be set when NODE_ENV=production'],
    ['a short HOST_SECRET', { HOST_SECRET: 'h'.repeat(31) }, 'at least 32 characters'],
    ['TRUST_PROXY', { TRUST_PROXY: '' }, 'TRUST_PROXY: Must be set when NODE_ENV=production'],
    [
      'an https PUBLIC_SITE_URL',
      { PUBLIC_SITE_URL: 'http://greencircle.example' },
      "PUBLIC_SITE_URL: Must be the site's https:// address",
    ],
  ] as const) {
    it(`issue 55: refuses to start in production without ${name}, on one line naming it`, async () => {
      const { code, output } = await failedStart({ ...production, ...change });
      expect(code).toBe(1);
      const line = output.split('\n').find((text) => text.startsWith('Green Circle API cannot start.'));
      expect(line).toContain(says);
    });
  }

  it('issue 55: REHEARSAL_AUTH_EMULATOR lets production use the Auth emulator, and the start warns so', async () => {
    const server = await startServer({
      ...envFor(freshDataDir()),
      ...production,
      REHEARSAL_AUTH_EMULATOR: '1',
      SMTP_URL: 'smtp://127.0.0.1:9',
    });
    try {
      expect(server.output()).toContain('WARNING: REHEARSAL_AUTH_EMULATOR is set');
      expect((await fetch(`${server.url}/ready`)).status).toBe(200);
    } finally {
      await server.stop();
    }
  });

  it('lists every bad variable and exits 1', async () => {
    const { code, output } = await failedStart({ PORT: 'http', TRUST_PROXY: 'yes', RATE_LIMIT_LIKE_MAX: '-5' });
    expect(code).toBe(1);
    for (const name of ['PORT', 'TRUST_PROXY', 'RATE_LIMIT_LIKE_MAX']) expect(output).toContain(`${name}:`);
  });
});
