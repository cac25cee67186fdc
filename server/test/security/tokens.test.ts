// Issue 5, item 2: every kind of bad token is a 401 (on a public and on a member call), an
// alg:none token is refused by a production verifier, and a token without an e-mail cannot write.
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, PROJECT_ID, type TestApp } from '../helpers/app';
import { expectProblem, tipInput } from '../helpers/fixtures';
import { bearer, createAnonymousMember, createMember, signIn, type Member } from '../helpers/members';
import { startServer, type ServerProcess } from '../helpers/server-process';
import { tokenForOtherProject, withClaims } from '../helpers/tokens';
import { sleep, snapshot } from './helpers';

let t: TestApp;
let a: Member;
const admin = () =>
  getAuth(
    getApps().find((app) => app.name === 'security-tokens') ??
      initializeApp({ projectId: PROJECT_ID }, 'security-tokens'),
  );

beforeAll(async () => {
  t = buildTestApp();
  a = await createMember();
});
afterAll(() => t.close());

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

/** A token with this header over the claims of a real one; signed with HMAC when asked, else unsigned. */
function craft(header: Record<string, unknown>, claims: Record<string, unknown>, hmacKey?: string) {
  const body = `${b64(header)}.${b64(claims)}`;
  const signature = hmacKey ? createHmac('sha256', hmacKey).update(body).digest('base64url') : '';
  return `${body}.${signature}`;
}

/** Fresh, valid-looking claims for our project: only the signature (or its absence) is wrong. */
function projectClaims(member: Member) {
  const now = Math.floor(Date.now() / 1000);
  return {
    ...claimsOf(member.idToken),
    iss: `https://securetoken.google.com/${PROJECT_ID}`,
    aud: PROJECT_ID,
    iat: now - 10,
    auth_time: now - 10,
    exp: now + 3600,
  };
}

/** A refused token: 401 problem on a public call and on a member call, and nothing written. */
async function expectRefused(authorization: string) {
  const before = snapshot(t.store);
  expectProblem(await request(t.app).get('/gardenTips').set('Authorization', authorization), 401);
  expectProblem(await request(t.app).post('/gardenTips').set('Authorization', authorization).send(tipInput()), 401);
  expect(snapshot(t.store)).toEqual(before);
}

describe('tokens the API refuses with 401', () => {
  const now = () => Math.floor(Date.now() / 1000);
  const cases: [string, () => Promise<string>][] = [
    ['a Bearer with no token', async () => 'Bearer '],
    ['a bare token without "Bearer"', async () => a.idToken],
    ['another scheme (Basic)', async () => `Basic ${Buffer.from('a:b').toString('base64')}`],
    ['two tokens', async () => `Bearer ${a.idToken} ${a.idToken}`],
    ['garbage', async () => 'Bearer not.a.jwt'],
    ['a token with one part', async () => 'Bearer eyJhbGciOiJub25lIn0'],
    ['a JWT whose payload is not JSON', async () => `Bearer ${b64({ alg: 'none' })}.bm90IGpzb24.`],
    ['a very long token', async () => `Bearer ${'a'.repeat(8000)}`],
    ['a token with a wrong audience', async () => `Bearer ${withClaims(a.idToken, { aud: 'demo-other-project' })}`],
    [
      'a token with a wrong issuer',
      async () => `Bearer ${withClaims(a.idToken, { iss: 'https://securetoken.google.com/demo-other-project' })}`,
    ],
    [
      'a token with an issuer outside Google',
      async () => `Bearer ${withClaims(a.idToken, { iss: 'https://evil.example/demo-green-circle' })}`,
    ],
    ['a token of another Firebase project', async () => `Bearer ${await tokenForOtherProject()}`],
    [
      'an expired token',
      async () => `Bearer ${withClaims(a.idToken, { iat: now() - 7200, auth_time: now() - 7200, exp: now() - 3600 })}`,
    ],
    ['a token with an empty subject', async () => `Bearer ${withClaims(a.idToken, { sub: '', user_id: '' })}`],
    [
      'a token whose subject names another account',
      async () => `Bearer ${withClaims(a.idToken, { sub: 'someone-else', user_id: 'someone-else' })}`,
    ],
    [
      'a token revoked with revokeRefreshTokens',
      async () => {
        const member = await createMember();
        await sleep(1100); // revocation is in whole seconds: auth_time must fall strictly before it
        await admin().revokeRefreshTokens(member.uid);
        return `Bearer ${member.idToken}`;
      },
    ],
    [
      'a token of a disabled account',
      async () => {
        const member = await createMember();
        await admin().updateUser(member.uid, { disabled: true });
        return `Bearer ${member.idToken}`;
      },
    ],
    [
      'a token of a deleted account',
      async () => {
        const member = await createMember();
        await admin().deleteUser(member.uid);
        return `Bearer ${member.idToken}`;
      },
    ],
  ];

  it.each(cases)('refuses %s', async (_label, token) => {
    await expectRefused(await token());
  });

  it('lets a missing token through as a visitor, who still cannot write', async () => {
    expect((await request(t.app).get('/gardenTips')).status).toBe(200);
    expectProblem(await request(t.app).post('/gardenTips').send(tipInput()), 401);
  });

  it('accepts a fresh sign-in after a revocation (the 401 was the revocation, not the account)', async () => {
    const member = await createMember();
    await sleep(1100);
    await admin().revokeRefreshTokens(member.uid);
    await expectRefused(`Bearer ${member.idToken}`);
    await sleep(1100);
    const fresh = await signIn(member);
    expect(
      (
        await request(t.app)
          .get('/gardenTips')
          .set(bearer({ idToken: fresh }))
      ).status,
    ).toBe(200);
  });
});

