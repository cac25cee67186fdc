import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app';
import { expectProblem, tipInput } from '../../../test/helpers/fixtures';
import { bearer, createMember, createUnverifiedMember, type Member } from '../../../test/helpers/members';

let t: TestApp;
let maya: Member;
let omar: Member;
let lina: Member;
const ids = new Map<Member, string>();

/** Makes the member's record (as sign-up does) and returns their public author id. */
async function join(member: Member, displayName: string): Promise<string> {
  expect((await request(t.app).post('/users').set(bearer(member)).send({ displayName })).status).toBe(201);
  const res = await request(t.app)
    .get(`/users?email=${encodeURIComponent(member.email)}`)
    .set(bearer(member));
  return res.body[0].authorId as string;
}

async function share(member: Member, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await request(t.app).post('/gardenTips').set(bearer(member)).send(tipInput(overrides));
  expect(res.status).toBe(201);
  return res.body.insertedId as string;
}

/** Nothing private of any member anywhere in an answer. */
function expectNoPrivateData(text: string) {
  for (const member of [maya, omar, lina]) {
    expect(text).not.toContain(member.uid);
    expect(text.toLowerCase()).not.toContain(member.email.toLowerCase());
  }
}

beforeAll(async () => {
  t = buildTestApp();
  [maya, omar, lina] = await Promise.all([createMember(), createMember(), createMember()]);
  ids.set(maya, await join(maya, 'Maya Gardener'));
  ids.set(omar, await join(omar, 'Omar Gardener'));
  ids.set(lina, await join(lina, 'Lina Gardener'));
});
afterAll(() => t.close());

