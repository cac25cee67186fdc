import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers/app';
import { expectProblem, tipInput } from '../../test/helpers/fixtures';
import { bearer, createMember, type Member } from '../../test/helpers/members';

// The store contract pins id normalisation in both stores; this pins what the API answers.
let t: TestApp;
let author: Member;
let fan: Member;
beforeAll(async () => {
  t = buildTestApp();
  [author, fan] = await Promise.all([createMember(), createMember()]);
});
afterAll(() => t.close());

describe('tip ids in any case name the same tip', () => {
  it('reads, likes, updates and deletes a tip by its upper-case id', async () => {
    const id = (await request(t.app).post('/gardenTips').set(bearer(author)).send(tipInput())).body
      .insertedId as string;
    const upper = id.toUpperCase();
    const read = await request(t.app).get(`/gardenTips/${upper}`).set(bearer(fan));
    expect(read.status).toBe(200);
    expect(read.body._id).toBe(id);
    expect(
      (await request(t.app).patch(`/gardenTips/${upper}/like`).set(bearer(fan)).send({ increment: 1 })).body,
    ).toEqual({ likes: 1, liked: true });
    expect(
      (await request(t.app).patch(`/gardenTips/${id}/like`).set(bearer(fan)).send({ increment: 1 })).body,
    ).toMatchObject({ likes: 1 });
    expect((await request(t.app).get(`/gardenTips/${id}`).set(bearer(fan))).body).toMatchObject({
      likes: 1,
      likedByMe: true,
    });
    expectProblem(await request(t.app).put(`/gardenTips/${upper}`).set(bearer(fan)).send(tipInput()), 403);
    expect(
      (
        await request(t.app)
          .put(`/gardenTips/${upper}`)
          .set(bearer(author))
          .send(tipInput({ title: 'Renamed' }))
      ).status,
    ).toBe(200);
    expect((await request(t.app).get(`/gardenTips/${id}`)).body.title).toBe('Renamed');
    expect((await request(t.app).delete(`/gardenTips/${upper}`).set(bearer(author))).body).toEqual({ deletedCount: 1 });
    expectProblem(await request(t.app).get(`/gardenTips/${id}`), 404);
  });
});
