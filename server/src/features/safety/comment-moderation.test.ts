import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAFETY_MESSAGES } from '@green-circle/contract';
import { TEST_AUTHOR_ID_SECRET, buildTestApp, type TestApp } from '../../../test/helpers/app';
import { expectProblem, tipInput } from '../../../test/helpers/fixtures';
import { bearer, createMember, createMembers, type Member } from '../../../test/helpers/members';
import { ageAccount, giveRole, shareTip, withRecord } from '../../../test/helpers/safety';
import { createAuthorIds } from '../tips/author-id';

// Issue 26 on comments: reports of a comment, moderators hiding and restoring it, what each
// reader then sees in the thread, auto-hide and the log; and an admin finding a gardener by name.

const authorIdOf = createAuthorIds(TEST_AUTHOR_ID_SECRET);

let t: TestApp;
let tipAuthor: Member;
let writer: Member;
let reader: Member;
let moderator: Member;
let admin: Member;

beforeAll(async () => {
  t = buildTestApp();
  [tipAuthor, writer, reader, moderator, admin] = (await createMembers(5)) as [Member, Member, Member, Member, Member];
  await Promise.all([giveRole(t, moderator, 'moderator'), giveRole(t, admin, 'admin')]);
});
afterAll(() => t.close());

interface CommentView {
  _id: string;
  body: string;
  removed?: boolean;
  moderation?: { hiddenAt: string; reason: string };
  editedAt: string | null;
  parentId: string | null;
}

/** A tip of tipAuthor with the writer's comment and the reader's reply to it. */
async function thread(body = 'Buy cheap seeds at my shop') {
  const tipId = await shareTip(t, tipAuthor, tipInput());
  const comment = await request(t.app).post(`/gardenTips/${tipId}/comments`).set(bearer(writer)).send({ body });
  expect(comment.status).toBe(201);
  const reply = await request(t.app)
    .post(`/gardenTips/${tipId}/comments`)
    .set(bearer(reader))
    .send({ body: 'Please stop', parentId: comment.body._id });
  expect(reply.status).toBe(201);
  return { tipId, commentId: comment.body._id as string, replyId: reply.body._id as string };
}
const commentsAs = async (member: Member | null, tipId: string) => {
  const req = request(t.app).get(`/gardenTips/${tipId}/comments`);
  const res = await (member ? req.set(bearer(member)) : req);
  expect(res.status).toBe(200);
  return { list: res.body as CommentView[], text: res.text };
};
const report = (member: Member, id: string, extra: object = {}) =>
  request(t.app)
    .post('/reports')
    .set(bearer(member))
    .send({ target: { kind: 'comment', id }, reason: 'spam', ...extra });
const act = (member: Member, body: object) => request(t.app).post('/moderation/actions').set(bearer(member)).send(body);
const queue = async (query = '') =>
  (await request(t.app).get(`/moderation/reports${query}`).set(bearer(moderator))).body as Array<{
    target: { kind: string; id: string };
    [key: string]: unknown;
  }>;

