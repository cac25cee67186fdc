import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAFETY_MESSAGES, type Notification } from '@green-circle/contract';
import { TEST_AUTHOR_ID_SECRET, buildTestApp, type TestApp } from '../../../test/helpers/app';
import { tipInput } from '../../../test/helpers/fixtures';
import { bearer, createMember, type Member } from '../../../test/helpers/members';
import { ageAccount, giveRole, shareTip } from '../../../test/helpers/safety';
import { createAuthorIds } from '../tips/author-id';

const authorIdOf = createAuthorIds(TEST_AUTHOR_ID_SECRET);

let t: TestApp;
let author: Member;
let commenter: Member;
let moderator: Member;

beforeAll(async () => {
  t = buildTestApp();
  [author, commenter, moderator] = await Promise.all([
    createMember({ displayName: 'Audrey Author' }),
    createMember({ displayName: 'Cory Commenter' }),
    createMember({ displayName: 'Mona Moderator' }),
  ]);
  await giveRole(t, moderator, 'moderator');
});
afterAll(() => t.close());

const notificationsOf = async (member: Member) => {
  const res = await request(t.app).get('/me/notifications?limit=50').set(bearer(member));
  expect(res.status).toBe(200);
  return { list: res.body as Notification[], text: res.text };
};
const act = async (body: object) => {
  const res = await request(t.app).post('/moderation/actions').set(bearer(moderator)).send(body);
  expect(res.status, res.text).toBe(200);
  return res.body as { suspendedUntil?: string };
};
const comment = async (member: Member, tipId: string, body: string, parentId?: string) => {
  const res = await request(t.app)
    .post(`/gardenTips/${tipId}/comments`)
    .set(bearer(member))
    .send({ body, ...(parentId ? { parentId } : {}) });
  expect(res.status).toBe(201);
  return res.body._id as string;
};
/** Nothing of the moderator reaches the member: not their name, uid, e-mail or author id. */
const namesNoModerator = (text: string) => {
  for (const secret of [moderator.uid, moderator.email, 'Mona Moderator', authorIdOf(moderator.uid)]) {
    expect(text).not.toContain(secret);
  }
};

