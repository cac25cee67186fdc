import ICAL from 'ical.js';
import request from 'supertest';
import { PLAN_MESSAGES } from '@green-circle/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app';
import { testClock } from '../../../test/helpers/clock';
import { expectProblem, tipInput } from '../../../test/helpers/fixtures';
import { uploadedPhoto } from '../../../test/helpers/uploads';
import { inbox, testMailSender, TEST_SITE_URL } from '../../../test/helpers/mail';
import { bearer, createMember, type Member } from '../../../test/helpers/members';
import { planOnSqlite } from './embedded-store';
import { createPlanService } from './service';

/**
 * Issue 58's API Done-when, on the real embedded store and Auth emulator, with "now" set by a
 * test clock (5 October 2026, spring in the south) and moved four weeks on for "Did it work?".
 */
const clock = testClock('2026-10-05T09:00:00.000Z');
let t: TestApp;
let sender: ReturnType<typeof testMailSender>;
let author: Member;
let south: Member;
const plan = () => createPlanService(t.store, clock);

beforeAll(async () => {
  t = buildTestApp({}, { clock });
  sender = testMailSender(t.store, { now: () => clock.now() });
  [author, south] = await Promise.all([
    createMember({ displayName: 'Tomasa Author' }),
    createMember({ displayName: 'Sur Gardener' }),
  ]);
  await request(t.app).put('/me/garden').set(bearer(south)).send({ hemisphere: 'south', zone: '9b' }).expect(200);
});
afterAll(async () => {
  sender.close();
  await t.close();
});

/** A tomato tip for spring in the north (March to May): September to November in the south. */
async function tomatoTip(title = `Stake tomatoes ${Math.random().toString(36).slice(2, 7)}`) {
  const res = await request(t.app)
    .post('/gardenTips')
    .set(bearer(author))
    .send(tipInput({ title, plantType: 'Tomato', months: [3, 4, 5] }));
  expect(res.status).toBe(201);
  return { tipId: res.body.insertedId as string, title };
}
const add = (member: Member, body: Record<string, unknown>) =>
  request(t.app).post('/me/plan').set(bearer(member)).send(body);
const counts = async (tipId: string) => {
  const res = await request(t.app).get(`/gardenTips/${tipId}`);
  expect(res.status).toBe(200);
  return { planned: res.body.planned as number, done: res.body.done as number };
};
async function newMember(hemisphere: 'north' | 'south' = 'south') {
  const member = await createMember();
  await request(t.app).put('/me/garden').set(bearer(member)).send({ hemisphere, zone: '8a' }).expect(200);
  return member;
}
const upload = (member: Member) => uploadedPhoto(t, member);
const notes = async (member: Member) =>
  (await request(t.app).get('/me/notifications').set(bearer(member))).body as Array<{
    kind: string;
    tipId: string | null;
    until: string | null;
  }>;

