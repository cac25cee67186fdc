import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, CLIENT_ORIGIN, type TestApp } from './helpers/app';
import { expectProblem, tipInput } from './helpers/fixtures';
import { bearer, createMember, type Member } from './helpers/members';

let t: TestApp;
let a: Member;
let b: Member;

beforeAll(async () => {
  t = buildTestApp();
  [a, b] = await Promise.all([createMember(), createMember()]);
});
afterAll(() => t.close());

describe('CORS', () => {
  it('allows the configured client origin and exposes Link and X-Total-Count', async () => {
    const res = await request(t.app).get('/gardenTips').set('Origin', CLIENT_ORIGIN);
    expect(res.headers['access-control-allow-origin']).toBe(CLIENT_ORIGIN);
    expect(res.headers['access-control-expose-headers']).toBe('Link,X-Total-Count');
  });

  it('answers a preflight for a write with Authorization', async () => {
    const res = await request(t.app)
      .options('/gardenTips/0123456789abcdef01234567')
      .set('Origin', CLIENT_ORIGIN)
      .set('Access-Control-Request-Method', 'PUT')
      .set('Access-Control-Request-Headers', 'authorization,content-type');
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(CLIENT_ORIGIN);
    expect(res.headers['access-control-allow-methods']).toContain('PUT');
  });

  it('gives an unknown origin no Access-Control-Allow-Origin', async () => {
    const res = await request(t.app).get('/gardenTips').set('Origin', 'https://evil.example');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await request(t.app)
      .options('/gardenTips')
      .set('Origin', 'https://evil.example')
      .set('Access-Control-Request-Method', 'POST');
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('headers and unknown routes', () => {
  it('sends the helmet headers and no X-Powered-By', async () => {
    const res = await request(t.app).get('/health');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBeDefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers an unknown route with a 404 problem', async () => {
    expectProblem(await request(t.app).get('/nope'), 404);
    expectProblem(await request(t.app).post('/gardenTips/0123456789abcdef01234567').set(bearer(a)).send({}), 404);
  });

  it('answers a store failure with a 500 problem and no stack trace', async () => {
    const broken = buildTestApp();
    await broken.store.close();
    try {
      const res = await request(broken.app).get('/gardenTips');
      expectProblem(res, 500);
      expect(res.body.detail).toBe('Something went wrong on our side');
    } finally {
      await broken.close();
    }
  });
});

describe('rate limits', () => {
  const limits = { windowMs: 60_000, readMax: 3, writeMax: 2, likeMax: 2, accountMax: 2 };

  it('limits reads per member and per address, with a 429 problem and Retry-After', async () => {
    const limited = buildTestApp({ rateLimit: limits });
    try {
      for (let i = 0; i < 3; i += 1) expect((await request(limited.app).get('/gardenTips').set(bearer(a))).status).toBe(200);
      const res = await request(limited.app).get('/gardenTips').set(bearer(a));
      expectProblem(res, 429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      // Another member and a visitor each have their own allowance.
      expect((await request(limited.app).get('/gardenTips').set(bearer(b))).status).toBe(200);
      expect((await request(limited.app).get('/gardenTips')).status).toBe(200);
      // Health checks are never limited.
      expect((await request(limited.app).get('/health')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('limits writes and likes more tightly than reads', async () => {
    const limited = buildTestApp({ rateLimit: { ...limits, readMax: 100 } });
    try {
      const ids: string[] = [];
      for (let i = 0; i < 2; i += 1) {
        ids.push((await request(limited.app).post('/gardenTips').set(bearer(a)).send(tipInput())).body.insertedId);
      }
      expectProblem(await request(limited.app).post('/gardenTips').set(bearer(a)).send(tipInput()), 429);
      expect((await limited.store.listTips({ includeHidden: true, sort: 'newest', limit: 1 })).total).toBe(2);
      for (const id of ids) expect((await request(limited.app).patch(`/gardenTips/${id}/like`).set(bearer(b)).send({ increment: 1 })).status).toBe(200);
      expectProblem(await request(limited.app).patch(`/gardenTips/${ids[0]}/like`).set(bearer(b)).send({ increment: 1 }), 429);
    } finally {
      await limited.close();
    }
  });

  it('limits account creation by address, whoever is signed in', async () => {
    const limited = buildTestApp({ rateLimit: limits });
    try {
      const members = [a, b, await createMember()];
      expect((await request(limited.app).post('/users').set(bearer(members[0]!)).send({})).status).toBe(201);
      expect((await request(limited.app).post('/users').set(bearer(members[1]!)).send({})).status).toBe(201);
      expectProblem(await request(limited.app).post('/users').set(bearer(members[2]!)).send({}), 429);
      expect(await limited.store.findUserByEmail(members[2]!.email)).toBeNull();
    } finally {
      await limited.close();
    }
  });

  it('keys visitors by the forwarded address behind a trusted proxy', async () => {
    const limited = buildTestApp({ rateLimit: limits, trustProxy: 1 });
    try {
      const from = (ip: string) => request(limited.app).get('/gardenTips').set('X-Forwarded-For', ip);
      for (let i = 0; i < 3; i += 1) expect((await from('203.0.113.7')).status).toBe(200);
      expectProblem(await from('203.0.113.7'), 429);
      expect((await from('203.0.113.8')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
