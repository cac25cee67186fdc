import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAFETY_MESSAGES } from '@green-circle/contract';
import { TEST_AUTHOR_ID_SECRET, buildTestApp, type TestApp } from '../../../test/helpers/app';
import { testClock } from '../../../test/helpers/clock';
import { expectProblem, tipInput } from '../../../test/helpers/fixtures';
import { bearer, createMember, createMembers, type Member } from '../../../test/helpers/members';
import { ageAccount, giveRole, shareTip } from '../../../test/helpers/safety';
import { createAuthorIds } from '../tips/author-id';

const authorIdOf = createAuthorIds(TEST_AUTHOR_ID_SECRET);

let t: TestApp;
let author: Member;
let reader: Member;
let moderator: Member;
let admin: Member;

beforeAll(async () => {
  t = buildTestApp();
  [author, reader, moderator, admin] = (await createMembers(4)) as [Member, Member, Member, Member];
  await Promise.all([giveRole(t, moderator, 'moderator'), giveRole(t, admin, 'admin')]);
});
afterAll(() => t.close());

const report = (member: Member | null, body: object) => {
  const req = request(t.app).post('/reports');
  return (member ? req.set(bearer(member)) : req).send(body);
};
const act = (member: Member, body: object) => request(t.app).post('/moderation/actions').set(bearer(member)).send(body);
const queue = (member: Member, query = '') => request(t.app).get(`/moderation/reports${query}`).set(bearer(member));
const tipAs = (member: Member | null, id: string) => {
  const req = request(t.app).get(`/gardenTips/${id}`);
  return member ? req.set(bearer(member)) : req;
};
const listIds = async (member: Member | null, query = 'limit=100') => {
  const req = request(t.app).get(`/gardenTips?${query}`);
  const res = await (member ? req.set(bearer(member)) : req);
  return (res.body as Array<{ _id: string }>).map((tip) => tip._id);
};

describe('POST /reports', () => {
  it('takes one report per member per target: 201, then 200 adding nothing', async () => {
    const id = await shareTip(t, author, tipInput());
    const body = { target: { kind: 'tip', id }, reason: 'spam', note: 'Sells seeds' };
    expect((await report(reader, body)).status).toBe(201);
    const again = await report(reader, { ...body, reason: 'harmful' });
    expect(again.status).toBe(200);
    const entry = (await queue(moderator)).body.find((e: { target: { id: string } }) => e.target.id === id);
    expect(entry).toMatchObject({
      count: 1,
      reasons: ['spam'],
      notes: ['Sells seeds'],
      status: 'open',
      hiddenAt: null,
    });
  });

  it('reports a gardener by their public author id', async () => {
    await shareTip(t, author, tipInput());
    const res = await report(reader, {
      target: { kind: 'gardener', id: authorIdOf(author.uid) },
      reason: 'harassment',
    });
    expect(res.status).toBe(201);
  });

  it('answers 401 to a visitor, 404 to an unknown target and 400 to a bad reason, a long note or oneself', async () => {
    const id = await shareTip(t, author, tipInput());
    expectProblem(await report(null, { target: { kind: 'tip', id }, reason: 'spam' }), 401);
    expectProblem(
      await report(reader, { target: { kind: 'tip', id: '0123456789abcdef01234567' }, reason: 'spam' }),
      404,
    );
    expectProblem(
      await report(reader, { target: { kind: 'gardener', id: '0123456789abcdef01234567' }, reason: 'spam' }),
      404,
    );
    expectProblem(await report(reader, { target: { kind: 'tip', id }, reason: 'boring' }), 400);
    expectProblem(await report(reader, { target: { kind: 'tip', id }, reason: 'other', note: 'x'.repeat(501) }), 400);
    expectProblem(await report(author, { target: { kind: 'tip', id }, reason: 'spam' }), 400);
  });

  it('never shows the reported member who reported them, nor that anyone did', async () => {
    const id = await shareTip(t, author, tipInput());
    await report(reader, { target: { kind: 'tip', id }, reason: 'spam', note: 'from the reader' });
    const seen = [
      await tipAs(author, id),
      await request(t.app)
        .get(`/gardenTips?email=${encodeURIComponent(author.email)}`)
        .set(bearer(author)),
      await request(t.app)
        .get(`/users?email=${encodeURIComponent(author.email)}`)
        .set(bearer(author)),
    ];
    for (const res of seen) {
      expect(res.status).toBe(200);
      for (const secret of [reader.uid, reader.email, authorIdOf(reader.uid), 'from the reader']) {
        expect(res.text).not.toContain(secret);
      }
    }
    expectProblem(await queue(author), 403);
  });
});