describe('POST /reports of a comment', () => {
  it('takes one report per member per comment (201, then 200 adding nothing), in the queue with its text and author', async () => {
    const { tipId, commentId } = await thread('Queue preview of a comment');
    expect((await report(reader, commentId, { note: 'Shop link' })).status).toBe(201);
    expect((await report(reader, commentId, { reason: 'harmful' })).status).toBe(200);
    const res = await request(t.app).get('/moderation/reports').set(bearer(moderator));
    const entry = (res.body as Array<{ target: { id: string } }>).find((e) => e.target.id === commentId);
    expect(entry).toMatchObject({
      target: { kind: 'comment', id: commentId },
      preview: 'Queue preview of a comment',
      author: { authorId: authorIdOf(writer.uid), displayName: expect.any(String) },
      count: 1,
      reasons: ['spam'],
      notes: ['Shop link'],
      hiddenAt: null,
      tipId,
    });
    for (const secret of [writer.uid, writer.email, reader.uid, reader.email]) expect(res.text).not.toContain(secret);
  });

  it('answers 404 for an unknown or deleted comment, 400 for one’s own, 401 to a visitor', async () => {
    const { tipId, commentId } = await thread();
    expectProblem(await report(reader, '0123456789abcdef01234567'), 404);
    expectProblem(await report(writer, commentId), 400);
    expectProblem(
      await request(t.app)
        .post('/reports')
        .send({ target: { kind: 'comment', id: commentId }, reason: 'spam' }),
      401,
    );
    const lone = await request(t.app).post(`/gardenTips/${tipId}/comments`).set(bearer(writer)).send({ body: 'Gone' });
    await request(t.app).delete(`/comments/${lone.body._id}`).set(bearer(writer));
    expectProblem(await report(reader, lone.body._id), 404);
  });

  it('never tells the comment’s author who reported it, nor that anyone did', async () => {
    const { tipId, commentId } = await thread();
    const reporter = await createMember();
    await report(reporter, commentId, { note: 'secret reporter note' });
    const { text } = await commentsAs(writer, tipId);
    for (const mark of [reporter.uid, reporter.email, authorIdOf(reporter.uid), 'secret reporter note', 'spam'])
      expect(text).not.toContain(mark);
  });
});