describe('GET /gardeners/:authorId', () => {
  it('shows a gardener to a visitor: name, bio, joined, counts of public tips, no followedByMe, nothing private', async () => {
    const liked = await share(maya);
    await share(maya, { availability: 'Hidden' });
    await request(t.app).patch(`/gardenTips/${liked}/like`).set(bearer(omar)).send({ increment: 1 });
    const res = await request(t.app).get(`/gardeners/${ids.get(maya)}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      authorId: ids.get(maya),
      displayName: 'Maya Gardener',
      photoURL: null,
      card: null,
      bio: '',
      joinedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      garden: null,
      plants: [],
      counts: { tips: 1, likesReceived: 1, trials: 0, followers: 0, following: 0 },
    });
    expectNoPrivateData(res.text);
  });

  it('counts Hidden tips for a member and says whether they follow', async () => {
    const res = await request(t.app)
      .get(`/gardeners/${ids.get(maya)}`)
      .set(bearer(lina));
    expect(res.body.counts.tips).toBe(2);
    expect(res.body.followedByMe).toBe(false);
  });

  it('answers 404 to an unknown id and 400 to a malformed one', async () => {
    expectProblem(await request(t.app).get(`/gardeners/${'0'.repeat(24)}`), 404);
    expectProblem(await request(t.app).get('/gardeners/not-an-id'), 400);
    expectProblem(await request(t.app).get(`/gardeners/${maya.uid}`), 400);
  });
});

describe('PATCH /users/me: bio and showGarden', () => {
  it('keeps a bio and shows the garden only when the member chooses to', async () => {
    await request(t.app).put('/me/garden').set(bearer(lina)).send({ hemisphere: 'south', zone: '9b' });
    const saved = await request(t.app).patch('/users/me').set(bearer(lina)).send({ bio: '  Seeds and patience.  ' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ bio: 'Seeds and patience.', showGarden: false });
    const hidden = await request(t.app).get(`/gardeners/${ids.get(lina)}`);
    expect(hidden.body).toMatchObject({ bio: 'Seeds and patience.', garden: null });
    await request(t.app).patch('/users/me').set(bearer(lina)).send({ showGarden: true });
    const shown = await request(t.app).get(`/gardeners/${ids.get(lina)}`);
    expect(shown.body.garden).toEqual({ hemisphere: 'south', zone: '9b' });
    await request(t.app).patch('/users/me').set(bearer(lina)).send({ showGarden: false });
    expect((await request(t.app).get(`/gardeners/${ids.get(lina)}`)).body.garden).toBeNull();
    expect((await request(t.app).get(`/gardeners/${ids.get(lina)}`)).body.bio).toBe('Seeds and patience.');
  });

  it.each([
    ['a bio over 280 characters', { bio: 'a'.repeat(281) }],
    ['a bio with invisible characters', { bio: 'Hi\u200bthere' }],
    ['a bio of only punctuation', { bio: '...' }],
    ['a bio that is not text', { bio: 42 }],
    ['showGarden that is not a boolean', { showGarden: 'yes' }],
  ])('refuses %s', async (_label, body) => {
    const res = await request(t.app).patch('/users/me').set(bearer(lina)).send(body);
    expectProblem(res, 400);
    expect((await request(t.app).get(`/gardeners/${ids.get(lina)}`)).body.bio).toBe('Seeds and patience.');
  });
});

describe('following', () => {
  it('PUT answers 201 the first time, 200 after; counts, followedByMe and GET /me/following agree', async () => {
    const first = await request(t.app)
      .put(`/me/following/${ids.get(maya)}`)
      .set(bearer(omar));
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ authorId: ids.get(maya), following: true });
    expect(
      (
        await request(t.app)
          .put(`/me/following/${ids.get(maya)}`)
          .set(bearer(omar))
      ).status,
    ).toBe(200);
    await request(t.app)
      .put(`/me/following/${ids.get(lina)}`)
      .set(bearer(omar));
    const page = await request(t.app)
      .get(`/gardeners/${ids.get(maya)}`)
      .set(bearer(omar));
    expect(page.body.followedByMe).toBe(true);
    expect(page.body.counts.followers).toBe(1);
    expect((await request(t.app).get(`/gardeners/${ids.get(omar)}`)).body.counts.following).toBe(2);
    const list = await request(t.app).get('/me/following').set(bearer(omar));
    expect(list.status).toBe(200);
    expect(list.body.map((g: { displayName: string }) => g.displayName).sort()).toEqual([
      'Lina Gardener',
      'Maya Gardener',
    ]);
    expect(list.body[0]).toEqual({
      authorId: expect.any(String),
      displayName: expect.any(String),
      authorPhotoURL: null,
      followedAt: expect.any(String),
    });
    expectNoPrivateData(list.text);
  });

  it('DELETE stops following (200, also when not following)', async () => {
    await request(t.app)
      .put(`/me/following/${ids.get(omar)}`)
      .set(bearer(lina));
    expect(
      (
        await request(t.app)
          .delete(`/me/following/${ids.get(omar)}`)
          .set(bearer(lina))
      ).status,
    ).toBe(200);
    expect(
      (
        await request(t.app)
          .delete(`/me/following/${ids.get(omar)}`)
          .set(bearer(lina))
      ).status,
    ).toBe(200);
    expect((await request(t.app).get('/me/following').set(bearer(lina))).body).toEqual([]);
    expect(
      (
        await request(t.app)
          .get(`/gardeners/${ids.get(omar)}`)
          .set(bearer(lina))
      ).body.followedByMe,
    ).toBe(false);
  });

  it('refuses following yourself (400), an unknown gardener (404), a visitor (401) and an unverified member (403)', async () => {
    expectProblem(
      await request(t.app)
        .put(`/me/following/${ids.get(maya)}`)
        .set(bearer(maya)),
      400,
    );
    expectProblem(
      await request(t.app)
        .put(`/me/following/${'a'.repeat(24)}`)
        .set(bearer(maya)),
      404,
    );
    expectProblem(await request(t.app).put('/me/following/nope').set(bearer(maya)), 400);
    expectProblem(await request(t.app).put(`/me/following/${ids.get(omar)}`), 401);
    expectProblem(await request(t.app).get('/me/following'), 401);
    const unverified = await createUnverifiedMember();
    expectProblem(
      await request(t.app)
        .put(`/me/following/${ids.get(omar)}`)
        .set(bearer(unverified)),
      403,
    );
  });
});

describe('GET /gardenTips by author and following', () => {
  it('lists one gardener’s tips: Public for visitors, Hidden too for members; an unknown id lists nothing', async () => {
    const publicOne = await share(lina);
    const hiddenOne = await share(lina, { availability: 'Hidden' });
    const visitor = await request(t.app).get(`/gardenTips?author=${ids.get(lina)}`);
    expect(visitor.body.map((tip: { _id: string }) => tip._id)).toEqual([publicOne]);
    expect(visitor.headers['x-total-count']).toBe('1');
    const member = await request(t.app)
      .get(`/gardenTips?author=${ids.get(lina)}`)
      .set(bearer(maya));
    expect(member.body.map((tip: { _id: string }) => tip._id)).toEqual([hiddenOne, publicOne]);
    expect((await request(t.app).get(`/gardenTips?author=${'b'.repeat(24)}`)).body).toEqual([]);
    expectProblem(await request(t.app).get('/gardenTips?author=x'), 400);
  });

  it('following=1 lists tips of the gardeners the caller follows, newest first; visitors get 401', async () => {
    const older = await share(maya);
    const newer = await share(lina);
    await share(omar);
    const res = await request(t.app).get('/gardenTips?following=1&limit=100').set(bearer(omar));
    const listed = res.body.map((tip: { _id: string }) => tip._id);
    expect(listed.indexOf(newer)).toBeLessThan(listed.indexOf(older));
    expect(listed.indexOf(older)).toBeGreaterThanOrEqual(0);
    const authors = new Set(res.body.map((tip: { authorId: string }) => tip.authorId));
    expect([...authors].sort()).toEqual([ids.get(maya), ids.get(lina)].sort());
    expect((await request(t.app).get('/gardenTips?following=1').set(bearer(lina))).body).toEqual([]);
    expectProblem(await request(t.app).get('/gardenTips?following=1'), 401);
    expectProblem(await request(t.app).get('/gardenTips?following=yes').set(bearer(omar)), 400);
  });
});