describe('findings 6: the author is told when moderators act on their tip, comment or account', () => {
  it('a hidden tip, then restored: a notice of each kind with the reason', async () => {
    const tipId = await shareTip(t, author, tipInput({ title: 'Neem oil for aphids' }));
    await act({ target: { kind: 'tip', id: tipId }, action: 'hide', reason: 'Unsafe dosage advice' });
    let { list, text } = await notificationsOf(author);
    expect(list[0]).toMatchObject({
      kind: 'tip-hidden',
      tipId,
      tipTitle: 'Neem oil for aphids',
      reason: 'Unsafe dosage advice',
      until: null,
      actors: [],
      read: false,
    });
    namesNoModerator(text);
    await act({ target: { kind: 'tip', id: tipId }, action: 'restore', reason: 'Dosage corrected' });
    ({ list, text } = await notificationsOf(author));
    expect(list[0]).toMatchObject({ kind: 'tip-restored', tipId, reason: 'Dosage corrected', actors: [] });
    expect(list[1]).toMatchObject({ kind: 'tip-hidden', tipId });
    namesNoModerator(text);
  });

  it('auto-hide (three reports) tells the author too, with its reason', async () => {
    const tipId = await shareTip(t, author, tipInput({ title: 'Reported three times' }));
    for (let i = 0; i < 3; i += 1) {
      const reporter = await createMember();
      await ageAccount(t, reporter);
      const res = await request(t.app)
        .post('/reports')
        .set(bearer(reporter))
        .send({ target: { kind: 'tip', id: tipId }, reason: 'spam' });
      expect(res.status).toBe(201);
    }
    const { list } = await notificationsOf(author);
    expect(list[0]).toMatchObject({ kind: 'tip-hidden', tipId, reason: SAFETY_MESSAGES.autoHiddenReason });
  });

  it('a hidden comment, then restored, quotes the comment and gives the reason', async () => {
    const tipId = await shareTip(t, author, tipInput());
    const commentId = await comment(commenter, tipId, 'Buy my miracle fertiliser at cheap-grow dot example');
    await act({ target: { kind: 'comment', id: commentId }, action: 'hide', reason: 'Advertising' });
    const hidden = await notificationsOf(commenter);
    let { list } = hidden;
    expect(list[0]).toMatchObject({
      kind: 'comment-hidden',
      tipId,
      commentId,
      excerpt: 'Buy my miracle fertiliser at cheap-grow dot example',
      reason: 'Advertising',
    });
    namesNoModerator(hidden.text);
    await act({ target: { kind: 'comment', id: commentId }, action: 'restore', reason: 'Not an ad after all' });
    ({ list } = await notificationsOf(commenter));
    expect(list[0]).toMatchObject({ kind: 'comment-restored', commentId, reason: 'Not an ad after all' });
  });

  it('a suspension says why and until when; lifting it says so', async () => {
    const member = await createMember();
    await shareTip(t, member, tipInput());
    const { suspendedUntil } = await act({
      target: { kind: 'gardener', id: authorIdOf(member.uid) },
      action: 'suspend',
      reason: 'Repeated spam',
      days: 3,
    });
    const suspended = await notificationsOf(member);
    let { list } = suspended;
    expect(list[0]).toMatchObject({ kind: 'suspended', reason: 'Repeated spam', until: suspendedUntil, tipId: null });
    namesNoModerator(suspended.text);
    // Suspended, they still mark it read (it posts nothing), though every other write is refused.
    const marked = await request(t.app)
      .post('/me/notifications/read')
      .set(bearer(member))
      .send({ ids: [list[0]!._id] });
    expect(marked.status).toBe(200);
    expect(marked.body.modifiedCount).toBe(1);
    expect((await request(t.app).post('/gardenTips').set(bearer(member)).send(tipInput())).status).toBe(403);
    await act({
      target: { kind: 'gardener', id: authorIdOf(member.uid) },
      action: 'restore',
      reason: 'Appeal granted',
    });
    ({ list } = await notificationsOf(member));
    expect(list[0]).toMatchObject({ kind: 'suspension-lifted', reason: 'Appeal granted', until: null });
  });

  it('dismissing reports tells nobody', async () => {
    const tipId = await shareTip(t, author, tipInput());
    const before = (await notificationsOf(author)).list.length;
    await act({ target: { kind: 'tip', id: tipId }, action: 'dismiss', reason: 'Fine as it is' });
    expect((await notificationsOf(author)).list).toHaveLength(before);
  });
});

describe('findings 9: a notification quotes the comment it is about', () => {
  it('a comment and a reply carry the start of their text, a long one cut on a word with an ellipsis', async () => {
    const tipId = await shareTip(t, author, tipInput());
    const long =
      'Crushed eggshells around the seedlings kept the slugs off all spring long, and the calcium seemed to help the tomatoes too.';
    const commentId = await comment(commenter, tipId, long);
    const { list } = await notificationsOf(author);
    const note = list.find((n) => n.kind === 'comment' && n.commentId === commentId)!;
    expect(note.excerpt).toMatch(
      /^Crushed eggshells around the seedlings kept the slugs off all spring long, and\S*…$/,
    );
    expect(note.excerpt!.length).toBeLessThanOrEqual(81);
    await comment(author, tipId, 'Thanks, trying it!', commentId);
    const reply = (await notificationsOf(commenter)).list.find((n) => n.kind === 'reply')!;
    expect(reply).toMatchObject({ excerpt: 'Thanks, trying it!', tipId });
  });

  it('stops quoting a comment its author deleted or moderators hid', async () => {
    const tipId = await shareTip(t, author, tipInput());
    const hidden = await comment(commenter, tipId, 'Visit spam dot example for seeds');
    const deleted = await comment(commenter, tipId, 'Oops, wrong tip');
    await act({ target: { kind: 'comment', id: hidden }, action: 'hide', reason: 'Spam' });
    expect((await request(t.app).delete(`/comments/${deleted}`).set(bearer(commenter))).status).toBe(200);
    const { list, text } = await notificationsOf(author);
    const about = list.filter((n) => n.commentId === hidden || n.commentId === deleted);
    expect(about.length).toBeGreaterThanOrEqual(1);
    expect(about.map((n) => n.excerpt)).toEqual(about.map(() => null));
    expect(text).not.toContain('spam dot example');
    expect(text).not.toContain('wrong tip');
  });
});
