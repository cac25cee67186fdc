import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app';
import { expectProblem, tipInput } from '../../../test/helpers/fixtures';
import { bearer, createMember, type Member } from '../../../test/helpers/members';

let t: TestApp;
let a: Member;
let b: Member;

beforeAll(async () => {
  t = buildTestApp();
  [a, b] = await Promise.all([createMember(), createMember()]);
});
afterAll(() => t.close());

describe('GET /dashboard-stats?email=', () => {
  it("answers the totals and the caller's own count", async () => {
    for (const [member, n] of [
      [a, 2],
      [b, 1],
    ] as const) {
      for (let i = 0; i < n; i += 1) {
        await request(t.app)
          .post('/gardenTips')
          .set(bearer(member))
          .send(tipInput({ availability: i ? 'Hidden' : 'Public' }));
      }
      await request(t.app).post('/users').set(bearer(member)).send({});
    }
    const res = await request(t.app).get('/dashboard-stats').query({ email: a.email }).set(bearer(a));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ totalTips: 3, myTips: 2, totalGardeners: 0, totalUsers: 2 });
  });

  it('counts the caller as a user even before any POST /users, once', async () => {
    const c = await createMember();
    const before = (await request(t.app).get('/dashboard-stats').query({ email: a.email }).set(bearer(a))).body
      .totalUsers;
    const first = await request(t.app).get('/dashboard-stats').query({ email: c.email }).set(bearer(c));
    expect(first.body.totalUsers).toBe(before + 1);
    const again = await request(t.app).get('/dashboard-stats').query({ email: c.email }).set(bearer(c));
    expect(again.body.totalUsers).toBe(before + 1);
    const users = await request(t.app).get('/users').query({ email: c.email }).set(bearer(c));
    expect(users.body).toHaveLength(1);
  });

  it("answers 403 for another member's e-mail, 401 to a visitor, 400 without an e-mail", async () => {
    expectProblem(await request(t.app).get('/dashboard-stats').query({ email: b.email }).set(bearer(a)), 403);
    expectProblem(await request(t.app).get('/dashboard-stats').query({ email: a.email }), 401);
    expectProblem(await request(t.app).get('/dashboard-stats').set(bearer(a)), 400);
  });
});
