// Issue 5, item 6: rate limits per client, tighter on writes, likes and account creation; over
// the limit a 429 problem with Retry-After that changes nothing; a flood from one address is
// counted before any token check; a spoofed X-Forwarded-For never resets a count, with trust
// proxy at 0 hops and at 1 hop. (The one rate-limit suite: src/http/rate-limit.ts's own cases
// are here too.)
import request from 'supertest';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type AppConfig } from '../../src/app';
import { createFirebaseVerifier } from '../../src/http/firebase-verifier';
import { buildTestApp, testConfig, type TestApp } from '../helpers/app';
import { expectProblem, tipInput } from '../helpers/fixtures';
import { bearer, createMember, createMembers, type Member } from '../helpers/members';
import { sleep, snapshot } from './helpers';
import { HOST_HEADERS } from '@green-circle/contract/constants';

const LIMITS = { windowMs: 60_000, readMax: 6, writeMax: 3, likeMax: 4, accountMax: 2, addressMax: 0 };
let a: Member;
let b: Member;
const apps: TestApp[] = [];

beforeAll(async () => {
  [a, b] = await Promise.all([createMember(), createMember()]);
});
afterEach(async () => {
  while (apps.length) await apps.pop()!.close();
});

function limitedApp(overrides: Partial<AppConfig> = {}) {
  const t = buildTestApp({ rateLimit: LIMITS, ...overrides });
  apps.push(t);
  return t;
}

let spoofCounter = 0;
const spoofed = () => `198.51.100.${(spoofCounter++ % 250) + 1}`;