describe('my plan', () => {
  it('adds a tip once, preset to the next time it is in season in the member’s hemisphere, yearly by default', async () => {
    const { tipId, title } = await tomatoTip();
    const first = await add(south, { tipId });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ tipId, title, month: 10, repeats: true, due: '2026-10', done: null });
    expect((await add(south, { tipId, month: 2 })).status).toBe(200);
    const north = await newMember('north');
    expect((await add(north, { tipId, repeats: false })).body).toMatchObject({
      month: 3,
      due: '2027-03',
      repeats: false,
    });
    const chosen = await newMember();
    expect((await add(chosen, { tipId, month: 1 })).body).toMatchObject({ month: 1, due: '2027-01' });
    const mine = await request(t.app).get('/me/plan').set(bearer(south));
    expect(mine.body.filter((i: { tipId: string }) => i.tipId === tipId)).toHaveLength(1);
    const range = await request(t.app).get('/me/plan?from=2026-11&to=2026-12').set(bearer(south));
    expect(range.body.map((i: { tipId: string }) => i.tipId)).not.toContain(tipId);
    expectProblem(await request(t.app).get('/me/plan?from=2026-13').set(bearer(south)), 400);
  });

  it('"Done" schedules one follow-up at the tip’s delay; "Not this year" moves a yearly item on; counts follow add, done, skip and delete', async () => {
    const { tipId } = await tomatoTip();
    expect(await counts(tipId)).toEqual({ planned: 0, done: 0 });
    const a = await newMember();
    const b = await newMember();
    const c = await newMember();
    const items = [];
    for (const member of [a, b, c]) items.push((await add(member, { tipId })).body.id as string);
    expect(await counts(tipId)).toEqual({ planned: 3, done: 0 });

    // The author says its result shows after six weeks; only the author may.
    expectProblem(await request(t.app).put(`/gardenTips/${tipId}/result-weeks`).set(bearer(a)).send({ weeks: 6 }), 403);
    expectProblem(
      await request(t.app).put(`/gardenTips/${tipId}/result-weeks`).set(bearer(author)).send({ weeks: 17 }),
      400,
    );
    await request(t.app).put(`/gardenTips/${tipId}/result-weeks`).set(bearer(author)).send({ weeks: 6 }).expect(200);
    expect((await request(t.app).get(`/gardenTips/${tipId}`)).body.resultWeeks).toBe(6);

    const done = await request(t.app)
      .post(`/me/plan/${items[0]}/done`)
      .set(bearer(a))
      .send({ date: '2026-10-03', note: 'Tied them to bamboo' });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      due: '2027-10',
      done: { on: '2026-10-03', note: 'Tied them to bamboo', photo: null },
      followUp: { on: '2026-11-14', state: 'pending' },
    });
    expect(await counts(tipId)).toEqual({ planned: 3, done: 1 });

    const skipped = await request(t.app).post(`/me/plan/${items[1]}/skip`).set(bearer(b));
    expect(skipped.body).toMatchObject({ due: '2027-10', skippedYear: 2026, followUp: null });
    expect(await counts(tipId)).toEqual({ planned: 2, done: 1 });

    await request(t.app).delete(`/me/plan/${items[2]}`).set(bearer(c)).expect(200);
    expectProblem(await request(t.app).delete(`/me/plan/${items[2]}`).set(bearer(c)), 404);
    expect(await counts(tipId)).toEqual({ planned: 1, done: 1 });
    await request(t.app).delete(`/me/plan/${items[0]}`).set(bearer(a)).expect(200);
    expect(await counts(tipId)).toEqual({ planned: 0, done: 0 });
  });

  it('refuses a bad "Done" with a clear answer and changes nothing; another member’s item is a 404', async () => {
    const { tipId } = await tomatoTip();
    const member = await newMember();
    const id = (await add(member, { tipId, repeats: false })).body.id as string;
    const future = await request(t.app).post(`/me/plan/${id}/done`).set(bearer(member)).send({ date: '2026-10-06' });
    expectProblem(future, 400);
    expect(future.body.code).toBe('plan.dateInFuture');
    expectProblem(
      await request(t.app).post(`/me/plan/${id}/done`).set(bearer(member)).send({ date: '2026-02-30' }),
      400,
    );
    expectProblem(await request(t.app).post(`/me/plan/${id}/done`).set(bearer(south)).send({}), 404);
    expectProblem(
      await request(t.app).post(`/me/plan/${id}/outcome`).set(bearer(member)).send({ outcome: 'worked' }),
      409,
    );
    expect((await request(t.app).get('/me/plan').set(bearer(member))).body[0]).toMatchObject({
      due: '2026-10',
      done: null,
    });
    await request(t.app).post(`/me/plan/${id}/done`).set(bearer(member)).send({}).expect(200);
    const again = await request(t.app).post(`/me/plan/${id}/done`).set(bearer(member)).send({});
    expectProblem(again, 409);
    expect(again.body.detail).toBe(PLAN_MESSAGES.alreadyClosed);
  });
});