describe('moderation calls', () => {
  it('refuse visitors (401) and members (403), and answer moderators and admins', async () => {
    const id = await shareTip(t, author, tipInput());
    const action = { target: { kind: 'tip', id }, action: 'dismiss', reason: 'fine' };
    for (const path of ['/moderation/reports', '/moderation/log', '/moderation/roles']) {
      expectProblem(await request(t.app).get(path), 401);
      expectProblem(await request(t.app).get(path).set(bearer(reader)), 403);
      expect((await request(t.app).get(path).set(bearer(moderator))).status).toBe(200);
      expect((await request(t.app).get(path).set(bearer(admin))).status).toBe(200);
    }
    expectProblem(await request(t.app).post('/moderation/actions').send(action), 401);
    expectProblem(await act(reader, action), 403);
    expect((await act(moderator, action)).status).toBe(200);
    expect((await act(admin, action)).status).toBe(200);
  });

  it('queue entries show the content and its author by public id, never a uid or an e-mail', async () => {
    const id = await shareTip(t, author, tipInput({ title: 'Queue preview title' }));
    await report(reader, { target: { kind: 'tip', id }, reason: 'off-topic' });
    const res = await queue(moderator);
    const entry = res.body.find((e: { target: { id: string } }) => e.target.id === id);
    expect(entry).toMatchObject({
      target: { kind: 'tip', id },
      preview: expect.stringContaining('Queue preview title'),
      author: { authorId: authorIdOf(author.uid), displayName: expect.any(String) },
      count: 1,
      reasons: ['off-topic'],
      firstReportedAt: expect.any(String),
    });
    for (const secret of [author.uid, author.email, reader.uid, reader.email]) expect(res.text).not.toContain(secret);
  });

  it('hide: the tip is gone for everyone else (404, out of lists) and its author sees it with the reason; restore brings it back', async () => {
    const id = await shareTip(t, author, tipInput());
    await report(reader, { target: { kind: 'tip', id }, reason: 'harmful' });
    const hidden = await act(moderator, {
      target: { kind: 'tip', id },
      action: 'hide',
      reason: 'Mixing bleach and vinegar',
    });
    expect(hidden.status).toBe(200);

    expectProblem(await tipAs(reader, id), 404);
    expectProblem(await tipAs(null, id), 404);
    expect(await listIds(reader)).not.toContain(id);
    expect(await listIds(null)).not.toContain(id);
    const own = await tipAs(author, id);
    expect(own.status).toBe(200);
    expect(own.body.moderation).toEqual({ hiddenAt: expect.any(String), reason: 'Mixing bleach and vinegar' });
    expect(await listIds(author, `email=${encodeURIComponent(author.email)}&limit=100`)).toContain(id);
    expect((await queue(moderator)).body.map((e: { target: { id: string } }) => e.target.id)).not.toContain(id);
    expect(
      (await queue(moderator, '?status=closed')).body.map((e: { target: { id: string } }) => e.target.id),
    ).toContain(id);

    expect((await act(moderator, { target: { kind: 'tip', id }, action: 'restore', reason: 'Fixed' })).status).toBe(
      200,
    );
    expect((await tipAs(reader, id)).status).toBe(200);
    expect((await tipAs(author, id)).body.moderation).toBeUndefined();
    expect(await listIds(reader)).toContain(id);
  });

  it('keeps the list total in step with what is listed while a tip is hidden', async () => {
    const id = await shareTip(t, author, tipInput());
    const total = async () =>
      Number((await request(t.app).get('/gardenTips?limit=1').set(bearer(reader))).headers['x-total-count']);
    const before = await total();
    await act(moderator, { target: { kind: 'tip', id }, action: 'hide', reason: 'spam' });
    expect(await total()).toBe(before - 1);
    await act(moderator, { target: { kind: 'tip', id }, action: 'restore', reason: 'ok' });
    expect(await total()).toBe(before);
  });

  it('suspend: every write of the member answers 403 with the end date until restored; reads go on', async () => {
    const member = await createMember();
    const id = await shareTip(t, member, tipInput());
    const target = { kind: 'gardener', id: authorIdOf(member.uid) };
    expectProblem(await act(moderator, { target, action: 'suspend', reason: 'Spam run' }), 400);
    const suspended = await act(moderator, { target, action: 'suspend', reason: 'Spam run', days: 7 });
    expect(suspended.status).toBe(200);
    const until = suspended.body.suspendedUntil as string;
    expect(Date.parse(until) - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);

    const writes = [
      request(t.app).post('/gardenTips').set(bearer(member)).send(tipInput()),
      request(t.app).put(`/gardenTips/${id}`).set(bearer(member)).send(tipInput()),
      request(t.app).patch(`/gardenTips/${id}/like`).set(bearer(member)).send({ increment: 1 }),
      request(t.app).delete(`/gardenTips/${id}`).set(bearer(member)),
      request(t.app).put('/me/garden').set(bearer(member)).send({ hemisphere: 'south' }),
      request(t.app)
        .put(`/me/blocks/${authorIdOf(author.uid)}`)
        .set(bearer(member)),
    ];
    for (const res of await Promise.all(writes)) {
      expectProblem(res, 403);
      expect(res.body.detail).toBe(`${SAFETY_MESSAGES.accountSuspended} ${until.slice(0, 10)}.`);
    }
    expect((await tipAs(member, id)).status).toBe(200);
    expect((await t.store.getTip(id))?.title).toBeDefined();
    expect((await tipAs(reader, id)).status).toBe(200);

    expect((await act(moderator, { target, action: 'restore', reason: 'Appeal heard' })).status).toBe(200);
    expect(
      (await request(t.app).patch(`/gardenTips/${id}/like`).set(bearer(member)).send({ increment: 1 })).status,
    ).toBe(200);
  });

  it('a suspension that has ended refuses nothing', async () => {
    const member = await createMember();
    await ageAccount(t, member);
    await t.store.setSuspension(member.uid, new Date(Date.now() - 1000).toISOString());
    expect((await request(t.app).post('/gardenTips').set(bearer(member)).send(tipInput())).status).toBe(201);
  });

  it('the log lists every action: who (by public id), when, on what, why; paged newest first', async () => {
    const id = await shareTip(t, author, tipInput());
    await act(moderator, { target: { kind: 'tip', id }, action: 'hide', reason: 'first' });
    await act(admin, { target: { kind: 'tip', id }, action: 'restore', reason: 'second' });
    const res = await request(t.app).get('/moderation/log?limit=2').set(bearer(moderator));
    expect(res.body).toEqual([
      expect.objectContaining({
        action: 'restore',
        reason: 'second',
        target: { kind: 'tip', id },
        moderator: expect.objectContaining({ authorId: authorIdOf(admin.uid) }),
      }),
      expect.objectContaining({
        action: 'hide',
        reason: 'first',
        at: expect.any(String),
        moderator: expect.objectContaining({ authorId: authorIdOf(moderator.uid) }),
      }),
    ]);
    expect(res.headers.link).toMatch(/cursor=[0-9a-f]{24}/);
    const next = res.headers.link!.match(/<([^>]+)>/)![1]!;
    const older = await request(t.app).get(next).set(bearer(moderator));
    expect(older.status).toBe(200);
    expect(older.body.map((e: { _id: string }) => e._id)).not.toContain(res.body[0]._id);
    for (const secret of [moderator.uid, admin.uid, moderator.email]) expect(res.text).not.toContain(secret);
  });
});

