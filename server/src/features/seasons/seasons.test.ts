import ICAL from 'ical.js';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, CLIENT_ORIGIN, emulatorAdmin, PUBLIC_API_URL, type TestApp } from '../../../test/helpers/app';
import { testClock } from '../../../test/helpers/clock';
import { expectProblem, tipInput } from '../../../test/helpers/fixtures';
import { MESSAGES } from '@green-circle/contract';
import { bearer, createMember, createUnverifiedMember, type Member } from '../../../test/helpers/members';

let t: TestApp;
let north: Member;
let south: Member;
let other: Member;

beforeAll(async () => {
  t = buildTestApp();
  [north, south, other] = await Promise.all([
    createMember({ displayName: 'Nora North' }),
    createMember({ displayName: 'Sam South' }),
    createMember(),
  ]);
  expect(
    (await request(t.app).put('/me/garden').set(bearer(south)).send({ hemisphere: 'south', zone: '10a' })).status,
  ).toBe(200);
});
afterAll(() => t.close());

async function share(member: Member, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await request(t.app).post('/gardenTips').set(bearer(member)).send(tipInput(overrides));
  expect(res.status).toBe(201);
  return res.body.insertedId as string;
}

/** Ids of a seasonal list (all pages are within one: the suite makes few tips). */
async function seasonal(query: string, member?: Member): Promise<string[]> {
  const req = request(t.app).get(`/gardenTips?limit=100&${query}`);
  const res = await (member ? req.set(bearer(member)) : req);
  expect(res.status).toBe(200);
  expect(Number(res.headers['x-total-count'])).toBe(res.body.length);
  return (res.body as Array<{ _id: string }>).map((tip) => tip._id);
}

describe('months on tips', () => {
  it('stores months sorted, with the author garden’s hemisphere, and returns them', async () => {
    const id = await share(south, { months: [11, 9, 10] });
    const res = await request(t.app).get(`/gardenTips/${id}`);
    expect(res.body).toMatchObject({ months: [9, 10, 11], hemisphere: 'south' });
    const plain = await share(north);
    const plainTip = (await request(t.app).get(`/gardenTips/${plain}`)).body;
    expect(plainTip.hemisphere).toBe('north');
    expect(plainTip).not.toHaveProperty('months');
  });

  it.each([
    ['zero', [0]],
    ['thirteen', [13]],
    ['a fraction', [1.5]],
    ['a string month', ['3']],
    ['a duplicate', [3, 3]],
    ['thirteen months', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 1]],
    ['a string', '3'],
    ['null', null],
    ['an object', { 3: true }],
  ])('refuses %s with a problem+json naming months, and creates nothing', async (_label, months) => {
    const before = await seasonal('month=1&hemisphere=north');
    const res = await request(t.app).post('/gardenTips').set(bearer(north)).send(tipInput({ months }));
    expectProblem(res, 400);
    expect(res.body.errors.some((e: { field: string }) => e.field.startsWith('months'))).toBe(true);
    expect(await seasonal('month=1&hemisphere=north')).toEqual(before);
  });

  it('refuses bad months on update and leaves the tip as it was; an update without months clears them', async () => {
    const id = await share(north, { months: [4, 5] });
    expectProblem(
      await request(t.app)
        .put(`/gardenTips/${id}`)
        .set(bearer(north))
        .send(tipInput({ months: [4, 4] })),
      400,
    );
    expect((await request(t.app).get(`/gardenTips/${id}`)).body.months).toEqual([4, 5]);
    expect((await request(t.app).put(`/gardenTips/${id}`).set(bearer(north)).send(tipInput())).status).toBe(200);
    expect((await request(t.app).get(`/gardenTips/${id}`)).body).not.toHaveProperty('months');
  });
});

