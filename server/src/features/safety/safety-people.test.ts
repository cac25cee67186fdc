import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_AUTHOR_ID_SECRET, buildTestApp, type TestApp } from '../../../test/helpers/app';
import { expectProblem, tipInput } from '../../../test/helpers/fixtures';
import { bearer, createMember, createMembers, type Member } from '../../../test/helpers/members';
import { giveRole, shareTip, withRecord } from '../../../test/helpers/safety';
import { createAuthorIds } from '../tips/author-id';

// Issue 26 meets issue 25: blocks and moderation on people, following and notifications.
const authorIdOf = createAuthorIds(TEST_AUTHOR_ID_SECRET);

let t: TestApp;
let moderator: Member;

beforeAll(async () => {
  t = buildTestApp();
  moderator = await createMember();
  await giveRole(t, moderator, 'moderator');
});
afterAll(() => t.close());

/** Members as signing up makes them: with a users record, so their author id is known. */
const members = async (count: number) => {
  const made = await createMembers(count);
  await Promise.all(made.map((member) => withRecord(t, member)));
  return made;
};
const block = (blocker: Member, blocked: Member) =>
  request(t.app)
    .put(`/me/blocks/${authorIdOf(blocked.uid)}`)
    .set(bearer(blocker));
const follow = (follower: Member, followed: Member) =>
  request(t.app)
    .put(`/me/following/${authorIdOf(followed.uid)}`)
    .set(bearer(follower));
const like = (member: Member, id: string) =>
  request(t.app).patch(`/gardenTips/${id}/like`).set(bearer(member)).send({ increment: 1 });
const notifications = async (member: Member) =>
  (await request(t.app).get('/me/notifications').set(bearer(member))).body as Array<{ kind: string }>;
const hide = (id: string) =>
  request(t.app)
    .post('/moderation/actions')
    .set(bearer(moderator))
    .send({ target: { kind: 'tip', id }, action: 'hide', reason: 'Dangerous advice' });
const topLikedIds = async (member: Member | null) => {
  const req = request(t.app).get('/top-liked');
  return ((await (member ? req.set(bearer(member)) : req)).body as Array<{ _id: string }>).map((tip) => tip._id);
};

describe('a blocked member and the one who blocked them', () => {
  it('cannot follow the member who blocks them (403); may again once unblocked', async () => {
    const [blocker, blocked] = (await members(2)) as [Member, Member];
    await shareTip(t, blocker, tipInput());
    expect((await block(blocker, blocked)).status).toBe(201);
    expectProblem(await follow(blocked, blocker), 403);
    await request(t.app)
      .delete(`/me/blocks/${authorIdOf(blocked.uid)}`)
      .set(bearer(blocker));
    expect((await follow(blocked, blocker)).status).toBe(201);
  });

  it("makes no notification for the blocker: their likes stay silent, another member's do not", async () => {
    const [blocker, blocked, other] = (await members(3)) as [Member, Member, Member];
    const id = await shareTip(t, blocker, tipInput());
    expect((await block(blocker, blocked)).status).toBe(201);
    expect((await like(blocked, id)).status).toBe(200);
    expect(await notifications(blocker)).toEqual([]);
    expect((await like(other, id)).status).toBe(200);
    expect((await notifications(blocker)).map((n) => n.kind)).toEqual(['like']);
  });
});

describe('tips moderators hid', () => {
  it('leave the top-liked list', async () => {
    const author = await createMember();
    const fans = await members(3);
    const id = await shareTip(t, author, tipInput());
    for (const fan of fans) await like(fan, id);
    expect(await topLikedIds(null)).toContain(id);
    expect((await hide(id)).status).toBe(200);
    expect(await topLikedIds(null)).not.toContain(id);
  });

  it("leave a member's reminders (the author keeps theirs)", async () => {
    const [author, reader] = (await members(2)) as [Member, Member];
    const id = await shareTip(t, author, tipInput());
    for (const member of [author, reader])
      expect((await request(t.app).post('/me/plan').set(bearer(member)).send({ tipId: id })).status).toBe(201);
    expect((await hide(id)).status).toBe(200);
    const remindedIds = async (member: Member) =>
      ((await request(t.app).get('/me/plan').set(bearer(member))).body as Array<{ tipId: string }>).map((r) => r.tipId);
    expect(await remindedIds(reader)).toEqual([]);
    expect(await remindedIds(author)).toEqual([id]);
  });
});

describe('top-liked for a member', () => {
  it('leaves out the tips of gardeners the reader blocks; others still see them', async () => {
    const [author, reader] = (await members(2)) as [Member, Member];
    const fans = await members(4);
    const id = await shareTip(t, author, tipInput());
    for (const fan of fans) await like(fan, id);
    expect(await topLikedIds(reader)).toContain(id);
    expect((await block(reader, author)).status).toBe(201);
    expect(await topLikedIds(reader)).not.toContain(id);
    expect(await topLikedIds(null)).toContain(id);
  });
});