describe('hiding a comment', () => {
  it('everyone else reads "Removed by moderators" in its place, replies stay; its author reads it with the reason; restore brings it back; all logged', async () => {
    const { tipId, commentId, replyId } = await thread('Mix bleach and vinegar for a stronger spray');
    // A visitor's page is cached: the hide must reach it too.
    expect((await commentsAs(null, tipId)).list[0]?.removed).toBe(false);
    await report(reader, commentId, { reason: 'harmful' });
    const hidden = await act(moderator, {
      target: { kind: 'comment', id: commentId },
      action: 'hide',
      reason: 'Toxic gas',
    });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ action: 'hide', hiddenAt: expect.any(String) });

    for (const member of [reader, tipAuthor, moderator, null]) {
      const { list, text } = await commentsAs(member, tipId);
      expect(list.map((c) => c._id)).toEqual([commentId, replyId]);
      expect(list[0]).toMatchObject({ removed: true, body: '', editedAt: null });
      expect(list[0]).not.toHaveProperty('moderation');
      expect(list[1]).toMatchObject({ removed: false, body: 'Please stop' });
      expect(text).not.toContain('bleach');
      expect(text).not.toContain('Toxic gas');
    }
    const own = (await commentsAs(writer, tipId)).list[0]!;
    expect(own).toMatchObject({
      removed: true,
      body: 'Mix bleach and vinegar for a stronger spray',
      moderation: { hiddenAt: expect.any(String), reason: 'Toxic gas' },
    });
    // Still counted: its place (and its replies) stay in the thread.
    expect((await request(t.app).get(`/gardenTips/${tipId}`).set(bearer(reader))).body.commentCount).toBe(2);
    expect((await queue()).map((e) => e.target.id)).not.toContain(commentId);
    expect((await queue('?status=closed')).find((e) => e.target.id === commentId)).toMatchObject({
      hiddenAt: expect.any(String),
    });

    const restored = await act(admin, {
      target: { kind: 'comment', id: commentId },
      action: 'restore',
      reason: 'Fixed',
    });
    expect(restored.status).toBe(200);
    const back = (await commentsAs(reader, tipId)).list[0]!;
    expect(back).toMatchObject({ removed: false, body: 'Mix bleach and vinegar for a stronger spray' });
    expect((await commentsAs(writer, tipId)).list[0]).not.toHaveProperty('moderation');

    const log = (await request(t.app).get('/moderation/log?limit=100').set(bearer(moderator))).body as Array<{
      action: string;
      target: { kind: string; id: string };
      reason: string;
      moderator: { authorId: string } | null;
    }>;
    const onComment = log.filter((e) => e.target.id === commentId);
    expect(onComment).toEqual([
      expect.objectContaining({
        action: 'restore',
        reason: 'Fixed',
        target: { kind: 'comment', id: commentId },
        moderator: expect.objectContaining({ authorId: authorIdOf(admin.uid) }),
      }),
      expect.objectContaining({
        action: 'hide',
        reason: 'Toxic gas',
        moderator: expect.objectContaining({ authorId: authorIdOf(moderator.uid) }),
      }),
    ]);
  });

  it('no one but its author answers a hidden comment, and it cannot be reported again', async () => {
    const { tipId, commentId } = await thread();
    await act(moderator, { target: { kind: 'comment', id: commentId }, action: 'hide', reason: 'Spam' });
    const other = await request(t.app)
      .post(`/gardenTips/${tipId}/comments`)
      .set(bearer(reader))
      .send({ body: 'Answering a removed comment', parentId: commentId });
    expectProblem(other, 400);
    const own = await request(t.app)
      .post(`/gardenTips/${tipId}/comments`)
      .set(bearer(writer))
      .send({ body: 'I took the link out', parentId: commentId });
    expect(own.status).toBe(201);
    expectProblem(await report(tipAuthor, commentId), 404);
  });

  it('is refused to members (403) and visitors (401); a comment cannot be suspended (400)', async () => {
    const { commentId } = await thread();
    const body = { target: { kind: 'comment', id: commentId }, action: 'hide', reason: 'x' };
    expectProblem(await act(reader, body), 403);
    expectProblem(await act(writer, { ...body, action: 'restore' }), 403);
    expectProblem(await request(t.app).post('/moderation/actions').send(body), 401);
    expectProblem(await act(moderator, { ...body, action: 'suspend', days: 1 }), 400);
    expect((await commentsAs(reader, (await t.store.getComment(commentId))!.tipId)).list[0]?.removed).toBe(false);
  });

  it('suspending a comment’s author goes through the gardener; the comment stays unless hidden', async () => {
    const spammer = await createMember();
    // Signing up makes the record (POST /users), which a suspension is kept on.
    await withRecord(t, spammer);
    const tipId = await shareTip(t, tipAuthor, tipInput());
    const posted = await request(t.app).post(`/gardenTips/${tipId}/comments`).set(bearer(spammer)).send({ body: 'Ad' });
    const target = { kind: 'gardener', id: authorIdOf(spammer.uid) };
    expect((await act(moderator, { target, action: 'suspend', reason: 'Ads', days: 2 })).status).toBe(200);
    const refused = await request(t.app)
      .post(`/gardenTips/${tipId}/comments`)
      .set(bearer(spammer))
      .send({ body: 'More ads' });
    expectProblem(refused, 403);
    expect(refused.body.detail).toMatch(new RegExp(`^${SAFETY_MESSAGES.accountSuspended} `));
    expect((await commentsAs(reader, tipId)).list.map((c) => c._id)).toContain(posted.body._id);
  });
});

describe('a member who only ever commented (no sign-up record)', () => {
  it('is a gardener others can block and report, and moderators can suspend', async () => {
    // Straight through the API: no POST /users, no tip; only a comment.
    const stranger = await createMember();
    const tipId = await shareTip(t, tipAuthor, tipInput());
    const posted = await request(t.app)
      .post(`/gardenTips/${tipId}/comments`)
      .set(bearer(stranger))
      .send({ body: 'Unwanted words' });
    expect(posted.status).toBe(201);
    const authorId = posted.body.authorId as string;
    expect((await request(t.app).put(`/me/blocks/${authorId}`).set(bearer(reader))).status).toBe(201);
    expect(
      (
        await request(t.app)
          .post('/reports')
          .set(bearer(tipAuthor))
          .send({ target: { kind: 'gardener', id: authorId }, reason: 'harassment' })
      ).status,
    ).toBe(201);
    const suspended = await act(moderator, {
      target: { kind: 'gardener', id: authorId },
      action: 'suspend',
      reason: 'Harassment',
      days: 3,
    });
    expect(suspended.status).toBe(200);
    expectProblem(
      await request(t.app).post(`/gardenTips/${tipId}/comments`).set(bearer(stranger)).send({ body: 'More' }),
      403,
    );
  });
});

