// Flow 13 (issue 12): seasons where the member gardens, reminders on the dashboard calendar,
// and the private calendar feed.
import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SEASON_MESSAGES } from '@green-circle/contract/messages';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, createAccount, createTip, newMember, tipInput, type Member, type TipInput } from '../support/api';
import { useBrowser } from '../support/browser';
import { eventually, toast, visible } from '../support/ui';

const { open } = useBrowser('13-seasons');

// The browser and the tests run on the same machine: the same month.
const month = new Date().getMonth() + 1;

/** The six titles "In season now" should show: the API's own answer for that hemisphere. */
async function inSeason(hemisphere: 'north' | 'south') {
  const { body } = await api<Array<{ title: string }>>(
    `/gardenTips?availability=Public&sort=likes&limit=6&month=${month}&hemisphere=${hemisphere}`,
  );
  return body.map((tip) => tip.title);
}

describe('seasons', () => {
  let gardener: Member;
  let author: Member;
  let reader: Member;
  let seasonal: { _id: string; title: string };

  beforeAll(async () => {
    [gardener, author, reader] = await Promise.all([
      createAccount(newMember('garden')),
      createAccount(newMember('author')),
      createAccount(newMember('reader')),
    ]);
    // Written in the north for this month; the reader is in the north too: due on the 1st of this month.
    seasonal = await createTip(author, {
      ...tipInput({ title: `Sow this month ${Date.now()}` }),
      months: [month],
    } as TipInput);
  });

  it('a member who sets their garden to the southern hemisphere sees "In season now" change', async () => {
    const [north, south] = await Promise.all([inSeason('north'), inSeason('south')]);
    expect(north.length).toBeGreaterThan(0);
    expect(south).not.toEqual(north); // the seed data's months make the two halves of the world differ

    const { page } = await open('/', { as: gardener });
    await page.goto('/');
    const section = page.getByTestId('in-season-now');
    const titles = () => section.locator('h3').allInnerTexts();
    await eventually(titles, (shown) => JSON.stringify(shown) === JSON.stringify(north));

    await page.goto('/dashboard/profile');
    await page.getByRole('radio', { name: SEASON_MESSAGES.hemisphereSouth }).check();
    await page.getByLabel(SEASON_MESSAGES.zoneLabel).selectOption('10a');
    await page.getByRole('button', { name: 'Save garden' }).click();
    await toast(page, SEASON_MESSAGES.gardenSaved);
    const { body: garden } = await api('/me/garden', { as: gardener });
    expect(garden).toEqual({ hemisphere: 'south', zone: '10a' });

    await page.goto('/');
    await eventually(titles, (shown) => JSON.stringify(shown) === JSON.stringify(south));
    expect(
      await section.getByRole('button', { name: SEASON_MESSAGES.hemisphereSouth }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('a reminder added on tip details is marked on the dashboard calendar and listed for its day', async () => {
    const { page } = await open(undefined, { as: reader });
    await page.goto(`/tipDetails/${seasonal._id}`);
    await visible(page.getByRole('heading', { name: seasonal.title }));
    const strip = page.getByTestId('month-strip');
    await visible(strip);
    expect(await strip.locator('li[data-active="true"]').count()).toBe(1);
    await page.getByRole('button', { name: /Remind me/ }).click();
    await toast(page, SEASON_MESSAGES.reminderAdded);
    await visible(page.getByRole('button', { name: /Reminder set/ }));
    const { body: reminders } = await api<Array<{ tipId: string; month: number }>>('/me/reminders', { as: reader });
    expect(reminders).toEqual([expect.objectContaining({ tipId: seasonal._id, month })]);

    await page.goto('/dashboard');
    const firstOfMonth = new Date(new Date().getFullYear(), month - 1, 1);
    const label = firstOfMonth.toLocaleDateString('en-US', { day: 'numeric', month: 'long', year: 'numeric' });
    const marked = page.locator('.react-calendar__tile.gc-reminder-day');
    await visible(marked);
    expect(await marked.count()).toBe(1);
    expect(await marked.locator('abbr').getAttribute('aria-label')).toBe(label);
    await marked.click();
    const day = page.getByTestId('reminders-of-day');
    await visible(day.getByRole('link', { name: seasonal.title }));
    await visible(page.getByTestId('this-month-panel').getByRole('link', { name: seasonal.title }));
  });

  it('the feed address downloads a valid calendar, and a new address retires the old one', async () => {
    await api('/me/reminders', { method: 'POST', body: JSON.stringify({ tipId: seasonal._id }), as: reader });
    const { page } = await open(undefined, { as: reader });
    await page.goto('/dashboard/profile');
    const field = page.getByTestId('feed-url');
    const url = await eventually(
      () => field.inputValue(),
      (value) => /\/calendar\/[A-Za-z0-9_-]{43}\.ics$/.test(value),
    );

    // Opening the address in the browser downloads the calendar (Chromium does not show text/calendar).
    const [download] = await Promise.all([page.waitForEvent('download'), page.goto(url).catch(() => null)]);
    // The browser runs behind a remote connection: the download is saved to a local copy first.
    const saved = path.join(await mkdtemp(path.join(os.tmpdir(), 'gc-feed-')), download.suggestedFilename());
    await download.saveAs(saved);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const text = await readFile(saved, 'utf8');
    const calendar = new ICAL.Component(ICAL.parse(text));
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(events.map((e) => e.summary)).toEqual([seasonal.title]);
    expect(events[0]!.startDate.month).toBe(month);
    expect(events[0]!.startDate.day).toBe(1);
    expect(String(events[0]!.component.getFirstPropertyValue('rrule'))).toBe('FREQ=YEARLY');
    expect(text).not.toContain(reader.email);

    await page.goto('/dashboard/profile');
    await eventually(
      () => field.inputValue(),
      (value) => value === url,
    );
    await page.getByRole('button', { name: SEASON_MESSAGES.feedRotate }).click();
    await toast(page, SEASON_MESSAGES.feedRotated);
    const rotated = await eventually(
      () => field.inputValue(),
      (value) => value !== url && value.endsWith('.ics'),
    );
    expect((await fetch(url)).status).toBe(404);
    expect((await fetch(rotated)).status).toBe(200);
  });
});
