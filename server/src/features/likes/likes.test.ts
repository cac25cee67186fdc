import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app';
import { expectProblem, tipInput } from '../../../test/helpers/fixtures';
import {
  bearer,
  createMember,
  createMembers,
  createUnverifiedMember,
  type Member,
} from '../../../test/helpers/members';

let t: TestApp;
let a: Member;
let b: Member;

beforeAll(async () => {
  t = buildTestApp();
  [a, b] = await Promise.all([createMember(), createMember()]);
});
afterAll(() => t.close());

async function shareAs(member: Member, overrides = {}) {
  const res = await request(t.app).post('/gardenTips').set(bearer(member)).send(tipInput(overrides));
  return res.body.insertedId as string;
}

const like = (id: string, member?: Member, body: unknown = { increment: 1 }) => {
  const req = request(t.app).patch(`/gardenTips/${id}/like`);
  return (member ? req.set(bearer(member)) : req).send(body as object);
};

describe('PATCH /gardenTips/:id/like', () => {
  it('adds one like per member and answers {likes, liked: true}; a repeat changes nothing', async () => {
    const id = await shareAs(a);
    expect((await like(id, b)).body).toEqual({ likes: 1, liked: true });
    const repeat = await like(id, b);
    expect(repeat.status).toBe(200);
    expect(repeat.body).toEqual({ likes: 1, liked: true });
    expect((await like(id, a)).body).toEqual({ likes: 2, liked: true });
  });

  it('lets a member like a Hidden tip', async () => {
    const id = await shareAs(a, { availability: 'Hidden' });
    expect((await like(id, b)).body).toEqual({ likes: 1, liked: true });
  });

  it('answers 401 to a visitor, 404 to an unknown tip and 400 to a malformed id', async () => {
    const id = await shareAs(a);
    expectProblem(await like(id), 401);
    expectProblem(await like('0123456789abcdef01234567', b), 404);
    expectProblem(await like('nope', b), 400);
    expect((await t.store.getTip(id))?.likes).toBe(0);
  });

  it.each([
    ['{"increment":5}', { increment: 5 }],
    ['{"increment":-1}', { increment: -1 }],
    ['{"increment":"1"}', { increment: '1' }],
    ['{"increment":1,"extra":true}', { increment: 1, extra: true }],
    ['{}', {}],
    ['[1]', [1]],
  ])('answers 400 to %s and adds nothing', async (_label, body) => {
    const id = await shareAs(a);
    expectProblem(await like(id, b, body), 400);
    expect((await t.store.getTip(id))?.likes).toBe(0);
    expect(await t.store.hasLiked(id, b.uid)).toBe(false);
  });

  it('counts 100 concurrent likes by 100 members as exactly 100', async () => {
    const id = await shareAs(a);
    const members = await createMembers(100);
    const results = await Promise.all(members.map((m) => like(id, m)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect((await t.store.getTip(id))?.likes).toBe(100);
    expect(Math.max(...results.map((r) => r.body.likes))).toBe(100);
  });

  it("counts one member's 20 concurrent repeats as 1", async () => {
    const id = await shareAs(a);
    const results = await Promise.all(Array.from({ length: 20 }, () => like(id, b)));
    expect(results.every((r) => r.status === 200 && r.body.likes === 1)).toBe(true);
    expect((await t.store.getTip(id))?.likes).toBe(1);
  });
});

describe('DELETE /gardenTips/:id/like (issue 25)', () => {
  const unlike = (id: string, member?: { idToken: string }) => {
    const req = request(t.app).delete(`/gardenTips/${id}/like`);
    return member ? req.set(bearer(member)) : req;
  };

  it('takes the caller\u2019s like back and answers {likes, liked: false}; a repeat changes nothing; liking again counts', async () => {
    const id = await shareAs(a);
    await like(id, a);
    await like(id, b);
    const res = await unlike(id, b);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ likes: 1, liked: false });
    expect(await t.store.hasLiked(id, b.uid)).toBe(false);
    expect(await t.store.hasLiked(id, a.uid)).toBe(true);
    expect((await unlike(id, b)).body).toEqual({ likes: 1, liked: false });
    expect((await like(id, b)).body).toEqual({ likes: 2, liked: true });
    expect((await request(t.app).get(`/gardenTips/${id}`).set(bearer(b))).body.likes).toBe(2);
  });

  it('answers 401 to a visitor, 403 to an unverified member, 404 to an unknown tip and 400 to a malformed id', async () => {
    const id = await shareAs(a);
    await like(id, b);
    expectProblem(await unlike(id), 401);
    expectProblem(await unlike(id, await createUnverifiedMember()), 403);
    expectProblem(await unlike('0123456789abcdef01234567', b), 404);
    expectProblem(await unlike('nope', b), 400);
    expect((await t.store.getTip(id))?.likes).toBe(1);
    expect(await t.store.hasLiked(id, b.uid)).toBe(true);
  });

  it('counts 30 members liking and 30 others taking theirs back, all at once, exactly', async () => {
    const id = await shareAs(a);
    const [leaving, joining] = [await createMembers(30), await createMembers(30)];
    await Promise.all(leaving.map((m) => like(id, m)));
    const results = await Promise.all([...leaving.map((m) => unlike(id, m)), ...joining.map((m) => like(id, m))]);
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect((await t.store.getTip(id))?.likes).toBe(30);
  });
});