function expect429(res: request.Response, windowMs = LIMITS.windowMs) {
  expectProblem(res, 429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(Math.ceil(windowMs / 1000));
  expect(res.headers['ratelimit-policy'] ?? res.headers.ratelimit).toBeDefined();
}

describe('limits per client, tighter for writes, likes and accounts', () => {
  it('reads: each member and each visitor address has its own allowance', async () => {
    const t = limitedApp();
    for (let i = 0; i < LIMITS.readMax; i += 1)
      expect((await request(t.app).get('/gardenTips').set(bearer(a))).status).toBe(200);
    expect429(await request(t.app).get('/gardenTips').set(bearer(a)));
    expect429(await request(t.app).get('/top-liked').set(bearer(a)));
    expect((await request(t.app).get('/gardenTips').set(bearer(b))).status).toBe(200);
    expect((await request(t.app).get('/gardenTips')).status).toBe(200);
    // Liveness and readiness probes are never limited.
    for (let i = 0; i < 20; i += 1) expect((await request(t.app).get('/ready')).status).toBe(200);
    for (let i = 0; i < 20; i += 1) expect((await request(t.app).get('/health')).status).toBe(200);
  });

  it('writes are limited below reads and a refused write stores nothing', async () => {
    const t = limitedApp();
    for (let i = 0; i < LIMITS.writeMax; i += 1) {
      expect((await request(t.app).post('/gardenTips').set(bearer(a)).send(tipInput())).status).toBe(201);
    }
    const before = snapshot(t.store);
    expect429(await request(t.app).post('/gardenTips').set(bearer(a)).send(tipInput()));
    const [own] = (
      await request(t.app)
        .get(`/gardenTips?email=${encodeURIComponent(a.email)}`)
        .set(bearer(a))
    ).body as { _id: string }[];
    expect429(
      await request(t.app)
        .put(`/gardenTips/${own!._id}`)
        .set(bearer(a))
        .send(tipInput({ title: 'Changed' })),
    );
    expect429(await request(t.app).delete(`/gardenTips/${own!._id}`).set(bearer(a)));
    expect(snapshot(t.store)).toEqual(before);
    // Reads still work for the same member: the write limit is separate and tighter.
    expect((await request(t.app).get('/gardenTips').set(bearer(a))).status).toBe(200);
    expect(LIMITS.writeMax).toBeLessThan(LIMITS.readMax);
  });

  it('likes have their own limit, and a refused like adds nothing', async () => {
    const t = limitedApp({ rateLimit: { ...LIMITS, writeMax: 20 } });
    const ids: string[] = [];
    for (let i = 0; i < LIMITS.likeMax + 1; i += 1) {
      ids.push((await request(t.app).post('/gardenTips').set(bearer(a)).send(tipInput())).body.insertedId);
    }
    for (const id of ids.slice(0, LIMITS.likeMax)) {
      expect((await request(t.app).patch(`/gardenTips/${id}/like`).set(bearer(b)).send({ increment: 1 })).status).toBe(
        200,
      );
    }
    const before = snapshot(t.store);
    expect429(
      await request(t.app)
        .patch(`/gardenTips/${ids.at(-1)}/like`)
        .set(bearer(b))
        .send({ increment: 1 }),
    );
    expect(snapshot(t.store)).toEqual(before);
    // Another member still likes.
    expect(
      (
        await request(t.app)
          .patch(`/gardenTips/${ids.at(-1)}/like`)
          .set(bearer(a))
          .send({ increment: 1 })
      ).status,
    ).toBe(200);
  });

  it('issue 25: taking likes back counts with liking, so toggling cannot notify without end', async () => {
    const t = limitedApp({ rateLimit: { ...LIMITS, writeMax: 20 } });
    const id = (await request(t.app).post('/gardenTips').set(bearer(a)).send(tipInput())).body.insertedId as string;
    const likeIt = () => request(t.app).patch(`/gardenTips/${id}/like`).set(bearer(b)).send({ increment: 1 });
    const unlikeIt = () => request(t.app).delete(`/gardenTips/${id}/like`).set(bearer(b));
    for (let i = 0; i < LIMITS.likeMax / 2; i += 1) {
      expect((await likeIt()).status).toBe(200);
      expect((await unlikeIt()).status).toBe(200);
    }
    const before = snapshot(t.store);
    expect429(await likeIt());
    expect429(await unlikeIt());
    expect(snapshot(t.store)).toEqual(before);
  });

  it('account creation is limited per address, whichever accounts ask', async () => {
    const t = limitedApp();
    const members = await createMembers(LIMITS.accountMax + 2);
    for (const member of members.slice(0, LIMITS.accountMax)) {
      expect((await request(t.app).post('/users').set(bearer(member)).send({})).status).toBe(201);
    }
    const before = snapshot(t.store);
    for (const member of members.slice(LIMITS.accountMax)) {
      expect429(await request(t.app).post('/users').set(bearer(member)).set('X-Forwarded-For', spoofed()).send({}));
    }
    expect(snapshot(t.store)).toEqual(before);
  });

  it('the window ends: after Retry-After the caller may go on', async () => {
    const windowMs = 1000;
    const t = limitedApp({ rateLimit: { ...LIMITS, windowMs, readMax: 2 } });
    for (let i = 0; i < 2; i += 1) expect((await request(t.app).get('/gardenTips')).status).toBe(200);
    const res = await request(t.app).get('/gardenTips');
    expect429(res, windowMs);
    await sleep(Number(res.headers['retry-after']) * 1000 + 100);
    expect((await request(t.app).get('/gardenTips')).status).toBe(200);
  });
});

describe('every request from one address, before any token check', () => {
  it('is counted first, so a flood of bad tokens spends no verification past the limit', async () => {
    const t = limitedApp();
    const verify = createFirebaseVerifier('demo-green-circle');
    let verified = 0;
    const app = createApp({
      store: t.store,
      verifyToken: (token) => {
        verified += 1;
        return verify(token);
      },
      config: testConfig({ rateLimit: { ...LIMITS, readMax: 100, addressMax: 3 } }),
      log: () => {},
    });
    for (let i = 0; i < 3; i += 1)
      expect((await request(app).get('/gardenTips').set('Authorization', 'Bearer junk')).status).toBe(401);
    expect429(await request(app).get('/gardenTips').set('Authorization', 'Bearer junk'));
    // A real member from the same address is over it too: the address limit comes first.
    expect429(await request(app).get('/gardenTips').set(bearer(a)));
    expect(verified).toBe(3);
    // Health checks are never limited.
    expect((await request(app).get('/health')).status).toBe(200);
  });
});

describe('a spoofed X-Forwarded-For does not reset the count', () => {
  it('0 hops (no proxy trusted): the header is ignored, visitors and members alike', async () => {
    const t = limitedApp({ trustProxy: 0 });
    for (let i = 0; i < LIMITS.readMax; i += 1) {
      expect((await request(t.app).get('/gardenTips').set('X-Forwarded-For', spoofed())).status).toBe(200);
    }
    for (let i = 0; i < 5; i += 1) expect429(await request(t.app).get('/gardenTips').set('X-Forwarded-For', spoofed()));
    expect429(
      await request(t.app)
        .get('/gardenTips')
        .set('X-Forwarded-For', `${spoofed()}, ${spoofed()}`)
        .set('X-Real-IP', spoofed()),
    );
    // Members are keyed by uid: rotating the header changes nothing for them either.
    for (let i = 0; i < LIMITS.writeMax; i += 1) {
      expect(
        (await request(t.app).post('/gardenTips').set(bearer(a)).set('X-Forwarded-For', spoofed()).send(tipInput()))
          .status,
      ).toBe(201);
    }
    expect429(
      await request(t.app).post('/gardenTips').set(bearer(a)).set('X-Forwarded-For', spoofed()).send(tipInput()),
    );
  });

  it('1 hop: the address the trusted proxy appended counts; what the client prepends does not', async () => {
    const t = limitedApp({ trustProxy: 1 });
    const client = '203.0.113.50';
    // The proxy appends the real peer: "whatever the client sent, <real address>".
    const through = (spoof: string) => request(t.app).get('/gardenTips').set('X-Forwarded-For', `${spoof}, ${client}`);
    for (let i = 0; i < LIMITS.readMax; i += 1) expect((await through(spoofed())).status).toBe(200);
    for (let i = 0; i < 5; i += 1) expect429(await through(`${spoofed()}, ${spoofed()}`));
    // Another real client behind the same proxy has its own allowance.
    expect((await request(t.app).get('/gardenTips').set('X-Forwarded-For', `${spoofed()}, 203.0.113.51`)).status).toBe(
      200,
    );
  });

  it('1 hop: account creation behind the proxy is keyed by the real address too', async () => {
    const t = limitedApp({ trustProxy: 1 });
    const members = await createMembers(LIMITS.accountMax + 1);
    const client = '203.0.113.77';
    for (const member of members.slice(0, LIMITS.accountMax)) {
      const res = await request(t.app)
        .post('/users')
        .set(bearer(member))
        .set('X-Forwarded-For', `${spoofed()}, ${client}`)
        .send({});
      expect(res.status).toBe(201);
    }
    expect429(
      await request(t.app)
        .post('/users')
        .set(bearer(members.at(-1)!))
        .set('X-Forwarded-For', `${spoofed()}, ${client}`)
        .send({}),
    );
  });
});

describe("the site's host forwards the visitor's address (issue 34)", () => {
  const HOST_SECRET = 'host-secret-for-the-rate-limit-tests';
  const host = (t: TestApp, visitor: string, secret = HOST_SECRET) =>
    request(t.app).get('/gardenTips').set(HOST_HEADERS.visitorAddress, visitor).set(HOST_HEADERS.hostSecret, secret);

  it('with the shared secret, each visitor behind the host has its own allowance', async () => {
    const t = limitedApp({ hostSecret: HOST_SECRET });
    for (let i = 0; i < LIMITS.readMax; i += 1) expect((await host(t, '203.0.113.10')).status).toBe(200);
    expect429(await host(t, '203.0.113.10'));
    // Another visitor through the same host, and the host's own connection, are counted apart.
    expect((await host(t, '203.0.113.11')).status).toBe(200);
    expect((await request(t.app).get('/gardenTips')).status).toBe(200);
  });

  it('a visitor who sends the header themselves (no secret, a wrong one, or to an API with none) changes nothing', async () => {
    for (const [t, secret] of [
      [limitedApp({ hostSecret: HOST_SECRET }), ''],
      [limitedApp({ hostSecret: HOST_SECRET }), 'guessed-secret-of-the-same-size!!!!!'],
      [limitedApp(), HOST_SECRET],
    ] as const) {
      for (let i = 0; i < LIMITS.readMax; i += 1) expect((await host(t, spoofed(), secret)).status).toBe(200);
      for (let i = 0; i < 3; i += 1) expect429(await host(t, spoofed(), secret));
      expect429(await request(t.app).get('/gardenTips'));
    }
  });

  it('an address that is not one is not believed, even from the host', async () => {
    const t = limitedApp({ hostSecret: HOST_SECRET });
    for (let i = 0; i < LIMITS.readMax; i += 1) expect((await host(t, `not-an-address-${i}`)).status).toBe(200);
    expect429(await host(t, 'not-an-address-again'));
    expect429(await request(t.app).get('/gardenTips'));
  });
});
