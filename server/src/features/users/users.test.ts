import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app';
import { expectProblem } from '../../../test/helpers/fixtures';
import { bearer, createAnonymousMember, createMember, type Member } from '../../../test/helpers/members';

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
    const body = {
      name: 'Ada Lovelace',
      photoURL: 'https://example.com/ada.png',
      creationTime: 'Sun, 22 Nov 2026 09:00:00 GMT',
    };
    const first = await request(t.app).post('/users').set(bearer(a)).send(body);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ insertedId: expect.stringMatching(/^[0-9a-f]{24}$/) });
    const again = await request(t.app).post('/users').set(bearer(a)).send({ name: 'Other name' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await t.store.findUserByEmail(a.email)).toMatchObject({ uid: a.uid, email: a.email, ...body });
  });

  it('takes uid and e-mail from the token, never from the body (Google shape)', async () => {
    const res = await request(t.app)
      .post('/users')
      .set(bearer(b))
      .send({ displayName: 'B', email: 'forged@example.com', uid: 'forged', photoURL: '' });
    expect(res.status).toBe(201);
    expect(await t.store.findUserByEmail('forged@example.com')).toBeNull();
    expect(await t.store.findUserByEmail(b.email)).toMatchObject({ uid: b.uid, email: b.email, name: 'B' });
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
    expect(await t.store.findUserByEmail(member.email)).toBeNull();
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