describe('"Did it work?"', () => {
  it('is asked four weeks after "Done" by a notification and an e-mail, once; its signed link answers signed out, once, with the member’s zone and note', async () => {
    clock.set('2026-10-05T09:00:00.000Z');
    const { tipId, title } = await tomatoTip('Stake the tomatoes early');
    const id = (await add(south, { tipId })).body.id as string;
    await request(t.app)
      .post(`/me/plan/${id}/done`)
      .set(bearer(south))
      .send({ note: 'Stakes before the wind' })
      .expect(200);
    // Not yet after three weeks.
    clock.set('2026-10-26T09:00:00.000Z');
    await plan().runFollowUps();
    expect((await notes(south)).filter((n) => n.kind === 'planFollowUp' && n.tipId === tipId)).toHaveLength(0);
    clock.set('2026-11-02T09:00:00.000Z');
    expect(await plan().runFollowUps()).toBeGreaterThanOrEqual(1);
    expect(await plan().runFollowUps()).toBe(0);
    expect((await notes(south)).filter((n) => n.kind === 'planFollowUp' && n.tipId === tipId)).toEqual([
      expect.objectContaining({ until: '2026-10-05' }),
    ]);
    await sender.drain();
    const mails = (await inbox().to(south.email)).filter((m) => m.subject.includes(title));
    expect(mails.map((m) => m.subject)).toEqual([`You followed “${title}” on 5 October 2026. Did it work?`]);
    const link = new RegExp(`${TEST_SITE_URL}/plan/outcome/([A-Za-z0-9_-]+)\\?answer=worked`).exec(mails[0]!.html)?.[1];
    expect(link).toBeDefined();
    expect(mails[0]!.text).not.toContain(south.uid);

    // Signed out: what the link is about, then the one-tap answer.
    const info = await request(t.app).get(`/plan/outcome/${link}`);
    expect(info.body).toEqual({ tipId, title, doneOn: '2026-10-05', outcome: null });
    const forged = `${link!.slice(0, -2)}${link!.endsWith('AA') ? 'BB' : 'AA'}`;
    expectProblem(await request(t.app).post(`/plan/outcome/${forged}`).send({ outcome: 'didnt' }), 404);
    const answered = await request(t.app).post(`/plan/outcome/${link}`).send({ outcome: 'worked' });
    expect(answered.status).toBe(200);
    expect(answered.body).toEqual({ tipId, title, outcome: 'worked' });
    const reused = await request(t.app).post(`/plan/outcome/${link}`).send({ outcome: 'didnt' });
    expectProblem(reused, 409);
    expect(reused.body.code).toBe('plan.alreadyAnswered');

    // One "I tried this" report, with the member's zone and the note of "Done", counted once.
    const trials = await request(t.app).get(`/gardenTips/${tipId}/trials`);
    expect(trials.body).toEqual([
      expect.objectContaining({
        outcome: 'worked',
        note: 'Stakes before the wind',
        zone: '9b',
        hemisphere: 'south',
        month: 10,
      }),
    ]);
    expect((await request(t.app).get(`/gardenTips/${tipId}`)).body.trials).toEqual({ worked: 1, partly: 0, failed: 0 });
    expectProblem(
      await request(t.app).post(`/me/plan/${id}/outcome`).set(bearer(south)).send({ outcome: 'partly' }),
      409,
    );
    // The author hears that a plan follower reported.
    expect((await notes(author)).filter((n) => n.kind === 'planReport' && n.tipId === tipId)).toHaveLength(1);
  });

  /** On 5 October, a new southern member's item of a new tomato tip. */
  async function newItem() {
    clock.set('2026-10-05T09:00:00.000Z');
    const { tipId } = await tomatoTip();
    const member = await newMember();
    return { tipId, member, id: (await add(member, { tipId })).body.id as string };
  }

  it('carries the photo, what it shows and the note of "Done" into the report; a photo not the member’s own upload is refused and changes nothing', async () => {
    const { tipId, member, id } = await newItem();
    const theirs = await upload(author);
    const notTheirs = await request(t.app).post(`/me/plan/${id}/done`).set(bearer(member)).send({ photo: theirs });
    expectProblem(notTheirs, 403);
    expectProblem(
      await request(t.app).post(`/me/plan/${id}/done`).set(bearer(member)).send({ photo: 'https://example.com/a.jpg' }),
      400,
    );
    expect((await request(t.app).get('/me/plan').set(bearer(member))).body[0]).toMatchObject({ done: null });

    const photo = await upload(member);
    const photoAlt = 'Three tomato plants tied to bamboo canes';
    const done = await request(t.app)
      .post(`/me/plan/${id}/done`)
      .set(bearer(member))
      .send({ note: 'Half the plants held', photo, photoAlt });
    expect(done.status).toBe(200);
    expect(done.body.done).toMatchObject({
      note: 'Half the plants held',
      photo: expect.stringContaining(photo),
      photoAlt,
    });
    await request(t.app).post(`/me/plan/${id}/outcome`).set(bearer(member)).send({ outcome: 'partly' }).expect(200);
    const trials = await request(t.app).get(`/gardenTips/${tipId}/trials`);
    expect(trials.body).toEqual([
      expect.objectContaining({
        outcome: 'partly',
        note: 'Half the plants held',
        photo: expect.stringContaining(photo),
        photoAlt,
        month: 10,
      }),
    ]);
    // The account's export has it, on the item and on the report.
    const exported = (await t.store.exportMember(member.uid)).sections;
    expect(exported.plan).toEqual([expect.objectContaining({ donePhotoAlt: photoAlt })]);
    expect(exported.trials).toEqual([expect.objectContaining({ photoAlt })]);
    // Two real uploads through sharp: over 20 s on a 2-core machine at load 40 (as conversation.test.ts's).
  }, 90_000);

  it('refuses what the photo shows by field and code: words with no photo, too long, invisible characters; nothing is marked', async () => {
    const { member, id } = await newItem();
    const photo = await upload(member);
    const refused = async (body: Record<string, unknown>) => {
      const res = await request(t.app).post(`/me/plan/${id}/done`).set(bearer(member)).send(body);
      expectProblem(res, 400);
      return (res.body.errors as Array<{ field: string; code: string; values?: unknown }>).map(
        ({ field, code, values }) => ({ field, code, ...(values ? { values } : {}) }),
      );
    };
    expect(await refused({ photoAlt: 'Canes in a row' })).toEqual([
      { field: 'photoAlt', code: 'conversation.photoAltWithoutPhoto' },
    ]);
    expect(await refused({ photo, photoAlt: 'x'.repeat(201) })).toEqual([
      { field: 'photoAlt', code: 'field.atMost', values: { n: 200 } },
    ]);
    expect(await refused({ photo, photoAlt: 'Canes\u200b in a row' })).toEqual([
      { field: 'photoAlt', code: 'messages.invisibleCharacters' },
    ]);
    expect((await request(t.app).get('/me/plan').set(bearer(member))).body[0]).toMatchObject({ done: null });
    // A photo with nothing said of it is taken, its alt left to the site ('').
    const done = await request(t.app).post(`/me/plan/${id}/done`).set(bearer(member)).send({ photo, photoAlt: '  ' });
    expect(done.body.done).toMatchObject({ photo: expect.stringContaining(photo), photoAlt: '' });
  });

  it('is never sent when the member already reported, turned the kind off, or deleted the item', async () => {
    clock.set('2026-10-05T09:00:00.000Z');
    const reported = await newMember();
    const mailOff = await newMember();
    const notesOff = await newMember();
    const deleted = await newMember();
    const { tipId, title } = await tomatoTip('Pinch the side shoots');
    const ids = new Map<Member, string>();
    for (const member of [reported, mailOff, notesOff, deleted]) {
      const id = (await add(member, { tipId })).body.id as string;
      await request(t.app).post(`/me/plan/${id}/done`).set(bearer(member)).send({}).expect(200);
      ids.set(member, id);
    }
    await request(t.app)
      .put(`/gardenTips/${tipId}/trials/me`)
      .set(bearer(reported))
      .send({ outcome: 'partly' })
      .expect(201);
    await request(t.app).patch('/me/email-settings').set(bearer(mailOff)).send({ planFollowUp: false }).expect(200);
    await request(t.app)
      .patch('/me/notification-settings')
      .set(bearer(notesOff))
      .send({ planFollowUp: false })
      .expect(200);
    await request(t.app)
      .delete(`/me/plan/${ids.get(deleted)}`)
      .set(bearer(deleted))
      .expect(200);

    clock.set('2026-11-03T09:00:00.000Z');
    await plan().runFollowUps();
    await sender.drain();
    const asked = async (member: Member) => ({
      notified: (await notes(member)).some((n) => n.kind === 'planFollowUp'),
      mailed: (await inbox().to(member.email)).some((m) => m.subject.includes(title)),
    });
    expect(await asked(reported)).toEqual({ notified: false, mailed: false });
    expect(await asked(mailOff)).toEqual({ notified: true, mailed: false });
    // Each switch decides apart, as for every kind: the bell's off, the e-mail still goes.
    expect(await asked(notesOff)).toEqual({ notified: false, mailed: true });
    expect(await asked(deleted)).toEqual({ notified: false, mailed: false });
    // The one who had reported is not asked again by the plan either.
    expectProblem(
      await request(t.app)
        .post(`/me/plan/${ids.get(reported)}/outcome`)
        .set(bearer(reported))
        .send({ outcome: 'worked' }),
      409,
    );
    expect((await request(t.app).get(`/gardenTips/${tipId}`)).body.trials).toEqual({ worked: 0, partly: 1, failed: 0 });
  });

  it('counts a blocked member’s plan nowhere on the author’s tip, and the plan stays theirs', async () => {
    clock.set('2026-10-05T09:00:00.000Z');
    const { tipId } = await tomatoTip();
    const blocked = await newMember();
    await add(blocked, { tipId }).expect(201);
    expect(await counts(tipId)).toEqual({ planned: 1, done: 0 });
    await t.store.block(author.uid, blocked.uid);
    expect(await counts(tipId)).toEqual({ planned: 0, done: 0 });
    expect(
      (await request(t.app).get('/me/plan').set(bearer(blocked))).body.map((i: { tipId: string }) => i.tipId),
    ).toContain(tipId);
  });
});

