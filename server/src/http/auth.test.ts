import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, PROJECT_ID, type TestApp } from '../../test/helpers/app';
import { HOST_HEADERS } from '@green-circle/contract/constants';
import { expectProblem, tipInput } from '../../test/helpers/fixtures';
import { bearer, createMember, signIn, type Member } from '../../test/helpers/members';
import { tokenForOtherProject, withClaims } from '../../test/helpers/tokens';

let t: TestApp;
let a: Member;
let disabled: Member;
let revoked: Member;
const admin = () =>
  getAuth(
    getApps().find((app) => app.name === 'token-tests') ?? initializeApp({ projectId: PROJECT_ID }, 'token-tests'),
  );

beforeAll(async () => {
  t = buildTestApp();
  [a, disabled, revoked] = await Promise.all([createMember(), createMember(), createMember()]);
});
afterAll(() => t.close());

/** A member-only call and a public one: a bad token is refused on both. */
async function expectRefused(authorization: string) {
  expectProblem(await request(t.app).post('/gardenTips').set('Authorization', authorization).send(tipInput()), 401);
  expectProblem(await request(t.app).get('/gardenTips').set('Authorization', authorization), 401);
}

describe('ID tokens', () => {
  it('treats a missing token as a visitor: public calls work, member calls answer 401', async () => {
    expect((await request(t.app).get('/gardenTips')).status).toBe(200);
    expectProblem(await request(t.app).post('/gardenTips').send(tipInput()), 401);
  });

  it('answers 401 to a garbage token and to a header that is not Bearer', async () => {
    await expectRefused('Bearer not-a-token');
    await expectRefused('Bearer ');
    await expectRefused(`Basic ${Buffer.from('a:b').toString('base64')}`);
    await expectRefused(a.idToken);
  });

  it('answers 401 to an expired token', async () => {
    const past = Math.floor(Date.now() / 1000) - 7200;
    await expectRefused(`Bearer ${withClaims(a.idToken, { iat: past, auth_time: past, exp: past + 3600 })}`);
  });

  it('answers 401 to a token of another Firebase project', async () => {
    await expectRefused(`Bearer ${await tokenForOtherProject()}`);
  });

  it('answers 401 to a token whose subject was edited', async () => {
    await expectRefused(`Bearer ${withClaims(a.idToken, { sub: 'someone-else', user_id: 'someone-else' })}`);
  });

  it('answers 401 once the account is disabled', async () => {
    expect((await request(t.app).get('/gardenTips').set(bearer(disabled))).status).toBe(200);
    await admin().updateUser(disabled.uid, { disabled: true });
    await expectRefused(`Bearer ${disabled.idToken}`);
  });

  it('answers 401 to tokens issued before a revocation, and accepts a fresh sign-in', async () => {
    // Revocation works in whole seconds: let the token's auth_time fall strictly before it.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await admin().revokeRefreshTokens(revoked.uid);
    await expectRefused(`Bearer ${revoked.idToken}`);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const fresh = await signIn(revoked);
    expect(
      (
        await request(t.app)
          .post('/gardenTips')
          .set(bearer({ idToken: fresh }))
          .send(tipInput())
      ).status,
    ).toBe(201);
  });

  it('answers 401 once the account is deleted', async () => {
    const gone = await createMember();
    await admin().deleteUser(gone.uid);
    await expectRefused(`Bearer ${gone.idToken}`);
  });
});

// The client host renders a member's pages with the member's session cookie (client/src/lib/session.server.ts).
describe('session cookies (Authorization: Session)', () => {
  it('are the member they were made for, and stop working once the account is revoked', async () => {
    const member = await createMember();
    const cookie = await admin().createSessionCookie(member.idToken, { expiresIn: 60 * 60 * 1000 });
    const own = await request(t.app)
      .get(`/dashboard-stats?email=${encodeURIComponent(member.email)}`)
      .set('Authorization', `Session ${cookie}`);
    expect(own.status).toBe(200);
    // Another member's e-mail: the cookie is this member, not whoever it names.
    expectProblem(
      await request(t.app)
        .get(`/dashboard-stats?email=${encodeURIComponent(a.email)}`)
        .set('Authorization', `Session ${cookie}`),
      403,
    );
    await expectRefused(`Session ${withClaims(cookie, { sub: a.uid, user_id: a.uid })}x`);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await admin().revokeRefreshTokens(member.uid);
    await expectRefused(`Session ${cookie}`);
  });

  it('are not ID tokens, nor ID tokens session cookies', async () => {
    await expectRefused(`Session ${a.idToken}`);
    const cookie = await admin().createSessionCookie(a.idToken, { expiresIn: 60 * 60 * 1000 });
    await expectRefused(`Bearer ${cookie}`);
  });
});

// The site's host checks the account of every session cookie it forwards (client/src/lib/session.server.ts),
// so the API leaves that look-up to it: the host's word counts only beside the secret the two share.
describe('session cookies forwarded by the site host (HOST_SECRET)', () => {
  const SECRET = 'the-secret-this-host-and-api-share';
  let withSecret: TestApp;
  beforeAll(() => {
    withSecret = buildTestApp({ hostSecret: SECRET });
  });
  afterAll(() => withSecret.close());

  const dashboard = (app: TestApp, member: Member, cookie: string, secret?: string) => {
    const call = request(app.app)
      .get(`/dashboard-stats?email=${encodeURIComponent(member.email)}`)
      .set('Authorization', `Session ${cookie}`);
    return secret === undefined ? call : call.set(HOST_HEADERS.hostSecret, secret);
  };

  it('leave the account check to the host, and to nobody who lacks its secret', async () => {
    const member = await createMember();
    const cookie = await admin().createSessionCookie(member.idToken, { expiresIn: 60 * 60 * 1000 });
    expect((await dashboard(withSecret, member, cookie, SECRET)).status).toBe(200);
    await admin().updateUser(member.uid, { disabled: true });
    // The host refuses this cookie before any call (its own check); the API asks nobody again.
    expect((await dashboard(withSecret, member, cookie, SECRET)).status).toBe(200);
    // Without the secret, with a wrong one, or to an API that has none: checked in full, refused.
    expectProblem(await dashboard(withSecret, member, cookie), 401);
    expectProblem(await dashboard(withSecret, member, cookie, 'a-guessed-secret-of-the-same-size!'), 401);
    expectProblem(await dashboard(t, member, cookie, SECRET), 401);
  });

  it('still prove who they are: a cookie that is not one, or an ID token sent as one, is refused', async () => {
    const cookie = await admin().createSessionCookie(a.idToken, { expiresIn: 60 * 60 * 1000 });
    expectProblem(await dashboard(withSecret, a, `${cookie}x`, SECRET), 401);
    expectProblem(await dashboard(withSecret, a, a.idToken, SECRET), 401);
    const past = Math.floor(Date.now() / 1000) - 7200;
    const expired = withClaims(cookie, { iat: past, auth_time: past, exp: past + 3600 });
    expectProblem(await dashboard(withSecret, a, expired, SECRET), 401);
    // A Bearer ID token is never the host's to vouch for: checked in full.
    const gone = await createMember();
    await admin().updateUser(gone.uid, { disabled: true });
    expectProblem(
      await request(withSecret.app)
        .get('/gardenTips')
        .set('Authorization', `Bearer ${gone.idToken}`)
        .set(HOST_HEADERS.hostSecret, SECRET),
      401,
    );
  });
});
