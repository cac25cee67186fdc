import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES } from '@green-circle/contract';
import { buildTestApp, emulatorAdmin, type TestApp } from '../../../test/helpers/app';
import { expectProblem } from '../../../test/helpers/fixtures';
import { giveEveryKind, memberName, type MemberData } from '../../../test/helpers/member-data';
import { bearer, createMember, type Member } from '../../../test/helpers/members';

/** Every text cell of every table that holds this value (the member's uid, e-mail or name). */
function cellsHolding(t: TestApp, value: string): string[] {
  const found: string[] = [];
  const tables = t.store.db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'tips_fts%' AND name NOT LIKE 'sqlite_%'",
    )
    .pluck()
    .all() as string[];
  for (const table of tables) {
    const columns = (t.store.db.prepare(`PRAGMA table_info(${table})`).all() as Array<{ name: string }>).map(
      (c) => c.name,
    );
    for (const column of columns) {
      const n = t.store.db
        .prepare(`SELECT COUNT(*) FROM ${table} WHERE instr(CAST(${column} AS TEXT), ?) > 0`)
        .pluck()
        .get(value);
      if (n !== 0) found.push(`${table}.${column}`);
    }
  }
  return found;
}

describe('DELETE /users/me', () => {
  let t: TestApp;
  let member: Member;
  let other: Member;
  let data: MemberData;
  let sessionCookie: string;
  let before: { likes: number; commentCount: number; worked: number; moderation: number };
  let deletedStatus = 0;

  const otherTip = () =>
    t.store.db.prepare('SELECT likes, commentCount, worked FROM tips WHERE _id = ?').get(data.otherTipId) as {
      likes: number;
      commentCount: number;
      worked: number;
    };

  beforeAll(async () => {
    t = buildTestApp();
    [member, other] = await Promise.all([createMember(), createMember()]);
    data = await giveEveryKind(t.app, member, other);
    sessionCookie = await emulatorAdmin().createSessionCookie(member.idToken, { expiresIn: 60 * 60 * 1000 });
    // A moderator's action naming the member, as moderator and as the gardener acted on.
    const memberAuthorId = (await request(t.app).get(`/gardenTips/${data.ownTipId}`).set(bearer(other))).body.authorId;
    await t.store.addModerationLog({
      moderatorUid: member.uid,
      target: { kind: 'gardener', id: memberAuthorId },
      action: 'suspend',
      reason: 'test',
      days: 1,
    });
    before = {
      ...otherTip(),
      moderation: t.store.db.prepare('SELECT COUNT(*) FROM moderation_log').pluck().get() as number,
    };
    expect(cellsHolding(t, member.uid)).toContain('users.uid');
    deletedStatus = (await request(t.app).delete('/users/me').set(bearer(member))).status;
  });
  afterAll(() => t.close());

  it('erases every kind, keeps the threads readable, corrects the counts and frees the name', async () => {
    expect(deletedStatus).toBe(204);

    for (const value of [member.uid, member.email, memberName(member)]) expect(cellsHolding(t, value)).toEqual([]);
    expect(await t.store.pendingErasures()).toEqual([]);
    // Their like, their reply and their trial are out of the other tip's counts; the answered comment stays.
    const after = otherTip();
    expect(after.likes).toBe(before.likes - 1);
    expect(after.worked).toBe(before.worked - 1);
    expect(after.commentCount).toBe(before.commentCount - 2);
    const thread = (await request(t.app).get(`/gardenTips/${data.otherTipId}/comments`).set(bearer(other)))
      .body as Array<{
      _id: string;
      deleted: boolean;
      body: string;
      displayName: string;
    }>;
    const answered = thread.find((c) => c._id === data.answeredCommentId);
    expect(answered).toMatchObject({ deleted: true, body: '', displayName: '' });
    expect(thread.some((c) => c._id === data.replyId)).toBe(true);
    expect(thread.some((c) => c._id === data.memberReplyId)).toBe(false);
    // Their own tip is gone for everyone, and its photo from storage.
    expectProblem(await request(t.app).get(`/gardenTips/${data.ownTipId}`).set(bearer(other)), 404);
    expect((await request(t.app).get(`/uploads/${data.photoUploadId}/800x600.webp`)).status).toBe(404);
    // The moderators' record keeps the action without naming them.
    expect(t.store.db.prepare('SELECT COUNT(*) FROM moderation_log').pluck().get()).toBe(before.moderation);
    const name = await request(t.app)
      .get('/users/name-available')
      .query({ name: memberName(member) });
    expect(name.body).toEqual({ available: true });
  });

  it('refuses their old ID token and session cookie, and their Firebase account is gone', async () => {
    expectProblem(await request(t.app).get('/me/garden').set(bearer(member)), 401);
    expectProblem(
      await request(t.app)
        .get('/me/garden')
        .set({ Authorization: `Session ${sessionCookie}` }),
      401,
    );
    await expect(emulatorAdmin().getUser(member.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });

  it('lets the same e-mail register again as a new member who starts empty', async () => {
    const again = await createMember({ email: member.email, displayName: memberName(member) });
    expect(again.uid).not.toBe(member.uid);
    const created = await request(t.app)
      .post('/users')
      .set(bearer(again))
      .send({ name: memberName(member), email: member.email, photoURL: '' });
    expect(created.status).toBe(201);
    const mine = await request(t.app).get('/gardenTips').query({ email: member.email }).set(bearer(again));
    expect(mine.body).toEqual([]);
    expect((await request(t.app).get('/me/plan').set(bearer(again))).body).toEqual([]);
    expect((await request(t.app).get('/me/garden').set(bearer(again))).body).toEqual({ hemisphere: 'north' });
  });
});

describe('DELETE /users/me refused', () => {
  let t: TestApp;
  let member: Member;
  beforeAll(async () => {
    t = buildTestApp();
    member = await createMember();
    await request(t.app)
      .post('/users')
      .set(bearer(member))
      .send({ name: memberName(member), email: member.email, photoURL: '' });
  });
  afterAll(() => t.close());

  it('answers 401 to a visitor and 403 to a sign-in older than 5 minutes, changing nothing', async () => {
    expectProblem(await request(t.app).delete('/users/me'), 401);
    // Six minutes on: the same token (still valid for the hour) no longer confirms a deletion.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 6 * 60 * 1000 });
    const res = await request(t.app).delete('/users/me').set(bearer(member));
    vi.useRealTimers();
    expectProblem(res, 403);
    expect(res.body.detail).toBe(ACCOUNT_MESSAGES.signInAgain);
    expect(await t.store.findUserByUid(member.uid)).not.toBeNull();
    expect(await t.store.pendingErasures()).toEqual([]);
  });
});