describe('GET /gardenTips?liked=me', () => {
  it('lists the tips the caller liked, most recently liked first', async () => {
    const liker = await createMember();
    const first = await shareAs(a, { title: 'Liked first' });
    const second = await shareAs(b, { title: 'Liked second', availability: 'Hidden' });
    await shareAs(a, { title: 'Not liked' });
    await like(first, liker);
    await new Promise((r) => setTimeout(r, 5));
    await like(second, liker);
    const res = await request(t.app).get('/gardenTips?liked=me').set(bearer(liker));
    expect(res.status).toBe(200);
    expect(res.body.map((tip: { _id: string }) => tip._id)).toEqual([second, first]);
    expect(res.headers['x-total-count']).toBe('2');
  });

  it('answers 401 to a visitor and 400 to any other value', async () => {
    expectProblem(await request(t.app).get('/gardenTips?liked=me'), 401);
    expectProblem(await request(t.app).get('/gardenTips?liked=you').set(bearer(a)), 400);
  });
});

describe('GET /top-liked', () => {
  it("answers the 6 most liked Public tips, ties newest first, with the spec's five fields and imageAlt (issue 11)", async () => {
    const fresh = buildTestApp();
    try {
      const ids: string[] = [];
      for (let i = 0; i < 8; i += 1) {
        const res = await request(fresh.app)
          .post('/gardenTips')
          .set(bearer(a))
          .send(tipInput({ title: `Tip ${i}` }));
        ids.push(res.body.insertedId);
      }
      const hidden = await request(fresh.app)
        .post('/gardenTips')
        .set(bearer(a))
        .send(tipInput({ title: 'Hidden star', availability: 'Hidden' }));
      const likesFor = [5, 1, 1, 0, 3, 0, 2, 4];
      for (const [i, n] of likesFor.entries()) {
        for (let k = 0; k < n; k += 1) await fresh.store.likeTip(ids[i]!, `u${k}`);
      }
      for (let k = 0; k < 9; k += 1) await fresh.store.likeTip(hidden.body.insertedId, `u${k}`);

      const res = await request(fresh.app).get('/top-liked');
      expect(res.status).toBe(200);
      expect(res.body.map((tip: { title: string }) => tip.title)).toEqual([
        'Tip 0',
        'Tip 7',
        'Tip 4',
        'Tip 6',
        'Tip 2',
        'Tip 1',
      ]);
      expect(Object.keys(res.body[0]).sort()).toEqual(['_id', 'description', 'image', 'imageAlt', 'likes', 'title']);
    } finally {
      await fresh.close();
    }
  });
});