describe('a token without an e-mail (anonymous sign-in)', () => {
  let anonymous: { uid: string; idToken: string };
  let pub: string;
  let hidden: string;

  beforeAll(async () => {
    anonymous = await createAnonymousMember();
    const make = async (availability: string) =>
      (
        await request(t.app)
          .post('/gardenTips')
          .set(bearer(a))
          .send(tipInput({ availability, title: `Anon check ${availability}` }))
      ).body.insertedId as string;
    [pub, hidden] = [await make('Public'), await make('Hidden')];
  });

  it('cannot write: create, update, delete, like or make a user record', async () => {
    const before = snapshot(t.store);
    const as = bearer(anonymous);
    for (const res of [
      await request(t.app).post('/gardenTips').set(as).send(tipInput()),
      await request(t.app).put(`/gardenTips/${pub}`).set(as).send(tipInput()),
      await request(t.app).delete(`/gardenTips/${pub}`).set(as),
      await request(t.app).patch(`/gardenTips/${pub}/like`).set(as).send({ increment: 1 }),
      await request(t.app).post('/users').set(as).send({ name: 'anon' }),
    ]) {
      expect([401, 403]).toContain(res.status);
      expectProblem(res, res.status);
    }
    expect(snapshot(t.store)).toEqual(before);
  });

  it('is not a member: it sees what a visitor sees, not the Hidden tips', async () => {
    const as = bearer(anonymous);
    const list = await request(t.app).get('/gardenTips?limit=100').set(as);
    const visitor = await request(t.app).get('/gardenTips?limit=100');
    expect(list.status).toBe(200);
    expect(list.headers['x-total-count']).toBe(visitor.headers['x-total-count']);
    expect(list.body.map((tip: { _id: string }) => tip._id)).not.toContain(hidden);
    expectProblem(await request(t.app).get(`/gardenTips/${hidden}`).set(as), 404);
    expect((await request(t.app).get(`/gardenTips/${pub}`).set(as)).status).toBe(200);
  });
});

// The emulator signs nothing, so alg:none can only be tested against a verifier that runs as in
// production: the real server (tsx src/main.ts) with NODE_ENV=production and no emulator variable.
// firebase-admin checks `kid` and `alg` before it would fetch Google's keys, so this works offline;
// a 401 (not the 503 an unreachable key service gives) proves the token itself was refused.
describe('alg:none against the production verifier (no emulator)', { timeout: 60_000 }, () => {
  let server: ServerProcess;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'gc-sec-prod-'));
    // SEED=demo: production starts empty otherwise, and the check below counts the seed.
    server = await startServer({
      NODE_ENV: 'production',
      SEED: 'demo',
      DATA_DIR: dataDir,
      MONGODB_URI: '',
      // What production cannot start without (issue 55).
      HOST_SECRET: 'h'.repeat(32),
      PUBLIC_SITE_URL: 'https://greencircle.example',
      TRUST_PROXY: '0',
    });
  }, 60_000);
  afterAll(async () => {
    await server?.stop('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  });

  const forged = (): [string, string][] => {
    const claims = projectClaims(a);
    return [
      ['the emulator’s own (unsigned) token', a.idToken],
      ['alg "none" with valid claims', craft({ alg: 'none', typ: 'JWT' }, claims)],
      ['alg "none" with a kid', craft({ alg: 'none', typ: 'JWT', kid: 'forged-kid' }, claims)],
      ['alg "None" (other case)', craft({ alg: 'None', kid: 'forged-kid' }, claims)],
      [
        'alg "HS256" signed with a guessed secret',
        craft({ alg: 'HS256', typ: 'JWT', kid: 'forged-kid' }, claims, 'secret'),
      ],
      ['no alg at all', craft({ typ: 'JWT', kid: 'forged-kid' }, claims)],
    ];
  };

  it('refuses every unsigned or wrongly signed token with 401, quickly and offline', async () => {
    for (const [label, token] of forged()) {
      const started = Date.now();
      const res = await fetch(`${server.url}/gardenTips`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(tipInput()),
      });
      expect(res.status, label).toBe(401);
      expect(res.headers.get('content-type'), label).toMatch(/^application\/problem\+json/);
      expect(Date.now() - started, label).toBeLessThan(2000);
      expect(
        (await fetch(`${server.url}/gardenTips`, { headers: { authorization: `Bearer ${token}` } })).status,
        label,
      ).toBe(401);
    }
    // Nothing was written: the store holds the seed only.
    const total = (await fetch(`${server.url}/gardenTips?limit=1`)).headers.get('x-total-count');
    const seeded = (await import('../../src/store/seed-data')).SEED.tips.filter(
      (tip) => tip.availability === 'Public',
    ).length;
    expect(Number(total)).toBe(seeded);
  });
});
