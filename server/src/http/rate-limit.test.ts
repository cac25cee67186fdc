import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { buildTestApp, testConfig } from '../../test/helpers/app';
import { createFirebaseVerifier } from './firebase-verifier';
import { expectProblem, tipInput } from '../../test/helpers/fixtures';
import { bearer, createMember, type Member } from '../../test/helpers/members';

let a: Member;
let b: Member;

beforeAll(async () => {
  [a, b] = await Promise.all([createMember(), createMember()]);
});

describe('rate limits', () => {
  const limits = { windowMs: 60_000, readMax: 3, writeMax: 2, likeMax: 2, accountMax: 2, addressMax: 0 };

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

  it('counts every request from one address before it spends a token check', async () => {
    const limited = buildTestApp();
    const verify = createFirebaseVerifier('demo-green-circle');
    let verified = 0;
    const app = createApp({
      store: limited.store,
      verifyToken: (token) => {
        verified += 1;
        return verify(token);
      },
      config: testConfig({ rateLimit: { ...limits, readMax: 100, addressMax: 3 } }),
      log: () => {},
    });
    try {
      for (let i = 0; i < 3; i += 1) expect((await request(app).get('/gardenTips').set('Authorization', 'Bearer junk')).status).toBe(401);
      expectProblem(await request(app).get('/gardenTips').set('Authorization', 'Bearer junk'), 429);
      expectProblem(await request(app).get('/gardenTips').set(bearer(a)), 429);
      expect(verified).toBe(3);
      // Health checks are never limited.
      expect((await request(app).get('/health')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