describe('auto-hide of a comment', () => {
  it('hides it at the third report from members older than a day, first in the queue, logged', async () => {
    const { tipId, commentId } = await thread();
    const reporters = await createMembers(3);
    for (const member of reporters) await ageAccount(t, member);
    await report(reporters[0]!, commentId);
    await report(reporters[1]!, commentId);
    expect((await commentsAs(reader, tipId)).list[0]?.removed).toBe(false);
    await report(reporters[2]!, commentId, { reason: 'harassment' });
    expect((await commentsAs(reader, tipId)).list[0]).toMatchObject({ removed: true, body: '' });
    expect((await commentsAs(writer, tipId)).list[0]?.moderation?.reason).toBe(SAFETY_MESSAGES.autoHiddenReason);
    expect((await queue())[0]).toMatchObject({
      target: { kind: 'comment', id: commentId },
      count: 3,
      hiddenAt: expect.any(String),
    });
    const log = (await request(t.app).get('/moderation/log?limit=100').set(bearer(moderator))).body;
    expect(log).toContainEqual(
      expect.objectContaining({ action: 'auto-hide', moderator: null, target: { kind: 'comment', id: commentId } }),
    );
  });

  it('does not hide it for three reports from accounts younger than a day', async () => {
    const { tipId, commentId } = await thread();
    for (const member of await createMembers(3)) expect((await report(member, commentId)).status).toBe(201);
    expect((await commentsAs(reader, tipId)).list[0]?.removed).toBe(false);
  });
});

describe('GET /moderation/people (an admin finds a gardener to grant or revoke moderator)', () => {
  it('finds gardeners by part of their name with their role, never a uid or an e-mail', async () => {
    const stamp = Date.now().toString(36);
    const [rose, roseann] = await Promise.all([
      createMember({ displayName: `Rose ${stamp}` }),
      createMember({ displayName: `Roseann ${stamp}` }),
    ]);
    await Promise.all([withRecord(t, rose!), withRecord(t, roseann!)]);
    await giveRole(t, roseann!, 'moderator');
    const res = await request(t.app)
      .get(`/moderation/people?q=${encodeURIComponent(`ann ${stamp}`.toUpperCase())}`)
      .set(bearer(admin));
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { authorId: authorIdOf(roseann!.uid), displayName: `Roseann ${stamp}`, authorPhotoURL: null, role: 'moderator' },
    ]);
    const both = await request(t.app).get(`/moderation/people?q=${stamp}`).set(bearer(admin));
    expect(both.body.map((p: { displayName: string }) => p.displayName)).toEqual([`Rose ${stamp}`, `Roseann ${stamp}`]);
    for (const member of [rose!, roseann!]) {
      expect(both.text).not.toContain(member.uid);
      expect(both.text).not.toContain(member.email);
    }
    // The one found is granted by its public id, as the screen does.
    const granted = await request(t.app)
      .put(`/moderation/roles/${both.body[0].authorId}`)
      .set(bearer(admin))
      .send({ role: 'moderator' });
    expect(granted.body).toMatchObject({ displayName: `Rose ${stamp}`, role: 'moderator' });
    expect((await t.store.memberStanding(rose!.uid)).role).toBe('moderator');
  });

  it('answers moderators and members 403, visitors 401, and a query under 2 letters 400', async () => {
    expectProblem(await request(t.app).get('/moderation/people?q=ro').set(bearer(moderator)), 403);
    expectProblem(await request(t.app).get('/moderation/people?q=ro').set(bearer(reader)), 403);
    expectProblem(await request(t.app).get('/moderation/people?q=ro'), 401);
    expectProblem(await request(t.app).get('/moderation/people?q=r').set(bearer(admin)), 400);
    expectProblem(await request(t.app).get('/moderation/people').set(bearer(admin)), 400);
  });
});
