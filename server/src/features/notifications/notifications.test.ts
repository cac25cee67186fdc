import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@green-circle/contract';
import { buildTestApp, type TestApp } from '../../../test/helpers/app';
import { expectProblem, tipInput } from '../../../test/helpers/fixtures';
import { bearer, createMember, createUnverifiedMember, type Member } from '../../../test/helpers/members';

let t: TestApp;
let author: Member;
let fanA: Member;
let fanB: Member;
let fanC: Member;
const authorIds = new Map<Member, string>();

async function join(member: Member, displayName: string) {
  await request(t.app).post('/users').set(bearer(member)).send({ displayName });
  const res = await request(t.app)
    .get(`/users?email=${encodeURIComponent(member.email)}`)
    .set(bearer(member));
  authorIds.set(member, res.body[0].authorId as string);
}

async function share(member: Member, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await request(t.app).post('/gardenTips').set(bearer(member)).send(tipInput(overrides));
  expect(res.status).toBe(201);
  return res.body.insertedId as string;
}

const like = (member: Member, tipId: string) =>
  request(t.app).patch(`/gardenTips/${tipId}/like`).set(bearer(member)).send({ increment: 1 });
const unread = async (member: Member) =>
  (await request(t.app).get('/me/notifications/unread-count').set(bearer(member))).body.count as number;
const list = async (member: Member) => {
  const res = await request(t.app).get('/me/notifications').set(bearer(member));
  expect(res.status).toBe(200);
  for (const m of [author, fanA, fanB, fanC]) {
    expect(res.text).not.toContain(m.uid);
    expect(res.text.toLowerCase()).not.toContain(m.email.toLowerCase());
  }
  return res.body as Array<Record<string, unknown> & { _id: string; kind: string; read: boolean }>;
};
const readAll = (member: Member) => request(t.app).post('/me/notifications/read').set(bearer(member)).send({});

beforeAll(async () => {
  t = buildTestApp();
  [author, fanA, fanB, fanC] = await Promise.all([createMember(), createMember(), createMember(), createMember()]);
  await join(author, 'Ada Author');
  await join(fanA, 'Fay First');
  await join(fanB, 'Sid Second');
  await join(fanC, 'Tom Third');
});
afterAll(() => t.close());

describe('notifications produced by real actions', () => {
  it('groups the likes of a tip on one day: newest liker first, the count of all, unread once', async () => {
    const tipId = await share(author, { title: 'Sow beans in May' });
    await like(fanA, tipId);
    await like(fanB, tipId);
    await like(fanC, tipId);
    await like(fanC, tipId);
    const [entry] = await list(author);
    expect(entry).toEqual({
      _id: expect.any(String),
      kind: 'like',
      actors: [
        { authorId: authorIds.get(fanC), displayName: 'Tom Third', authorPhotoURL: null },
        { authorId: authorIds.get(fanB), displayName: 'Sid Second', authorPhotoURL: null },
        { authorId: authorIds.get(fanA), displayName: 'Fay First', authorPhotoURL: null },
      ],
      actorCount: 3,
      tipId,
      tipTitle: 'Sow beans in May',
      commentId: null,
      excerpt: null,
      outcome: null,
      reason: null,
      until: null,
      createdAt: expect.any(String),
      read: false,
    });
    expect(await unread(author)).toBe(1);
  });

  it('tells a gardener who followed them, once however often they follow', async () => {
    await readAll(author);
    await request(t.app)
      .put(`/me/following/${authorIds.get(author)}`)
      .set(bearer(fanA));
    await request(t.app)
      .delete(`/me/following/${authorIds.get(author)}`)
      .set(bearer(fanA));
    await request(t.app)
      .put(`/me/following/${authorIds.get(author)}`)
      .set(bearer(fanA));
    const follows = (await list(author)).filter((n) => n.kind === 'follow');
    expect(follows).toHaveLength(1);
    expect(follows[0]).toMatchObject({ actors: [{ displayName: 'Fay First' }], actorCount: 1, tipId: null });
    expect(await unread(author)).toBe(1);
  });

  it('issue 25: a like taken back the same day takes its notification back; the last one the whole entry', async () => {
    const writer = await createMember();
    await join(writer, 'Una Undone');
    const tipId = await share(writer, { title: 'Mulch in June' });
    const unlike = (member: Member) => request(t.app).delete(`/gardenTips/${tipId}/like`).set(bearer(member));
    await like(fanA, tipId);
    await like(fanB, tipId);
    expect(await unread(writer)).toBe(1);
    expect((await unlike(fanB)).status).toBe(200);
    const [entry] = await list(writer);
    expect(entry).toMatchObject({ kind: 'like', actors: [{ displayName: 'Fay First' }], actorCount: 1 });
    expect((await unlike(fanA)).body).toEqual({ likes: 0, liked: false });
    expect(await list(writer)).toEqual([]);
    expect(await unread(writer)).toBe(0);
  });

  it('never notifies members of their own like', async () => {
    const tipId = await share(fanB);
    await like(fanB, tipId);
    expect((await list(fanB)).filter((n) => n.kind === 'like')).toEqual([]);
  });

  it('writes a reminder on the month’s first visit for a reminder due this month, and only once', async () => {
    const month = new Date().getUTCMonth() + 1;
    const due = await share(author, { title: 'Due now', months: [month] });
    const later = await share(author, { title: 'Not yet', months: [(month % 12) + 1] });
    await request(t.app).put('/me/garden').set(bearer(fanC)).send({ hemisphere: 'north' });
    for (const tipId of [due, later])
      expect((await request(t.app).post('/me/plan').set(bearer(fanC)).send({ tipId })).status).toBe(201);
    const reminders = (await list(fanC)).filter((n) => n.kind === 'reminder');
    expect(reminders.map((n) => n.tipTitle)).toEqual(['Due now']);
    expect(reminders[0]).toMatchObject({ actors: [], actorCount: 0, read: false });
    await list(fanC);
    expect((await list(fanC)).filter((n) => n.kind === 'reminder')).toHaveLength(1);
  });
});

