import { MESSAGES } from '@green-circle/contract';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app';
import { expectProblem, tipInput } from '../../../test/helpers/fixtures';
import { bearer, createAnonymousMember, createMember, type Member } from '../../../test/helpers/members';

let t: TestApp;
let a: Member;
let b: Member;

beforeAll(async () => {
  t = buildTestApp();
  [a, b] = await Promise.all([createMember({ displayName: 'Ada Greenthumb' }), createMember()]);
});
afterAll(() => t.close());

async function shareAs(member: Member, overrides = {}) {
  const res = await request(t.app).post('/gardenTips').set(bearer(member)).send(tipInput(overrides));
  expect(res.status).toBe(201);
  return res.body.insertedId as string;
}

describe('POST /gardenTips', () => {
  it('stores the seven fields with the author from the token and answers 201 {insertedId}', async () => {
    const body = tipInput({ title: '  Prune tomato suckers  ' });
    const res = await request(t.app).post('/gardenTips').set(bearer(a)).send(body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ insertedId: expect.stringMatching(/^[0-9a-f]{24}$/) });
    expect(res.headers.location).toBe(`/gardenTips/${res.body.insertedId}`);
    const stored = await t.store.getTip(res.body.insertedId);
    expect(stored).toMatchObject({
      ...body,
      title: 'Prune tomato suckers',
      likes: 0,
      email: a.email,
      displayName: 'Ada Greenthumb',
      authorUid: a.uid,
    });
  });

  it('ignores likes, email, displayName, authorUid and _id sent in the body', async () => {
    const forged = {
      likes: 999,
      email: b.email,
      displayName: 'Someone',
      authorUid: b.uid,
      _id: '0123456789abcdef01234567',
    };
    const res = await request(t.app)
      .post('/gardenTips')
      .set(bearer(a))
      .send({ ...tipInput(), ...forged });
    expect(res.status).toBe(201);
    expect(res.body.insertedId).not.toBe(forged._id);
    const stored = await t.store.getTip(res.body.insertedId);
    expect(stored).toMatchObject({ likes: 0, email: a.email, displayName: 'Ada Greenthumb', authorUid: a.uid });
    expect(await t.store.getTip(forged._id)).toBeNull();
  });

  it("never names the author by any part of the e-mail address: without a name it is the spec's 'No Name Provided'", async () => {
    const id = await shareAs(b);
    expect((await t.store.getTip(id))?.displayName).toBe(MESSAGES.noName);
  });

  it('answers 401 to a visitor and 403 to an account without an e-mail', async () => {
    const before = (await t.store.listTips({ includeHidden: true, sort: 'newest', limit: 1 })).total;
    expectProblem(await request(t.app).post('/gardenTips').send(tipInput()), 401);
    const anonymous = await createAnonymousMember();
    expectProblem(await request(t.app).post('/gardenTips').set(bearer(anonymous)).send(tipInput()), 403);
    expect((await t.store.listTips({ includeHidden: true, sort: 'newest', limit: 1 })).total).toBe(before);
  });
});

describe('PUT /gardenTips/:id', () => {
  it('lets the author replace the seven fields and answers {modifiedCount: 1}', async () => {
    const id = await shareAs(a);
    const update = tipInput({ title: 'Renamed', availability: 'Hidden', difficulty: 'Hard' });
    const res = await request(t.app).put(`/gardenTips/${id}`).set(bearer(a)).send(update);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ modifiedCount: 1 });
    expect(await t.store.getTip(id)).toMatchObject({ ...update, authorUid: a.uid, email: a.email });
  });

  it('keeps likes and the author whatever the body says', async () => {
    const id = await shareAs(a);
    await t.store.likeTip(id, 'someone');
    const res = await request(t.app)
      .put(`/gardenTips/${id}`)
      .set(bearer(a))
      .send({ ...tipInput(), likes: 50, email: b.email, authorUid: b.uid, _id: '0123456789abcdef01234567' });
    expect(res.status).toBe(200);
    expect(await t.store.getTip(id)).toMatchObject({ _id: id, likes: 1, email: a.email, authorUid: a.uid });
  });

  it('answers 403 to another member and leaves the tip unchanged', async () => {
    const id = await shareAs(a);
    const before = await t.store.getTip(id);
    expectProblem(
      await request(t.app)
        .put(`/gardenTips/${id}`)
        .set(bearer(b))
        .send(tipInput({ title: 'Mine now' })),
      403,
    );
    expect(await t.store.getTip(id)).toEqual(before);
  });

  it('answers 401 to a visitor, 404 to an unknown id and 400 to a malformed one', async () => {
    const id = await shareAs(a);
    expectProblem(await request(t.app).put(`/gardenTips/${id}`).send(tipInput()), 401);
    expectProblem(
      await request(t.app).put('/gardenTips/0123456789abcdef01234567').set(bearer(a)).send(tipInput()),
      404,
    );
    expectProblem(await request(t.app).put('/gardenTips/12345').set(bearer(a)).send(tipInput()), 400);
  });
});

describe('DELETE /gardenTips/:id', () => {
  it('lets the author remove the tip and its likes, answering {deletedCount: 1}', async () => {
    const id = await shareAs(a);
    await request(t.app).patch(`/gardenTips/${id}/like`).set(bearer(b)).send({ increment: 1 });
    const res = await request(t.app).delete(`/gardenTips/${id}`).set(bearer(a));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deletedCount: 1 });
    expect(await t.store.getTip(id)).toBeNull();
    expect(await t.store.hasLiked(id, b.uid)).toBe(false);
    expectProblem(await request(t.app).delete(`/gardenTips/${id}`).set(bearer(a)), 404);
  });

  it('answers 403 to another member and 401 to a visitor, keeping the tip', async () => {
    const id = await shareAs(a);
    expectProblem(await request(t.app).delete(`/gardenTips/${id}`).set(bearer(b)), 403);
    expectProblem(await request(t.app).delete(`/gardenTips/${id}`), 401);
    expect(await t.store.getTip(id)).not.toBeNull();
  });

  it('answers 400 to a malformed id', async () => {
    expectProblem(await request(t.app).delete('/gardenTips/xyz').set(bearer(a)), 400);
  });
});