describe('GET /gardenTips?month=', () => {
  let northSpring: string;
  let southSpring: string;
  let allYear: string;
  beforeAll(async () => {
    northSpring = await share(north, { months: [3, 4, 5] });
    southSpring = await share(south, { months: [9, 10, 11] }); // the south's spring: March..May in the north
    allYear = await share(north);
  });

  it('matches a tip written in the other hemisphere six months shifted, and tips without months every month', async () => {
    const april = await seasonal('month=4&hemisphere=north');
    expect(april).toEqual(expect.arrayContaining([northSpring, southSpring, allYear]));
    const southOctober = await seasonal('month=10&hemisphere=south'); // = April in the north
    expect(southOctober).toEqual(expect.arrayContaining([northSpring, southSpring, allYear]));
    const northOctober = await seasonal('month=10&hemisphere=north');
    expect(northOctober).toContain(allYear);
    expect(northOctober).not.toContain(northSpring);
    expect(northOctober).not.toContain(southSpring);
    const southApril = await seasonal('month=4&hemisphere=south');
    expect(southApril).toContain(allYear);
    expect(southApril).not.toContain(northSpring);
  });

  it('reads a member’s month in their garden’s hemisphere unless the query names one; visitors read the north', async () => {
    expect(await seasonal('month=10', south)).toContain(northSpring);
    expect(await seasonal('month=10', north)).not.toContain(northSpring);
    expect(await seasonal('month=10')).not.toContain(northSpring);
    expect(await seasonal('month=10&hemisphere=north', south)).not.toContain(northSpring);
  });

  it('pages and sorts a seasonal list like any other', async () => {
    const res = await request(t.app).get('/gardenTips?month=4&hemisphere=north&limit=1&sort=likes');
    expect(res.body).toHaveLength(1);
    expect(res.headers.link).toMatch(/month=4/);
  });

  it.each(['month=0', 'month=13', 'month=abc', 'month=4.5', 'month=', 'month=4&hemisphere=east', 'hemisphere=South'])(
    'answers %s with 400',
    async (query) => {
      expectProblem(await request(t.app).get(`/gardenTips?${query}`), 400);
    },
  );
});

describe('my garden', () => {
  it('answers the northern hemisphere to a member who never chose, and keeps what they choose', async () => {
    expect((await request(t.app).get('/me/garden').set(bearer(other))).body).toEqual({ hemisphere: 'north' });
    expect((await request(t.app).get('/me/garden').set(bearer(south))).body).toEqual({
      hemisphere: 'south',
      zone: '10a',
    });
    const res = await request(t.app)
      .put('/me/garden')
      .set(bearer(other))
      .send({ hemisphere: 'south', zone: 'not sure' });
    expect(res.body).toEqual({ hemisphere: 'south', zone: 'not sure' });
    await request(t.app).put('/me/garden').set(bearer(other)).send({ hemisphere: 'north' });
    expect((await request(t.app).get('/me/garden').set(bearer(other))).body).toEqual({ hemisphere: 'north' });
  });

  it.each([
    [{ hemisphere: 'east' }],
    [{ hemisphere: 'south', zone: '14a' }],
    [{ hemisphere: 'south', zone: '7c' }],
    [{ zone: '7a' }],
    [{ hemisphere: 'south', uid: 'someone-else' }],
  ])('refuses %j and changes nothing', async (body) => {
    expectProblem(await request(t.app).put('/me/garden').set(bearer(south)).send(body), 400);
    expect((await request(t.app).get('/me/garden').set(bearer(south))).body).toEqual({
      hemisphere: 'south',
      zone: '10a',
    });
  });

  it('is for members only', async () => {
    expectProblem(await request(t.app).get('/me/garden'), 401);
    expectProblem(await request(t.app).put('/me/garden').send({ hemisphere: 'south' }), 401);
  });
});