describe('auto-hide', () => {
  it('hides a tip at the third report from different members older than a day, first in the queue, logged', async () => {
    const id = await shareTip(t, author, tipInput());
    const reporters = await createMembers(3);
    for (const member of reporters) await ageAccount(t, member);
    await report(reporters[0]!, { target: { kind: 'tip', id }, reason: 'spam' });
    await report(reporters[1]!, { target: { kind: 'tip', id }, reason: 'spam' });
    expect((await tipAs(reader, id)).status).toBe(200);
    await report(reporters[2]!, { target: { kind: 'tip', id }, reason: 'harmful' });
    expectProblem(await tipAs(reader, id), 404);
    expect((await tipAs(author, id)).body.moderation.reason).toBe(SAFETY_MESSAGES.autoHiddenReason);
    const first = (await queue(moderator)).body[0];
    expect(first).toMatchObject({ target: { kind: 'tip', id }, count: 3, hiddenAt: expect.any(String) });
    const log = (await request(t.app).get('/moderation/log').set(bearer(moderator))).body;
    expect(log).toContainEqual(
      expect.objectContaining({ action: 'auto-hide', moderator: null, target: { kind: 'tip', id } }),
    );
  });

  it('does not hide for three reports from accounts younger than a day', async () => {
    const id = await shareTip(t, author, tipInput());
    for (const member of await createMembers(3)) await report(member, { target: { kind: 'tip', id }, reason: 'spam' });
    expect((await tipAs(reader, id)).status).toBe(200);
  });
});

