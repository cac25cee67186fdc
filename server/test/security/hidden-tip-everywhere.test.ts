import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_AUTHOR_ID_SECRET, buildTestApp, type TestApp } from '../helpers/app';
import { tipInput } from '../helpers/fixtures';
import { bearer, createMember, type Member } from '../helpers/members';
import { giveRole, shareTip } from '../helpers/safety';
import { createAuthorIds } from '../../src/features/tips/author-id';

// Issue 33 finding 12: a tip moderators hid is 404 to everyone but its author in every answer
// that joins tips, not only GET /gardenTips/{id}: notifications, comments, trials, reminders
// and the calendar feed, follows' feeds, liked lists, search, the gardener's counts.

const authorIdOf = createAuthorIds(TEST_AUTHOR_ID_SECRET);
const TITLE = 'Secret hidden tip title';
const BODY = 'A comment in the hidden tip thread';

let t: TestApp;
let author: Member;
let reader: Member;
let moderator: Member;
let tipId: string;
let commentId: string;

beforeAll(async () => {
  t = buildTestApp();
  [author, reader, moderator] = await Promise.all([createMember(), createMember(), createMember()]);
  await giveRole(t, moderator, 'moderator');
  tipId = await shareTip(t, author, tipInput({ title: TITLE, months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] }));
  const as = (member: Member) => ({ ...bearer(member), 'Content-Type': 'application/json' });
  // The reader meets the tip every way a member can: likes, follows its author, reminds
  // themselves, comments (and is answered), tries it.
  expect((await request(t.app).patch(`/gardenTips/${tipId}/like`).set(as(reader)).send({ increment: 1 })).status).toBe(
    200,
  );
  expect(
    (
      await request(t.app)
        .put(`/me/following/${authorIdOf(author.uid)}`)
        .set(as(reader))
    ).status,
  ).toBeLessThan(300);
  expect((await request(t.app).post('/me/plan').set(as(reader)).send({ tipId })).status).toBe(201);
  const comment = await request(t.app).post(`/gardenTips/${tipId}/comments`).set(as(reader)).send({ body: BODY });
  expect(comment.status).toBe(201);
  commentId = comment.body._id as string;
  const reply = await request(t.app)
    .post(`/gardenTips/${tipId}/comments`)
    .set(as(author))
    .send({ body: 'The author answers here', parentId: commentId });
  expect(reply.status).toBe(201);
  const trial = await request(t.app).put(`/gardenTips/${tipId}/trials/me`).set(as(reader)).send({ outcome: 'worked' });
  expect(trial.status).toBe(201);
  // Before the hide the reader's notification names the tip: the check below can fail.
  const before = await request(t.app).get('/me/notifications').set(bearer(reader));
  expect(before.text).toContain(TITLE);
  const hide = await request(t.app)
    .post('/moderation/actions')
    .set(bearer(moderator))
    .send({ target: { kind: 'tip', id: tipId }, action: 'hide', reason: 'Unsafe' });
  expect(hide.status).toBe(200);
});
afterAll(() => t.close());

const get = (path: string, member: Member | null) => {
  const req = request(t.app).get(path);
  return member === null ? req : req.set(bearer(member));
};

describe('findings 12: a hidden tip is 404 to everyone but its author, in every answer', () => {
  it('GET /me/notifications names neither the tip nor the comment in it (and the author still reads theirs)', async () => {
    const res = await get('/me/notifications?limit=50', reader);
    expect(res.status).toBe(200);
    const reply = (res.body as Array<Record<string, unknown>>).find((n) => n.kind === 'reply');
    expect(reply).toMatchObject({ tipId: null, tipTitle: null, commentId: null, excerpt: null });
    for (const leak of [TITLE, tipId, 'The author answers here']) expect(res.text).not.toContain(leak);
    const own = await get('/me/notifications?limit=50', author);
    expect(own.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'tip-hidden', tipId, tipTitle: TITLE })]),
    );
  });

  it('the tip, its comments and its trials answer 404 to the reader and to a visitor, 200 to the author', async () => {
    for (const path of [`/gardenTips/${tipId}`, `/gardenTips/${tipId}/comments`, `/gardenTips/${tipId}/trials`]) {
      expect((await get(path, reader)).status, path).toBe(404);
      expect((await get(path, null)).status, path).toBe(404);
      expect((await get(path, author)).status, path).toBe(200);
    }
    expect((await get(`/gardenTips/${tipId}/trials/me`, reader)).status).toBe(404);
  });

  it('lists leave it out: newest, liked, following, in season, search, top liked', async () => {
    const month = new Date().getUTCMonth() + 1;
    for (const path of [
      '/gardenTips?limit=100',
      '/gardenTips?liked=me',
      '/gardenTips?following=1',
      `/gardenTips?month=${month}&limit=100`,
      `/gardenTips?q=${encodeURIComponent('secret hidden')}`,
      `/gardenTips?author=${authorIdOf(author.uid)}`,
      '/top-liked',
    ]) {
      const res = await get(path, reader);
      expect(res.status, path).toBe(200);
      expect(res.text, path).not.toContain(TITLE);
      expect(res.text, path).not.toContain(tipId);
    }
  });

  it('reminders and the calendar feed leave it out', async () => {
    const reminders = await get('/me/plan', reader);
    expect(reminders.text).not.toContain(TITLE);
    const url = (await get('/me/calendar', reader)).body.url as string;
    const feed = await request(t.app).get(new URL(url).pathname);
    expect(feed.status).toBe(200);
    expect(feed.text).not.toContain(TITLE);
    expect(feed.text).not.toContain(tipId);
  });

  it('the gardener page does not count it for others', async () => {
    const page = await get(`/gardeners/${authorIdOf(author.uid)}`, reader);
    expect(page.body.counts).toMatchObject({ tips: 0, likesReceived: 0 });
  });

  it('no answer to the reader carries the author’s e-mail or uid', async () => {
    for (const path of ['/me/notifications', '/me/following', '/me/plan', '/gardenTips?liked=me']) {
      const res = await get(path, reader);
      expect(res.text).not.toContain(author.uid);
      expect(res.text).not.toContain(author.email);
    }
  });
});