// Issue 58: "Remind me" became "Add to my plan"; these are the reminders' tests on the plan's
// endpoints, with the same intent (the month in the member's hemisphere, once, owner-only).
describe('reminders, now plan items', () => {
  it('findings 0: adds a reminder once, due at the start of the tip’s season in the member’s hemisphere, or in the month it is set while that season is on', async () => {
    // "Now" is set, never read from the day the suite runs: the same answers in any month.
    const clock = testClock('2027-09-15T12:00:00.000Z');
    const dated = buildTestApp({}, { clock });
    try {
      const garden = await request(dated.app)
        .put('/me/garden')
        .set(bearer(south))
        .send({ hemisphere: 'south', zone: '10a' });
      expect(garden.status).toBe(200);
      const winterTip = async (title: string) => {
        const res = await request(dated.app)
          .post('/gardenTips')
          .set(bearer(north))
          .send(tipInput({ months: [1, 2, 11, 12], title }));
        expect(res.status).toBe(201);
        return res.body.insertedId as string;
      };
      const remind = (member: Member, tipId: string) =>
        request(dated.app).post('/me/plan').set(bearer(member)).send({ tipId });
      const dueMonths = async (member: Member) => {
        const res = await request(dated.app).get('/me/plan').set(bearer(member));
        expect(res.status).toBe(200);
        return Object.fromEntries((res.body as Array<{ tipId: string; month: number }>).map((r) => [r.tipId, r.month]));
      };

      // 15 September: November..February is on in neither hemisphere (May..August in the south).
      const september = await winterTip('Wrap the fig in fleece');
      const first = await remind(south, september);
      expect(first.status).toBe(201);
      expect(first.body).toMatchObject({ tipId: september, title: 'Wrap the fig in fleece', month: 5 });
      expect((await remind(south, september)).status).toBe(200);
      expect((await remind(north, september)).body.month).toBe(11);
      const list = await request(dated.app).get('/me/plan').set(bearer(south));
      expect(list.body.filter((r: { tipId: string }) => r.tipId === september)).toHaveLength(1);

      // 15 December: on in the north, so a reminder set now is due now; not on in the south.
      clock.set('2027-12-15T12:00:00.000Z');
      const december = await winterTip('Fleece the fig again');
      expect((await remind(north, december)).body.month).toBe(12);
      expect((await remind(south, december)).body.month).toBe(5);
      // Still due in December in February (the same season), the first reminder still at its season's start.
      clock.set('2028-02-28T23:30:00.000Z');
      expect(await dueMonths(north)).toMatchObject({ [september]: 11, [december]: 12 });

      // 15 June: on in the south (due now, June); not on in the north. A plan item keeps the month it
      // was given (the December one stays December, next due this December), where a reminder fell back.
      clock.set('2028-06-15T12:00:00.000Z');
      const june = await winterTip('Fleece the southern fig');
      expect((await remind(south, june)).body.month).toBe(6);
      expect((await remind(north, june)).body.month).toBe(11);
      expect(await dueMonths(north)).toMatchObject({ [september]: 11, [december]: 12, [june]: 11 });
      expect(await dueMonths(south)).toMatchObject({ [september]: 5, [december]: 5, [june]: 6 });
    } finally {
      await dated.close();
    }
  });

  it('makes a tip without months due in the month the reminder was set', async () => {
    const id = await share(north);
    const res = await request(t.app).post('/me/plan').set(bearer(other)).send({ tipId: id });
    expect(res.body.month).toBe(new Date(res.body.createdAt).getUTCMonth() + 1);
  });

  it('is owner-only: another member can neither read nor delete yours', async () => {
    const id = await share(north, { months: [6] });
    const item = (await request(t.app).post('/me/plan').set(bearer(north)).send({ tipId: id })).body.id as string;
    const othersView = await request(t.app).get('/me/plan').set(bearer(other));
    expect(othersView.body.map((r: { tipId: string }) => r.tipId)).not.toContain(id);
    expectProblem(await request(t.app).delete(`/me/plan/${item}`).set(bearer(other)), 404);
    const mine = await request(t.app).get('/me/plan').set(bearer(north));
    expect(mine.body.map((r: { tipId: string }) => r.tipId)).toContain(id);
    expect((await request(t.app).delete(`/me/plan/${item}`).set(bearer(north))).body).toEqual({ deletedCount: 1 });
    const after = await request(t.app).get('/me/plan').set(bearer(north));
    expect(after.body.map((r: { tipId: string }) => r.tipId)).not.toContain(id);
  });

  it('answers visitors 401, unknown tips 404 and bad bodies 400', async () => {
    const id = await share(north);
    expectProblem(await request(t.app).get('/me/plan'), 401);
    expectProblem(await request(t.app).post('/me/plan').send({ tipId: id }), 401);
    expectProblem(await request(t.app).delete(`/me/plan/${id}`), 401);
    expectProblem(
      await request(t.app).post('/me/plan').set(bearer(other)).send({ tipId: '0123456789abcdef01234567' }),
      404,
    );
    for (const body of [
      {},
      { tipId: 'nope' },
      { tipId: id, uid: north.uid },
      { tipId: [id] },
      { tipId: id, month: 13 },
    ]) {
      expectProblem(await request(t.app).post('/me/plan').set(bearer(other)).send(body), 400);
    }
    expectProblem(await request(t.app).delete('/me/plan/nope').set(bearer(other)), 400);
  });

  it('drops a reminder when its tip is deleted', async () => {
    const id = await share(north);
    await request(t.app).post('/me/plan').set(bearer(other)).send({ tipId: id });
    await request(t.app).delete(`/gardenTips/${id}`).set(bearer(north));
    const list = await request(t.app).get('/me/plan').set(bearer(other));
    expect(list.body.map((r: { tipId: string }) => r.tipId)).not.toContain(id);
  });
});