describe('blocks', () => {
  it('PUT 201 then 200, GET lists them by public id, DELETE 200; blocked tips leave lists and details', async () => {
    const blocker = await createMember();
    const blocked = await createMember();
    const id = await shareTip(t, blocked, tipInput());
    const authorId = authorIdOf(blocked.uid);
    expect((await request(t.app).put(`/me/blocks/${authorId}`).set(bearer(blocker))).status).toBe(201);
    expect((await request(t.app).put(`/me/blocks/${authorId}`).set(bearer(blocker))).status).toBe(200);
    const list = await request(t.app).get('/me/blocks').set(bearer(blocker));
    expect(list.body).toEqual([
      expect.objectContaining({ authorId, displayName: expect.any(String), blockedAt: expect.any(String) }),
    ]);
    expect(list.text).not.toContain(blocked.uid);
    expect(await listIds(blocker)).not.toContain(id);
    expectProblem(await tipAs(blocker, id), 404);
    expect(await listIds(reader)).toContain(id);
    expect(await t.store.isBlocked(blocker.uid, blocked.uid)).toBe(true);

    expect((await request(t.app).delete(`/me/blocks/${authorId}`).set(bearer(blocker))).body).toEqual({ removed: 1 });
    expect(await listIds(blocker)).toContain(id);
    expect((await request(t.app).get('/me/blocks').set(bearer(blocker))).body).toEqual([]);
  });

  it('answers 400 for oneself, 404 for an unknown gardener and 401 to a visitor', async () => {
    await shareTip(t, author, tipInput());
    expectProblem(
      await request(t.app)
        .put(`/me/blocks/${authorIdOf(author.uid)}`)
        .set(bearer(author)),
      400,
    );
    expectProblem(await request(t.app).put('/me/blocks/0123456789abcdef01234567').set(bearer(author)), 404);
    expectProblem(await request(t.app).put(`/me/blocks/${authorIdOf(author.uid)}`), 401);
    expectProblem(await request(t.app).get('/me/blocks'), 401);
  });
});

describe('roles', () => {
  it('shows the role to its owner only, and ignores or refuses a role sent in a body', async () => {
    const member = await createMember();
    expect((await request(t.app).post('/users').set(bearer(member)).send({ role: 'admin' })).status).toBe(201);
    expectProblem(await request(t.app).patch('/users/me').set(bearer(member)).send({ role: 'admin' }), 400);
    const own = await request(t.app)
      .get(`/users?email=${encodeURIComponent(member.email)}`)
      .set(bearer(member));
    expect(own.body[0]).toMatchObject({ role: 'member', suspendedUntil: null });
    const mod = await request(t.app)
      .get(`/users?email=${encodeURIComponent(moderator.email)}`)
      .set(bearer(moderator));
    expect(mod.body[0].role).toBe('moderator');
  });

  it('an admin grants and revokes moderator on the moderation screens; a moderator cannot', async () => {
    const member = await createMember();
    await shareTip(t, member, tipInput());
    await request(t.app).post('/users').set(bearer(member)).send({});
    const path = `/moderation/roles/${authorIdOf(member.uid)}`;
    expectProblem(await request(t.app).put(path).set(bearer(moderator)).send({ role: 'moderator' }), 403);
    expectProblem(await request(t.app).put(path).set(bearer(admin)).send({ role: 'admin' }), 400);
    expect((await request(t.app).put(path).set(bearer(admin)).send({ role: 'moderator' })).status).toBe(200);
    expect((await t.store.memberStanding(member.uid)).role).toBe('moderator');
    expect((await queue(member)).status).toBe(200);
    expect((await request(t.app).put(path).set(bearer(admin)).send({ role: 'member' })).status).toBe(200);
    expectProblem(await queue(member), 403);
    expectProblem(
      await request(t.app)
        .put(`/moderation/roles/${authorIdOf(admin.uid)}`)
        .set(bearer(admin))
        .send({ role: 'member' }),
      403,
    );
  });
});

