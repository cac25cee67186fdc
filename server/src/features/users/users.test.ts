import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app';
import { expectProblem, tipInput } from '../../../test/helpers/fixtures';
import {
  bearer,
  createAnonymousMember,
  createMember,
  createUnverifiedMember,
  emulator,
  signIn,
  type Member,
} from '../../../test/helpers/members';

let t: TestApp;
let a: Member;
let b: Member;

beforeAll(async () => {
  t = buildTestApp();
  [a, b] = await Promise.all([createMember({ displayName: 'Ada' }), createMember()]);
});
afterAll(() => t.close());

describe('POST /users', () => {
  it('creates the caller once from the token: 201 then 200 with the same id', async () => {
    const body = { name: 'Ada Lovelace', photoURL: 'https://example.com/ada.png' };
    const first = await request(t.app).post('/users').set(bearer(a)).send(body);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ insertedId: expect.stringMatching(/^[0-9a-f]{24}$/) });
    const again = await request(t.app).post('/users').set(bearer(a)).send({ name: 'Other name' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await t.store.findUserByUid(a.uid)).toMatchObject({ uid: a.uid, email: a.email, ...body });
  });

  it('takes uid and e-mail from the token, never from the body (Google shape)', async () => {
    const res = await request(t.app)
      .post('/users')
      .set(bearer(b))
      .send({ displayName: 'B', email: 'forged@example.com', uid: 'forged', photoURL: '' });
    expect(res.status).toBe(201);
    expect(await t.store.findUserByUid('forged')).toBeNull();
    expect(await t.store.findUserByUid(b.uid)).toMatchObject({ uid: b.uid, email: b.email, name: 'B' });
  });

  it('answers 401 to a visitor and 403 to an account without an e-mail', async () => {
    expectProblem(await request(t.app).post('/users').send({ name: 'x' }), 401);
    const anonymous = await createAnonymousMember();
    expectProblem(await request(t.app).post('/users').set(bearer(anonymous)).send({ name: 'x' }), 403);
  });

  it('answers 400 to an operator where a value belongs', async () => {
    const member = await createMember();
    expectProblem(
      await request(t.app)
        .post('/users')
        .set(bearer(member))
        .send({ email: { $ne: null } }),
      400,
    );
    expect(await t.store.findUserByUid(member.uid)).toBeNull();
  });
});

describe('findings 15: every date the server shows comes from the server', () => {
  it('POST /users with creationTime 2001 does not make the gardener page say 2001', async () => {
    const member = await createMember({ displayName: 'Newcomer Nell' });
    const before = new Date().toISOString();
    const res = await request(t.app)
      .post('/users')
      .set(bearer(member))
      .send({ name: 'Newcomer Nell', creationTime: '2001-01-01', lastSignInTime: '2001-01-01' });
    expect(res.status).toBe(201);
    const own = await request(t.app)
      .get(`/users?email=${encodeURIComponent(member.email)}`)
      .set(bearer(member));
    const page = await request(t.app).get(`/gardeners/${own.body[0].authorId}`);
    expect(page.status).toBe(200);
    expect(page.body.joinedAt >= before).toBe(true);
    const record = await t.store.findUserByUid(member.uid);
    expect(record!.creationTime >= before).toBe(true);
    expect(record!.lastSignInTime >= before).toBe(true);
  });
});

describe('GET /users?email=', () => {
  it("answers [user] for the caller's own e-mail and [] before the record exists", async () => {
    const member = await createMember();
    const empty = await request(t.app).get('/users').query({ email: member.email }).set(bearer(member));
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual([]);
    await request(t.app).post('/users').set(bearer(member)).send({});
    const res = await request(t.app).get('/users').query({ email: member.email.toUpperCase() }).set(bearer(member));
    expect(res.body).toEqual([expect.objectContaining({ uid: member.uid, email: member.email })]);
  });

  it("answers 403 for another member's e-mail and 401 to a visitor", async () => {
    expectProblem(await request(t.app).get('/users').query({ email: b.email }).set(bearer(a)), 403);
    expectProblem(await request(t.app).get('/users').query({ email: a.email }), 401);
  });
});

