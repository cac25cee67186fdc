// Issue 12: seasons where the member gardens, reminders on the dashboard calendar,
// and the private calendar feed.
import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PLAN_MESSAGES } from '@green-circle/contract';
import { SEASON_MESSAGES } from '@green-circle/contract/messages';
import ICAL from 'ical.js';
import { expect, test } from '../support/fixtures';
import type { Locator, Page } from '@playwright/test';
import { api, createTip, tipInput, uniqueMark, type TipInput } from '../support/api';
import { makeMember } from '../support/data';
import { toast } from '../support/ui';

// The browser and the tests run on the same machine: the same month.
const month = new Date().getMonth() + 1;

/** The six titles "In season now" should show: the API's own answer for that hemisphere. */
async function inSeason(hemisphere: 'north' | 'south') {
  const { body } = await api<Array<{ title: string }>>(
    `/gardenTips?availability=Public&sort=likes&limit=6&month=${month}&hemisphere=${hemisphere}`,
  );
  return body.map((tip) => tip.title);
}

/**
 * "In season now" shows the API's six for the hemisphere. Other tests like tips meanwhile, which
 * can reorder them: the page is read again until it agrees with the API read right after it.
 */
async function expectInSeason(page: Page, titles: Locator, hemisphere: 'north' | 'south') {
  await expect(async () => {
    await page.reload();
    await expect(titles.first()).toBeVisible();
    const shown = (await titles.allInnerTexts()).map((t) => t.trim());
    expect(shown).toEqual(await inSeason(hemisphere));
  }).toPass({ timeout: 30_000 });
}

test.describe('seasons', () => {
  test('a member who sets their garden to the southern hemisphere sees "In season now" change', async ({ open }) => {
    const gardener = await makeMember('garden');
    const [north, south] = await Promise.all([inSeason('north'), inSeason('south')]);
    expect(north.length).toBeGreaterThan(0);
    expect(south).not.toEqual(north); // the seed data's months make the two halves of the world differ

    const { page } = await open('/', { as: gardener });
    const section = page.getByTestId('in-season-now');
    const titles = section.locator('h3');
    await expectInSeason(page, titles, 'north');

    await page.goto('/dashboard/profile');
    await page.getByRole('radio', { name: SEASON_MESSAGES.hemisphereSouth }).check();
    await page.getByLabel(SEASON_MESSAGES.zoneLabel).selectOption('10a');
    await page.getByRole('button', { name: 'Save garden' }).click();
    await toast(page, SEASON_MESSAGES.gardenSaved);
    const { body: garden } = await api('/me/garden', { as: gardener });
    expect(garden).toEqual({ hemisphere: 'south', zone: '10a' });

    await page.goto('/');
    await expectInSeason(page, titles, 'south');
    expect(
      await section.getByRole('button', { name: SEASON_MESSAGES.hemisphereSouth }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  test('a reminder added on tip details is marked on the dashboard calendar and listed for its day', async ({
    open,
  }) => {
    const author = await makeMember('author');
    const reader = await makeMember('reader');
    const seasonal = await createTip(author, {
      ...tipInput({ title: `Sow this month ${uniqueMark()}` }),
      months: [month],
    } as TipInput);
    const { page } = await open(undefined, { as: reader });
    await page.goto(`/tipDetails/${seasonal._id}`);
    await expect(page.getByRole('heading', { name: seasonal.title })).toBeVisible();
    const strip = page.getByTestId('month-strip');
    await expect(strip).toBeVisible();
    await expect(strip.locator('li[data-active="true"]')).toHaveCount(1);
    // Issue 58: "Remind me" became "Add to my plan" (preset to this month: the tip is in season).
    await page.getByRole('button', { name: 'Add to my plan' }).click();
    await toast(page, PLAN_MESSAGES.added);
    await expect(page.getByTestId('in-my-plan')).toBeVisible();
    const { body: reminders } = await api<Array<{ tipId: string; month: number }>>('/me/plan', { as: reader });
    expect(reminders).toEqual([expect.objectContaining({ tipId: seasonal._id, month })]);

    await page.goto('/dashboard');
    const firstOfMonth = new Date(new Date().getFullYear(), month - 1, 1);
    const label = firstOfMonth.toLocaleDateString('en-US', { day: 'numeric', month: 'long', year: 'numeric' });
    const marked = page.locator('.react-calendar__tile.gc-reminder-day');
    await expect(marked).toBeVisible();
    await expect(marked).toHaveCount(1);
    await expect(marked.locator('abbr')).toHaveAttribute('aria-label', label);
    await marked.click();
    const day = page.getByTestId('reminders-of-day');
    await expect(day.getByRole('link', { name: seasonal.title })).toBeVisible();
    await expect(page.getByTestId('this-month-panel').getByRole('link', { name: seasonal.title })).toBeVisible();
  });

  test('the feed address downloads a valid calendar, and a new address retires the old one', async ({ open }) => {
    const author = await makeMember('author');
    const reader = await makeMember('reader');
    const seasonal = await createTip(author, {
      ...tipInput({ title: `Sow this month ${uniqueMark()}` }),
      months: [month],
    } as TipInput);
    await api('/me/plan', { method: 'POST', body: JSON.stringify({ tipId: seasonal._id }), as: reader });
    const { page } = await open(undefined, { as: reader });
    await page.goto('/dashboard/profile');
    const field = page.getByTestId('feed-url');
    await expect(field).toHaveValue(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const url = await field.inputValue();

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
    await expect(field).toHaveValue(url);
    await page.getByRole('button', { name: SEASON_MESSAGES.feedRotate }).click();
    await toast(page, SEASON_MESSAGES.feedRotated);
    await expect(field).not.toHaveValue(url);
    await expect(field).toHaveValue(/\.ics$/);
    const rotated = await field.inputValue();
    expect(rotated).not.toBe(url);

    expect((await fetch(url)).status).toBe(404);
    expect((await fetch(rotated)).status).toBe(200);
  });
});