describe('spam brakes', () => {
  let braked: TestApp;
  beforeAll(() => {
    braked = buildTestApp({
      spamBrakes: {
        newAccountTipsMax: 3,
        newAccountCommentsMax: 10,
        sameTextWindowMs: 86_400_000,
        reportsMax: 0,
        newAccountReportsMax: 0,
      },
    });
  });
  afterAll(() => braked.close());
  const post = (member: Member, body: object) => request(braked.app).post('/gardenTips').set(bearer(member)).send(body);

  it('a new account shares 3 tips a day, then 429 with when it may go on', async () => {
    const member = await createMember();
    for (let i = 0; i < 3; i += 1)
      expect((await post(member, tipInput({ description: `Tip number ${i}` }))).status).toBe(201);
    const refused = await post(member, tipInput({ description: 'Tip number 4' }));
    expectProblem(refused, 429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect(refused.body.detail).toMatch(new RegExp(`^${SAFETY_MESSAGES.newAccountQuota} \\d{4}-\\d\\d-\\d\\dT`));
  });

  it('an account older than a day has no daily quota', async () => {
    const member = await createMember();
    await ageAccount(braked, member);
    for (let i = 0; i < 5; i += 1)
      expect((await post(member, tipInput({ description: `Older ${i}` }))).status).toBe(201);
  });

  it('the same text twice within 24 hours is refused with 409, case and spacing aside; another member may', async () => {
    const [member, other] = await createMembers(2);
    await ageAccount(braked, member!);
    expect((await post(member!, tipInput({ description: 'Buy cheap seeds at example dot com' }))).status).toBe(201);
    const again = await post(member!, tipInput({ description: 'buy  cheap seeds at EXAMPLE dot com' }));
    expectProblem(again, 409);
    expect(again.body.detail).toBe(SAFETY_MESSAGES.duplicateText);
    expect((await post(other!, tipInput({ description: 'Buy cheap seeds at example dot com' }))).status).toBe(201);
  });
});

describe('on the app’s clock', () => {
  it('findings 0: a suspension lasts until the clock passes its end (across New Year), then the member writes again', async () => {
    const clock = testClock('2027-12-30T23:30:00.000Z');
    const dated = buildTestApp({}, { clock });
    try {
      const [member, judge] = (await createMembers(2)) as [Member, Member];
      await giveRole(dated, judge, 'moderator');
      await shareTip(dated, member, tipInput());
      const target = { kind: 'gardener', id: authorIdOf(member.uid) };
      const suspended = await request(dated.app)
        .post('/moderation/actions')
        .set(bearer(judge))
        .send({ target, action: 'suspend', reason: 'Spam run', days: 7 });
      expect(suspended.status).toBe(200);
      expect(suspended.body.suspendedUntil).toBe('2028-01-06T23:30:00.000Z');
      const write = () => request(dated.app).put('/me/garden').set(bearer(member)).send({ hemisphere: 'south' });

      clock.set('2028-01-06T23:29:00.000Z');
      const refused = await write();
      expectProblem(refused, 403);
      expect(refused.body.detail).toBe(`${SAFETY_MESSAGES.accountSuspended} 2028-01-06.`);
      expect(refused.body).toMatchObject({ code: 'problem.suspendedUntil', values: { until: '2028-01-06' } });
      clock.set('2028-01-06T23:31:00.000Z');
      expect((await write()).status).toBe(200);
    } finally {
      await dated.close();
    }
  });
});