describe('the private calendar feed', () => {
  let feedMember: Member;
  let tomatoes: string;
  let allYear: string;
  beforeAll(async () => {
    feedMember = await createMember({ displayName: 'Fern Feedwell' });
    await request(t.app).put('/me/garden').set(bearer(feedMember)).send({ hemisphere: 'south' });
    tomatoes = await share(north, { title: 'Sow tomatoes indoors', months: [3, 4] });
    allYear = await share(north, { title: 'Check the compost' });
    for (const tipId of [tomatoes, allYear]) {
      expect((await request(t.app).post('/me/plan').set(bearer(feedMember)).send({ tipId })).status).toBe(201);
    }
  });

  const feedPath = (url: string) => new URL(url).pathname;
  const feedOf = async (member: Member) =>
    (await request(t.app).get('/me/calendar').set(bearer(member))).body.url as string;

  it('serves one yearly all-day event per reminder, on the 1st of its month in the member’s hemisphere', async () => {
    const url = await feedOf(feedMember);
    expect(url).toMatch(/^https:\/\/api\.greencircle\.test\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await feedOf(feedMember)).toBe(url);
    const res = await request(t.app).get(feedPath(url));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const calendar = new ICAL.Component(ICAL.parse(res.text));
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(events.map((e) => e.summary).sort()).toEqual(['Check the compost', 'Sow tomatoes indoors']);
    for (const event of events) {
      expect(event.startDate.isDate).toBe(true);
      expect(event.startDate.day).toBe(1);
      expect(String(event.component.getFirstPropertyValue('rrule'))).toBe('FREQ=YEARLY');
    }
    const sow = events.find((e) => e.summary === 'Sow tomatoes indoors')!;
    // March and April in the north are September and October in the south: the plan's preset is
    // the next of those months (this month when it is one of them).
    expect([9, 10]).toContain(sow.startDate.month);
    expect(sow.startDate.month === 10).toBe(new Date().getUTCMonth() + 1 === 10);
    expect(sow.component.getFirstPropertyValue('url')).toBe(`${CLIENT_ORIGIN}/tipDetails/${tomatoes}`);
    const compost = events.find((e) => e.summary === 'Check the compost')!;
    expect(compost.startDate.month).toBe(new Date().getUTCMonth() + 1);
    expect(compost.component.getFirstPropertyValue('url')).toBe(`${CLIENT_ORIGIN}/tipDetails/${allYear}`);
  });

  it('names no member: not the owner’s e-mail or uid, not the tips’ author', async () => {
    const res = await request(t.app).get(feedPath(await feedOf(feedMember)));
    for (const secret of [feedMember.email, feedMember.uid, 'Fern Feedwell', north.email, north.uid, 'Nora North']) {
      expect(res.text).not.toContain(secret);
    }
  });

  it('gives each member their own feed with only their reminders', async () => {
    const mine = await feedOf(feedMember);
    const theirs = await feedOf(other);
    expect(feedPath(theirs)).not.toBe(feedPath(mine));
    const res = await request(t.app).get(feedPath(theirs));
    expect(res.text).not.toContain('Sow tomatoes indoors');
  });

  it('rotation issues a new address and the old one answers 404', async () => {
    const old = await feedOf(feedMember);
    const rotated = await request(t.app).post('/me/calendar/rotate').set(bearer(feedMember));
    expect(rotated.status).toBe(200);
    expect(feedPath(rotated.body.url)).not.toBe(feedPath(old));
    expectProblem(await request(t.app).get(feedPath(old)), 404);
    expect((await request(t.app).get(feedPath(rotated.body.url))).status).toBe(200);
    expect(feedPath(await feedOf(feedMember))).toBe(feedPath(rotated.body.url));
  });

  it('answers 404 to a guessed or malformed token, and keeps the store free of tokens', async () => {
    const guessed = 'A'.repeat(43);
    expectProblem(await request(t.app).get(`/calendar/${guessed}.ics`), 404);
    expectProblem(await request(t.app).get('/calendar/short.ics'), 404);
    expectProblem(await request(t.app).get(`/calendar/${guessed}`), 404);
    expectProblem(await request(t.app).get(`/calendar/${guessed}.ics.ics`), 404);
    const token = /\/calendar\/([A-Za-z0-9_-]{43})\.ics$/.exec(await feedOf(feedMember))![1]!;
    const rows = t.store.db.prepare('SELECT * FROM calendar_feeds').all();
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('issue 22 #15: builds the feed address from the configured public address, never from the Host header', async () => {
    const asked = await request(t.app)
      .get('/me/calendar')
      .set(bearer(feedMember))
      .set('Host', 'evil.example')
      .set('X-Forwarded-Host', 'evil.example')
      .set('X-Forwarded-Proto', 'https');
    expect(asked.body.url).toMatch(new RegExp(`^${PUBLIC_API_URL}/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    const rotated = await request(t.app)
      .post('/me/calendar/rotate')
      .set(bearer(feedMember))
      .set('Host', 'evil.example:8443');
    expect(rotated.body.url).toMatch(new RegExp(`^${PUBLIC_API_URL}/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    expect(JSON.stringify([asked.body, rotated.body])).not.toContain('evil');
    // Behind a proxy the API trusts (TRUST_PROXY), the forwarded host changes nothing either.
    const proxied = buildTestApp({ trustProxy: 1, publicApiUrl: 'https://api.greencircle.example' });
    try {
      const res = await request(proxied.app)
        .get('/me/calendar')
        .set(bearer(feedMember))
        .set('X-Forwarded-Host', 'evil.example')
        .set('X-Forwarded-Proto', 'http');
      expect(res.body.url).toMatch(/^https:\/\/api\.greencircle\.example\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    } finally {
      await proxied.close();
    }
  });

  it("issue 22 #16: a disabled or deleted account's feed address stops answering", async () => {
    const [disabled, deleted] = await Promise.all([createMember(), createMember()]);
    const feeds = [];
    for (const member of [disabled, deleted]) {
      await share(north, { title: `For ${member.uid}` }).then((tipId) =>
        request(t.app).post('/me/reminders').set(bearer(member)).send({ tipId }),
      );
      const path = feedPath(await feedOf(member));
      expect((await request(t.app).get(path)).status).toBe(200);
      feeds.push(path);
    }
    await emulatorAdmin().updateUser(disabled.uid, { disabled: true });
    await emulatorAdmin().deleteUser(deleted.uid);
    for (const path of feeds) expectProblem(await request(t.app).get(path), 404);
    // Enabled again: the same address answers again (it was not the token that changed).
    await emulatorAdmin().updateUser(disabled.uid, { disabled: false });
    expect((await request(t.app).get(feeds[0]!)).status).toBe(200);
  });

  it('is for members only', async () => {
    expectProblem(await request(t.app).get('/me/calendar'), 401);
    expectProblem(await request(t.app).post('/me/calendar/rotate'), 401);
  });
});

describe('privacy of the seasonal views', () => {
  it('a seasonal list and a reminder carry months and hemisphere but never an e-mail or uid', async () => {
    const id = await share(south, { months: [3, 4], title: 'Plant garlic after the first rain' });
    const list = await request(t.app).get('/gardenTips?month=3&hemisphere=south&limit=100').set(bearer(other));
    const shown = (list.body as Array<Record<string, unknown>>).find((tip) => tip._id === id);
    expect(shown).toMatchObject({ months: [3, 4], hemisphere: 'south', mine: false });
    expect(typeof shown?.authorId).toBe('string');
    const reminder = await request(t.app).post('/me/plan').set(bearer(other)).send({ tipId: id });
    expect(Object.keys(reminder.body).sort()).toEqual([
      'createdAt',
      'done',
      'due',
      'followUp',
      'id',
      'image',
      'month',
      'outcome',
      'repeats',
      'skippedYear',
      'tipId',
      'title',
    ]);
    for (const body of [list.text, reminder.text, (await request(t.app).get('/me/plan').set(bearer(other))).text]) {
      expect(body).not.toContain(south.email);
      expect(body).not.toContain(south.uid);
      expect(body).not.toContain(other.email);
      expect(body).not.toContain(other.uid);
      expect(body).not.toMatch(/authorUid|"email"/);
    }
  });
});

describe('a member whose e-mail is not verified', () => {
  it('reads their garden and reminders, but every write and the feed address answer 403 and change nothing', async () => {
    const unverified = await createUnverifiedMember();
    const tipId = await share(north);
    expect((await request(t.app).get('/me/garden').set(bearer(unverified))).body).toEqual({ hemisphere: 'north' });
    expect((await request(t.app).get('/me/plan').set(bearer(unverified))).body).toEqual([]);
    const refused = [
      await request(t.app).put('/me/garden').set(bearer(unverified)).send({ hemisphere: 'south' }),
      await request(t.app).post('/me/plan').set(bearer(unverified)).send({ tipId }),
      await request(t.app).delete(`/me/plan/${tipId}`).set(bearer(unverified)),
      await request(t.app).get('/me/calendar').set(bearer(unverified)),
      await request(t.app).post('/me/calendar/rotate').set(bearer(unverified)),
    ];
    for (const res of refused) {
      expectProblem(res, 403);
      expect(res.body.detail).toBe(MESSAGES.emailNotVerified);
    }
    expect((await request(t.app).get('/me/garden').set(bearer(unverified))).body).toEqual({ hemisphere: 'north' });
    expect((await request(t.app).get('/me/plan').set(bearer(unverified))).body).toEqual([]);
    expect(t.store.db.prepare('SELECT COUNT(*) AS n FROM calendar_feeds WHERE uid = ?').get(unverified.uid)).toEqual({
      n: 0,
    });
  });
});