describe('the browser suite’s test clock', () => {
  it('does not exist on an API started without GC_TEST_CLOCK', async () => {
    expectProblem(await request(t.app).post('/test/clock').send({ days: 28 }), 404);
    expectProblem(await request(t.app).get('/test/clock'), 404);
  });
});

describe('reminders become plan items', () => {
  it('makes one yearly plan item of each reminder, listed by the calendar feed', async () => {
    clock.set('2026-10-05T09:00:00.000Z');
    const { tipId, title } = await tomatoTip('Sow tomatoes under glass');
    const reminded = await newMember();
    // A reminder as the release before left it, set in August (out of season in the south).
    t.store.db
      .prepare('INSERT INTO reminders (uid, tipId, createdAt) VALUES (?, ?, ?)')
      .run(reminded.uid, tipId, '2026-08-10T10:00:00.000Z');
    planOnSqlite.migrations![21]!.up(t.store.db);
    expect(t.store.db.prepare('SELECT COUNT(*) AS n FROM reminders').get()).toEqual({ n: 0 });
    const items = (await request(t.app).get('/me/plan').set(bearer(reminded))).body;
    expect(items).toEqual([expect.objectContaining({ tipId, title, month: 9, repeats: true, due: '2026-09' })]);
    const url = (await request(t.app).get('/me/calendar').set(bearer(reminded))).body.url as string;
    const feed = await request(t.app).get(new URL(url).pathname);
    const events = new ICAL.Component(ICAL.parse(feed.text))
      .getAllSubcomponents('vevent')
      .map((vevent) => new ICAL.Event(vevent));
    expect(
      events.map((e) => [e.summary, e.startDate.month, String(e.component.getFirstPropertyValue('rrule'))]),
    ).toEqual([[title, 9, 'FREQ=YEARLY']]);
  });
});