describe('issue 22', () => {
  it('issue 22 #13: a changed e-mail never hands the record to whoever registers the old address next', async () => {
    // The victim has a record, then changes their address.
    const victim = await createMember();
    const oldEmail = victim.email;
    expect((await request(t.app).post('/users').set(bearer(victim)).send({ name: 'Vera Victim' })).status).toBe(201);
    const newEmail = `moved-${oldEmail}`;
    await emulator().update(victim.uid, { email: newEmail, emailVerified: true });
    const moved = { ...victim, email: newEmail, idToken: await signIn({ email: newEmail, password: victim.password }) };

    // The attacker signs up, unverified, with the victim's old address.
    const attacker = await createUnverifiedMember({ email: oldEmail });
    const looked = await request(t.app).get('/users').query({ email: oldEmail }).set(bearer(attacker));
    expect(looked.status).toBe(200);
    expect(looked.body).toEqual([]);

    const patched = await request(t.app)
      .patch('/users/me')
      .set(bearer(attacker))
      .send({ name: 'Mallory', photoURL: 'https://evil.example/x.png' });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ uid: attacker.uid, name: 'Mallory' });
    const created = await request(t.app).post('/users').set(bearer(attacker)).send({ name: 'Mallory' });
    expect(created.status).toBe(200);
    expect(created.body.insertedId).not.toBe(looked.body[0]?._id);

    // The victim's record is untouched and still theirs, under their new address.
    const mine = await request(t.app).get('/users').query({ email: newEmail }).set(bearer(moved));
    expect(mine.body).toEqual([expect.objectContaining({ uid: victim.uid, email: newEmail, name: 'Vera Victim' })]);
    expect(await t.store.findUserByUid(victim.uid)).toMatchObject({ name: 'Vera Victim', photoURL: '' });
    expect(await t.store.findUserByUid(attacker.uid)).toMatchObject({ uid: attacker.uid, name: 'Mallory' });
  });

  it("issue 22 #18: PATCH /users/me counts against the account limit; an unverified account's name does not block a verified member", async () => {
    const limited = buildTestApp({
      rateLimit: { windowMs: 60_000, readMax: 0, writeMax: 0, likeMax: 0, accountMax: 3, addressMax: 0 },
    });
    try {
      const squatter = await createUnverifiedMember();
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        statuses.push(
          (
            await request(limited.app)
              .patch('/users/me')
              .set(bearer(squatter))
              .send({ name: `Squat ${i}` })
          ).status,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }

    const squatter = await createUnverifiedMember();
    expect((await request(t.app).patch('/users/me').set(bearer(squatter)).send({ name: 'Rosa Verified' })).status).toBe(
      200,
    );
    // Another unverified account cannot take it from them...
    const other = await createUnverifiedMember();
    expectProblem(await request(t.app).patch('/users/me').set(bearer(other)).send({ name: 'rosa verified' }), 409);
    // ...but a verified member can, and the squatter loses it.
    const rosa = await createMember();
    const taken = await request(t.app).patch('/users/me').set(bearer(rosa)).send({ name: 'Rosa Verified' });
    expect(taken.status).toBe(200);
    expect(taken.body).toMatchObject({ uid: rosa.uid, name: 'Rosa Verified' });
    expect((await t.store.findUserByUid(squatter.uid))?.name).toBe('');
    // Once it is a verified member's, nobody else gets it.
    expectProblem(await request(t.app).patch('/users/me').set(bearer(squatter)).send({ name: 'Rosa Verified' }), 409);
  });

  it('issue 22 #3: a name can be checked before the account exists (rate limited), so sign-up makes nothing half-way', async () => {
    const maya = await createMember();
    expect((await request(t.app).patch('/users/me').set(bearer(maya)).send({ name: 'Maya Greenfield' })).status).toBe(
      200,
    );
    const ask = (app: TestApp['app'], name: string) => request(app).get('/users/name-available').query({ name });
    expect((await ask(t.app, 'maya greenfield')).body).toEqual({ available: false });
    expect((await ask(t.app, 'Juniper Okafor')).body).toEqual({ available: true });
    // A name the rules refuse is a 400 with the field's message.
    const blank = await ask(t.app, '\u3164\u3164');
    expectProblem(blank, 400);
    expectProblem(await request(t.app).get('/users/name-available'), 400);

    const limited = buildTestApp({
      rateLimit: { windowMs: 60_000, readMax: 0, writeMax: 0, likeMax: 0, accountMax: 2, addressMax: 0 },
    });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await ask(limited.app, `Name ${i}`)).status);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });

  it('issue 22 #17: names compare by their confusable skeleton; text without a visible letter is refused', async () => {
    const maya = await createMember();
    expect((await request(t.app).patch('/users/me').set(bearer(maya)).send({ name: 'Maya Okonkwo' })).status).toBe(200);
    const mimic = await createMember();
    // Cyrillic а and о, Greek Ο: they read as the Latin name.
    for (const name of ['M\u0430ya Okonkwo', 'Maya \u041Ekonkwo', 'Maya \u039Fkonkwo', 'rnaya okonkwo']) {
      const res = await request(t.app).patch('/users/me').set(bearer(mimic)).send({ name });
      expectProblem(res, 409);
    }
    // Invisible letters trailing or alone.
    for (const name of ['Maya\u3164', 'Mimi\uFFA0', 'Mimi\u2800', '\u115FMimi', '\u3164\u3164', '\u2800']) {
      const res = await request(t.app).patch('/users/me').set(bearer(mimic)).send({ name });
      expectProblem(res, 400);
    }
    for (const title of ['\u3164\u3164\u3164', '\uFFA0', 'Mulch\u2800']) {
      const res = await request(t.app).post('/gardenTips').set(bearer(mimic)).send(tipInput({ title }));
      expectProblem(res, 400);
      expect(res.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'title' })]));
    }
  });
});