describe('settings', () => {
  it('findings 8: an update is partial: last release’s body (without `shared`) is accepted by PATCH and by PUT, and a kind left out keeps its value', async () => {
    const member = await createMember();
    await join(member, 'Olga Older Client');
    const first = await request(t.app).patch('/me/notification-settings').set(bearer(member)).send({ shared: false });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ ...DEFAULT_NOTIFICATION_SETTINGS, shared: false });
    // What a client of the last release sends: the six kinds it knew, `shared` left out.
    const { shared: _unknownToIt, ...lastRelease } = { ...DEFAULT_NOTIFICATION_SETTINGS, like: false };
    for (const method of ['patch', 'put'] as const) {
      const saved = await request(t.app)[method]('/me/notification-settings').set(bearer(member)).send(lastRelease);
      expect(saved.status).toBe(200);
      expect(saved.body).toEqual({ ...DEFAULT_NOTIFICATION_SETTINGS, like: false, shared: false });
    }
    const one = await request(t.app).put('/me/notification-settings').set(bearer(member)).send({ like: true });
    expect(one.body).toEqual({ ...DEFAULT_NOTIFICATION_SETTINGS, shared: false });
    const read = await request(t.app).get('/me/notification-settings').set(bearer(member));
    expect(read.body).toEqual({ ...DEFAULT_NOTIFICATION_SETTINGS, shared: false });
  });

  it('are all on by default and a kind turned off is not written', async () => {
    const res = await request(t.app).get('/me/notification-settings').set(bearer(fanA));
    expect(res.body).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
    const off = { ...DEFAULT_NOTIFICATION_SETTINGS, like: false };
    const saved = await request(t.app).put('/me/notification-settings').set(bearer(fanA)).send(off);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual(off);
    const tipId = await share(fanA);
    await like(fanB, tipId);
    expect((await list(fanA)).filter((n) => n.kind === 'like')).toEqual([]);
    await request(t.app)
      .put(`/me/following/${authorIds.get(fanA)}`)
      .set(bearer(fanB));
    expect((await list(fanA)).map((n) => n.kind)).toContain('follow');
  });

  it('each kind turned off stays silent for its real action: comment, reply, trial, follow, reminder', async () => {
    const writer = await createMember();
    await join(writer, 'Vera Quiet');
    const off = { ...DEFAULT_NOTIFICATION_SETTINGS, comment: false, reply: false, trial: false, follow: false };
    const saved = await request(t.app)
      .put('/me/notification-settings')
      .set(bearer(writer))
      .send({ ...off, reminder: false });
    expect(saved.status).toBe(200);
    const tipId = await share(writer, { title: 'Quiet beans', months: [new Date().getUTCMonth() + 1] });
    const other = await share(fanA, { title: 'Someone else’s beans' });
    const comment = (member: Member, onTip: string, body: object) =>
      request(t.app).post(`/gardenTips/${onTip}/comments`).set(bearer(member)).send(body);
    expect((await comment(fanB, tipId, { body: 'Lovely beans.' })).status).toBe(201);
    const asked = await comment(writer, other, { body: 'Do they climb?' });
    expect((await comment(fanB, other, { body: 'They do.', parentId: asked.body._id })).status).toBe(201);
    expect(
      (await request(t.app).put(`/gardenTips/${tipId}/trials/me`).set(bearer(fanB)).send({ outcome: 'worked' })).status,
    ).toBe(201);
    await request(t.app)
      .put(`/me/following/${authorIds.get(writer)}`)
      .set(bearer(fanB));
    await request(t.app).put('/me/garden').set(bearer(writer)).send({ hemisphere: 'north' });
    expect((await request(t.app).post('/me/plan').set(bearer(writer)).send({ tipId })).status).toBe(201);
    // The month's first visit would write the reminder; likes, still on, still arrive.
    await like(fanB, tipId);
    expect((await list(writer)).map((n) => n.kind)).toEqual(['like']);
    expect(await unread(writer)).toBe(1);
  });

  it.each([
    ['an unknown kind', { digest: true }],
    ['a value that is not a boolean', { ...DEFAULT_NOTIFICATION_SETTINGS, like: 'no' }],
  ])('refuses %s (PATCH and PUT) and changes nothing', async (_label, body) => {
    const before = await request(t.app).get('/me/notification-settings').set(bearer(fanA));
    for (const method of ['patch', 'put'] as const)
      expectProblem(await request(t.app)[method]('/me/notification-settings').set(bearer(fanA)).send(body), 400);
    expect((await request(t.app).get('/me/notification-settings').set(bearer(fanA))).body).toEqual(before.body);
  });
});

