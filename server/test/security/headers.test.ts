// Issue 5, item 5: helmet headers on every kind of API answer, CORS for configured origins only
// (also on preflights and errors). The client host's CSP (client/server/csp.ts) is
// checked in e2e/tests/client-host-headers-and-session.e2e.ts, beside the scripts that run it.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    [
      'a 413 problem',
      () =>
        request(t.app)
          .post('/gardenTips')
          .set(bearer(a))
          .send({ description: 'x'.repeat(110_000) }),
    ],
    [
      'a 415 problem',
      () => request(t.app).post('/gardenTips').set(bearer(a)).set('Content-Type', 'text/plain').send('x'),
    ],
    [
      'a preflight',
      () =>
        request(t.app).options('/gardenTips').set('Origin', CLIENT_ORIGIN).set('Access-Control-Request-Method', 'POST'),
    ],
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
      await request(t.app)
        .options('/gardenTips/0123456789abcdef01234567')
        .set('Origin', origin)
        .set('Access-Control-Request-Method', 'DELETE'),
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
    const limited = buildTestApp({
      rateLimit: { windowMs: 60_000, readMax: 1, writeMax: 0, likeMax: 0, accountMax: 0, addressMax: 0 },
    });
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
