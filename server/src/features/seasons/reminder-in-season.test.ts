import ICAL from 'ical.js';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app';
import { tipInput } from '../../../test/helpers/fixtures';
import { bearer, createMember, type Member } from '../../../test/helpers/members';
import { reminderDue } from './reminder-due';

let t: TestApp;
let author: Member;
let reader: Member;

beforeAll(async () => {
  t = buildTestApp();
  [author, reader] = await Promise.all([createMember(), createMember()]);
});
afterAll(() => t.close());

/** This month (UTC) and the months around it: a season that started last month and is still on. */
const now = new Date();
const thisMonth = now.getUTCMonth() + 1;
const before = ((thisMonth + 10) % 12) + 1;
const after = (thisMonth % 12) + 1;

async function remindMeOf(months: number[]): Promise<string> {
  const created = await request(t.app)
    .post('/gardenTips')
    .set(bearer(author))
    .send(tipInput({ title: `In season ${months.join('-')}`, months }));
  expect(created.status).toBe(201);
  const tipId = created.body.insertedId as string;
  expect((await request(t.app).post('/me/plan').set(bearer(reader)).send({ tipId })).status).toBe(201);
  return tipId;
}

async function feedEvents(member: Member) {
  const url = (await request(t.app).get('/me/calendar').set(bearer(member))).body.url as string;
  const res = await request(t.app).get(new URL(url).pathname);
  expect(res.status).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(res.text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
}

// Issue 58: reminders became plan items; "Add to my plan" during the season presets this month.
describe('findings 4: a reminder set during its tip’s season is due now', () => {
  let tipId: string;
  beforeAll(async () => {
    tipId = await remindMeOf([before, thisMonth, after]);
  });

  it('is due this month in GET /me/plan (the dashboard’s “This month in my garden”)', async () => {
    const res = await request(t.app).get('/me/plan').set(bearer(reader));
    expect(res.status).toBe(200);
    expect(res.body).toEqual([expect.objectContaining({ tipId, month: thisMonth })]);
  });

  it('has its event this month in the calendar feed, repeating every year', async () => {
    const events = (await feedEvents(reader)).filter((e) => e.summary.startsWith('In season'));
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event!.startDate.isDate).toBe(true);
    expect([event!.startDate.year, event!.startDate.month]).toEqual([now.getUTCFullYear(), thisMonth]);
    expect(String(event!.component.getFirstPropertyValue('rrule'))).toBe('FREQ=YEARLY');
  });

  it('a reminder set out of season keeps one yearly event at the next season’s start', async () => {
    const later = ((thisMonth + 2) % 12) + 1;
    const outOfSeason = ((thisMonth + 3) % 12) + 1;
    await remindMeOf([later, outOfSeason]);
    const reminders = (await request(t.app).get('/me/plan').set(bearer(reader))).body as Array<{
      month: number;
    }>;
    expect(reminders.map((r) => r.month).sort((a, b) => a - b)).toEqual([thisMonth, later].sort((a, b) => a - b));
    const events = (await feedEvents(reader)).filter((e) => e.summary === `In season ${later}-${outOfSeason}`);
    expect(events).toHaveLength(1);
    expect(events[0]!.startDate.month).toBe(later);
    expect(Date.UTC(events[0]!.startDate.year, later - 1, 1)).toBeGreaterThan(now.getTime());
  });
});

describe('reminderDue', () => {
  const octDec = { months: [10, 11, 12], hemisphere: 'north' as const };
  it('is due in the month it was set while the season lasts, then at the season’s start', () => {
    const set = '2026-11-27T10:00:00.000Z';
    expect(reminderDue(octDec, 'north', set, new Date('2026-11-28'))).toEqual({
      month: 11,
      thisSeason: new Date('2026-11-01T00:00:00.000Z'),
      yearlyFrom: new Date('2027-10-01T00:00:00.000Z'),
    });
    expect(reminderDue(octDec, 'north', set, new Date('2026-12-15')).month).toBe(11);
    expect(reminderDue(octDec, 'north', set, new Date('2027-01-02')).month).toBe(10);
    expect(reminderDue(octDec, 'north', set, new Date('2027-11-02')).month).toBe(10);
  });

  it('reads the season in the reader’s hemisphere, across the turn of the year', () => {
    // April–June in the south is October–December in the north.
    const south = { months: [4, 5, 6], hemisphere: 'south' as const };
    expect(reminderDue(south, 'north', '2026-12-03T00:00:00.000Z', new Date('2026-12-04')).month).toBe(12);
    const winter = { months: [11, 12, 1, 2], hemisphere: 'north' as const };
    const due = reminderDue(winter, 'north', '2027-01-10T00:00:00.000Z', new Date('2027-02-01'));
    expect(due).toMatchObject({ month: 1, yearlyFrom: new Date('2027-11-01T00:00:00.000Z') });
  });

  it('is due at the season’s start when set out of season or on its first month', () => {
    expect(reminderDue(octDec, 'north', '2026-07-01T00:00:00.000Z', new Date('2026-07-02'))).toEqual({
      month: 10,
      thisSeason: null,
      yearlyFrom: new Date('2026-10-01T00:00:00.000Z'),
    });
    expect(reminderDue(octDec, 'north', '2026-10-05T00:00:00.000Z', new Date('2026-10-06')).thisSeason).toBeNull();
    expect(reminderDue({}, 'north', '2026-05-05T00:00:00.000Z', new Date('2026-09-01')).month).toBe(5);
  });
});