describe('reading and read marks', () => {
  it('marks chosen ids, then all, read; the count follows', async () => {
    const tipId = await share(fanC);
    await like(fanA, tipId);
    await request(t.app)
      .put(`/me/following/${authorIds.get(fanC)}`)
      .set(bearer(fanB));
    await readAll(fanC);
    const newer = await share(fanC);
    await like(fanA, newer);
    await request(t.app)
      .put(`/me/following/${authorIds.get(fanC)}`)
      .set(bearer(fanA));
    expect(await unread(fanC)).toBe(2);
    const [first] = await list(fanC);
    const marked = await request(t.app)
      .post('/me/notifications/read')
      .set(bearer(fanC))
      .send({ ids: [first!._id] });
    expect(marked.body).toEqual({ modifiedCount: 1, count: 1 });
    expect((await readAll(fanC)).body).toEqual({ modifiedCount: 1, count: 0 });
    expect((await list(fanC)).every((n) => n.read)).toBe(true);
  });

  it('another member can neither read nor mark yours', async () => {
    const tipId = await share(author);
    await like(fanA, tipId);
    const mine = await list(author);
    const theirs = await list(fanB);
    expect(theirs.map((n) => n._id)).not.toContain(mine[0]!._id);
    const before = await unread(author);
    expect(before).toBeGreaterThan(0);
    const res = await request(t.app)
      .post('/me/notifications/read')
      .set(bearer(fanB))
      .send({ ids: mine.map((n) => n._id) });
    expect(res.body.modifiedCount).toBe(0);
    expect(await unread(author)).toBe(before);
  });

  it('pages with a Link header and refuses a cursor it did not make', async () => {
    const first = await request(t.app).get('/me/notifications?limit=1').set(bearer(author));
    expect(first.body).toHaveLength(1);
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.link ?? '')?.[1];
    expect(next).toBeDefined();
    const second = await request(t.app).get(next!).set(bearer(author));
    expect(second.body[0]._id).not.toBe(first.body[0]._id);
    expectProblem(await request(t.app).get('/me/notifications?cursor=abc').set(bearer(author)), 400);
    expectProblem(await request(t.app).get('/me/notifications?limit=0').set(bearer(author)), 400);
  });

  it('refuses visitors (401), unverified members’ marks (403) and malformed ids (400)', async () => {
    expectProblem(await request(t.app).get('/me/notifications'), 401);
    expectProblem(await request(t.app).get('/me/notifications/unread-count'), 401);
    expectProblem(await request(t.app).post('/me/notifications/read').send({}), 401);
    expectProblem(await request(t.app).get('/me/notification-settings'), 401);
    const unverified = await createUnverifiedMember();
    expectProblem(await request(t.app).post('/me/notifications/read').set(bearer(unverified)).send({}), 403);
    expectProblem(
      await request(t.app)
        .post('/me/notifications/read')
        .set(bearer(author))
        .send({ ids: ['nope'] }),
      400,
    );
  });
});
