// Issue 5, item 5: helmet headers on every kind of API answer, CORS for configured origins only
// (also on preflights and errors), and the client host's CSP (scripts/lib/serve-client.mjs, run by
// npm start): exactly what the client needs — itself, the API, the Auth emulator or Google's
// endpoints, https images — and nothing broader; COOP that lets the Google pop-up talk back.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module of the run scripts (no types)
import { startClientServer } from '../../../scripts/lib/serve-client.mjs';
import { buildTestApp, CLIENT_ORIGIN, type TestApp } from '../helpers/app';
import { tipInput } from '../helpers/fixtures';
import { bearer, createMember, type Member } from '../helpers/members';

let t: TestApp;
let a: Member;
const SECOND_ORIGIN = 'https://greencircle.example';

beforeAll(async () => {
  t = buildTestApp({ clientOrigins: [CLIENT_ORIGIN, SECOND_ORIGIN] });
  a = await createMember();
});
afterAll(() => t.close());

describe('API security headers (helmet) on every kind of answer', () => {
  const answers: [string, () => request.Test][] = [
    ['a JSON list', () => request(t.app).get('/gardenTips')],
    ['health', () => request(t.app).get('/health')],
    ['a 400 problem', () => request(t.app).get('/gardenTips?sort=oldest')],
    ['a 401 problem', () => request(t.app).post('/gardenTips').send(tipInput())],
    ['a 404 problem', () => request(t.app).get('/nowhere')],
    ['a 413 problem', () => request(t.app).post('/gardenTips').set(bearer(a)).send({ description: 'x'.repeat(110_000) })],
    ['a 415 problem', () => request(t.app).post('/gardenTips').set(bearer(a)).set('Content-Type', 'text/plain').send('x')],
    ['a preflight', () => request(t.app).options('/gardenTips').set('Origin', CLIENT_ORIGIN).set('Access-Control-Request-Method', 'POST')],
  ];

  it.each(answers)('%s', async (_label, send) => {
    const res = await send();
    const h = res.headers;
    expect(h['x-powered-by']).toBeUndefined();
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['x-frame-options']).toBe('SAMEORIGIN');
    expect(h['referrer-policy']).toBe('no-referrer');
    expect(h['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    expect(h['cross-origin-opener-policy']).toBe('same-origin');
    expect(h['cross-origin-resource-policy']).toBe('same-origin');
    expect(h['x-dns-prefetch-control']).toBe('off');
    expect(h['x-permitted-cross-domain-policies']).toBe('none');
    // A preflight is cached by Access-Control-Max-Age; every other answer is never cached.
    if (res.status !== 204) expect(h['cache-control']).toBe('no-store');
    const csp = h['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/unsafe-eval|(^|\s)\*(\s|;|$)/);
    if (res.status >= 400) expect(h['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.text).not.toMatch(/Express|node_modules|\n\s+at /);
  });

  it('sends no server banner either', async () => {
    const res = await request(t.app).get('/gardenTips');
    expect(res.headers.server).toBeUndefined();
  });
});

describe('CORS answers configured origins only', () => {
  const allowed = [CLIENT_ORIGIN, SECOND_ORIGIN];
  const refused = [
    'https://evil.example',
    'null',
    `${CLIENT_ORIGIN}.evil.example`,
    'http://localhost:51730',
    'http://localhost',
    'https://localhost:5173',
    'http://127.0.0.1:5173',
    `${SECOND_ORIGIN}:443`,
    'https://sub.greencircle.example',
    'https://greencircle.example.evil.example',
    `${CLIENT_ORIGIN}/`,
    `${CLIENT_ORIGIN}, https://evil.example`,
  ];

  it.each(allowed)('allows %s on simple requests, errors and preflights, without credentials', async (origin) => {
    for (const res of [
      await request(t.app).get('/gardenTips').set('Origin', origin),
      await request(t.app).get('/gardenTips/0123456789abcdef01234567').set('Origin', origin),
      await request(t.app).post('/gardenTips').set('Origin', origin).send(tipInput()),
    ]) {
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
      expect(res.headers.vary).toMatch(/Origin/i);
    }
    const preflight = await request(t.app)
      .options('/gardenTips/0123456789abcdef01234567/like')
      .set('Origin', origin)
      .set('Access-Control-Request-Method', 'PATCH')
      .set('Access-Control-Request-Headers', 'authorization,content-type');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(origin);
    expect(preflight.headers['access-control-allow-methods']).toContain('PATCH');
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it.each(refused)('gives %j no Access-Control-Allow-Origin, on any answer or preflight', async (origin) => {
    const answers = [
      await request(t.app).get('/gardenTips').set('Origin', origin),
      await request(t.app).get('/nowhere').set('Origin', origin),
      await request(t.app).post('/gardenTips').set('Origin', origin).send(tipInput()),
      await request(t.app).get('/gardenTips').set('Origin', origin).set(bearer(a)),
      await request(t.app)
        .options('/gardenTips')
        .set('Origin', origin)
        .set('Access-Control-Request-Method', 'POST')
        .set('Access-Control-Request-Headers', 'authorization,content-type'),
      await request(t.app).options('/gardenTips/0123456789abcdef01234567').set('Origin', origin).set('Access-Control-Request-Method', 'DELETE'),
    ];
    for (const res of answers) {
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
      expect(res.headers['access-control-expose-headers']).toBeUndefined();
    }
  });

  it('answers a request without Origin (curl, server to server) with no CORS header at all', async () => {
    const res = await request(t.app).get('/gardenTips');
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('a 429 answers the configured origin (so the client can read it) and not an unknown one', async () => {
    const limited = buildTestApp({ rateLimit: { windowMs: 60_000, readMax: 1, writeMax: 0, likeMax: 0, accountMax: 0, addressMax: 0 } });
    try {
      await request(limited.app).get('/gardenTips');
      const ours = await request(limited.app).get('/gardenTips').set('Origin', CLIENT_ORIGIN);
      expect(ours.status).toBe(429);
      expect(ours.headers['access-control-allow-origin']).toBe(CLIENT_ORIGIN);
      const theirs = await request(limited.app).get('/gardenTips').set('Origin', 'https://evil.example');
      expect(theirs.status).toBe(429);
      expect(theirs.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await limited.close();
    }
  });
});

// ---- the client host -----------------------------------------------------------------------

type Csp = Record<string, string[]>;
const parseCsp = (header: string): Csp =>
  Object.fromEntries(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );

/** Every source is one of the allowed ones, and every required one is there. */
function expectSources(csp: Csp, directive: string, allowed: string[], required: string[] = allowed) {
  const sources = csp[directive];
  expect(sources, directive).toBeDefined();
  for (const source of sources!) expect(allowed, `${directive} ${source}`).toContain(source);
  for (const source of required) expect(sources, directive).toContain(source);
}

describe('the client host (scripts/lib/serve-client.mjs)', () => {
  const INLINE = "document.documentElement.dataset.theme = localStorage.getItem('theme') ?? 'light';";
  const API = 'http://localhost:5000';
  let distDir: string;
  const servers: { url: string; close: () => Promise<void> }[] = [];

  beforeAll(() => {
    distDir = mkdtempSync(path.join(tmpdir(), 'gc-sec-dist-'));
    mkdirSync(path.join(distDir, 'assets'));
    writeFileSync(
      path.join(distDir, 'index.html'),
      `<!doctype html><html><head><script>${INLINE}</script><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>`,
    );
    writeFileSync(path.join(distDir, 'assets', 'app.js'), 'console.log("app")');
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  async function serve(options: Record<string, unknown>) {
    const server = await startClientServer({ port: 0, host: '127.0.0.1', distDir, apiUrl: API, ...options });
    servers.push(server);
    return server as { url: string };
  }

  const inlineHash = async () => {
    const { createHash } = await import('node:crypto');
    return `'sha256-${createHash('sha256').update(INLINE).digest('base64')}'`;
  };

  function expectCommon(csp: Csp, api = API) {
    const all = Object.values(csp).flat();
    expect(all).not.toContain("'unsafe-eval'");
    expect(all).not.toContain('*');
    expect(all).not.toContain('http:');
    expect(all.filter((s) => s.includes('*'))).toEqual([]);
    expectSources(csp, 'default-src', ["'self'"]);
    expectSources(csp, 'object-src', ["'none'"]);
    expectSources(csp, 'base-uri', ["'self'"]);
    expectSources(csp, 'form-action', ["'self'"]);
    expectSources(csp, 'frame-ancestors', ["'none'"]);
    // Tips carry https image URLs from anywhere and photos uploaded to exactly the API's origin;
    // data:/blob: for inline images and the photo picker's preview; never plain http at large.
    expectSources(csp, 'img-src', ["'self'", api, 'https:', 'data:', 'blob:'], ["'self'", api, 'https:']);
    // Inline styles are needed by react-toastify, sweetalert2 and swiper; no other style origin.
    expectSources(csp, 'style-src', ["'self'", "'unsafe-inline'"], ["'self'"]);
    expectSources(csp, 'font-src', ["'self'", 'data:'], ["'self'"]);
  }

  it('local stack (Auth emulator): self, the API, the emulator, https images; COOP allows the pop-up', async () => {
    const emulator = '127.0.0.1:9099';
    const server = await serve({ authEmulatorHost: emulator });
    for (const route of ['/', '/tips/123', '/assets/app.js']) {
      const res = await fetch(`${server.url}${route}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-powered-by')).toBeNull();
      const csp = parseCsp(res.headers.get('content-security-policy')!);
      expectCommon(csp);
      // Scripts: itself, the one inline theme script by its hash (never 'unsafe-inline'), and
      // Google's gapi loader that Firebase Auth uses for the pop-up.
      expectSources(csp, 'script-src', ["'self'", await inlineHash(), 'https://apis.google.com'], ["'self'", await inlineHash()]);
      expectSources(csp, 'connect-src', ["'self'", API, `http://${emulator}`, 'http://localhost:9099']);
      expectSources(csp, 'frame-src', [`http://${emulator}`, 'http://localhost:9099'], [`http://${emulator}`]);
      expect(csp['upgrade-insecure-requests']).toBeUndefined();
    }
    const missing = await fetch(`${server.url}/assets/missing.js`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toMatch(/\n\s+at |node_modules/);
  });

  it('production (no emulator): Google auth endpoints and the auth domain only, upgrade to https, HSTS', async () => {
    const server = await serve({ apiUrl: 'https://api.greencircle.example', authDomain: 'green-circle.firebaseapp.com' });
    const res = await fetch(`${server.url}/`);
    const csp = parseCsp(res.headers.get('content-security-policy')!);
    expectCommon(csp, 'https://api.greencircle.example');
    expectSources(csp, 'connect-src', [
      "'self'",
      'https://api.greencircle.example',
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://www.googleapis.com',
    ]);
    expectSources(csp, 'frame-src', ['https://green-circle.firebaseapp.com']);
    expect(csp['upgrade-insecure-requests']).toBeDefined();
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
  });
});
