import request from 'supertest';
import { WEEKDAYS } from '@green-circle/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app';
import { tipInput } from '../../../test/helpers/fixtures';
import { inbox, testMailSender, TEST_SITE_URL } from '../../../test/helpers/mail';
import { bearer, createMember, type Member } from '../../../test/helpers/members';
import { runMailSchedule } from './mail-schedule';

/**
 * The weekly digest and the month's reminders: written by the schedule once per member and
 * period, in the member's time zone, composed from the week page's own composition.
 */
let t: TestApp;
let sender: ReturnType<typeof testMailSender>;
let author: Member;

beforeAll(async () => {
  t = buildTestApp();
  sender = testMailSender(t.store);
  author = await createMember({ displayName: 'Season Author' });
});
afterAll(async () => {
  sender.close();
  await t.close();
});

/** A member with a record (POST /users: the schedule reads the members), a reminder, and these e-mail settings. */
async function memberWithReminder(settings: Record<string, unknown>) {
  const member = await createMember();
  expect(
    (
      await request(t.app)
        .post('/users')
        .set(bearer(member))
        .send({ name: `Reminded ${member.uid.slice(0, 6)}` })
    ).status,
  ).toBeLessThan(300);
  const title = `Sow leeks ${member.uid.slice(0, 6)}`;
  const tip = await request(t.app).post('/gardenTips').set(bearer(author)).send(tipInput({ title }));
  expect(tip.status).toBe(201);
  const reminder = await request(t.app).post('/me/plan').set(bearer(member)).send({ tipId: tip.body.insertedId });
  expect(reminder.status).toBeLessThan(300);
  const current = (await request(t.app).get('/me/email-settings').set(bearer(member))).body;
  const saved = await request(t.app)
    .put('/me/email-settings')
    .set(bearer(member))
    .send({ ...current, ...settings });
  expect(saved.status).toBe(200);
  return { member, title, tipId: tip.body.insertedId as string };
}

const at = (iso: string) => new Date(iso);
const today = new Date();
const ymd = today.toISOString().slice(0, 10);
const month = ymd.slice(0, 7);

describe('the weekly digest', () => {
  it('goes on the member’s chosen day, once, with the week page’s parts and links', async () => {
    const weekday = WEEKDAYS[today.getUTCDay()]!;
    const { member, title, tipId } = await memberWithReminder({ digestDay: weekday, timeZone: 'UTC', reminder: false });
    // Before 8:00 where they live: not yet.
    await runMailSchedule(t.store, at(`${ymd}T07:30:00Z`));
    await runMailSchedule(t.store, at(`${ymd}T09:00:00Z`));
    await runMailSchedule(t.store, at(`${ymd}T15:00:00Z`));
    await sender.drain();
    const mails = await inbox().to(member.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^This week in your garden: /);
    expect(mails[0]!.text).toContain('Reminders due in');
    expect(mails[0]!.text).toContain(title);
    expect(mails[0]!.html).toContain(`href="${TEST_SITE_URL}/tipDetails/${tipId}"`);
    expect(mails[0]!.headers['list-unsubscribe']).toMatch(/\/unsubscribe\//);
  });

  it('not on another day, and not when turned off', async () => {
    const otherDay = WEEKDAYS[(today.getUTCDay() + 3) % 7]!;
    const { member: elsewhere } = await memberWithReminder({ digestDay: otherDay, timeZone: 'UTC', reminder: false });
    const weekday = WEEKDAYS[today.getUTCDay()]!;
    const { member: off } = await memberWithReminder({
      digestDay: weekday,
      timeZone: 'UTC',
      digest: false,
      reminder: false,
    });
    await runMailSchedule(t.store, at(`${ymd}T10:00:00Z`));
    await sender.drain();
    expect(await inbox().to(elsewhere.email)).toHaveLength(0);
    expect(await inbox().to(off.email)).toHaveLength(0);
  });
});

describe('the month’s reminders', () => {
  it('go on the 1st from 8:00 in the member’s time zone, once, naming each reminder due', async () => {
    const { member: utc, title } = await memberWithReminder({ digest: false, timeZone: 'UTC' });
    const { member: kiribati } = await memberWithReminder({ digest: false, timeZone: 'Pacific/Kiritimati' });
    // 19:00 UTC on the last day of the month before is 09:00 on the 1st at UTC+14.
    const first = at(`${month}-01T12:00:00Z`);
    const eve = new Date(first.getTime() - 17 * 3_600_000);
    await runMailSchedule(t.store, eve);
    await sender.drain();
    expect(await inbox().to(utc.email)).toHaveLength(0);
    expect(await inbox().to(kiribati.email)).toHaveLength(1);
    await runMailSchedule(t.store, at(`${month}-01T09:00:00Z`));
    await runMailSchedule(t.store, at(`${month}-01T20:00:00Z`));
    await sender.drain();
    const mails = await inbox().to(utc.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(
      `Your reminder for ${today.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' })}: ${title}`,
    );
    expect(mails[0]!.text).toContain(`${TEST_SITE_URL}/tipDetails/`);
    expect(await inbox().to(kiribati.email)).toHaveLength(1);
  });
});
