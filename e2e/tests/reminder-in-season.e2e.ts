// Issue 33, finding 4: "Remind me" on a tip whose season is on is due now: the dashboard lists it
// under "This month in my garden" and the calendar feed has this season's event, not only next
// year's. The tip and the member are this file's own.
import { PLAN_MESSAGES } from '@green-circle/contract';
import ICAL from 'ical.js';
import { expect, test } from '../support/fixtures';
import { uniqueMark, type TipInput } from '../support/api';
import { makeMember, makeTip } from '../support/data';
import { toast } from '../support/ui';

// The browser, the API and the test share the machine's clock: this month, and the season around it.
const now = new Date();
const month = now.getMonth() + 1;
const before = ((month + 10) % 12) + 1;
const after = (month % 12) + 1;

test('findings 4: a reminder set in its tip’s season is due this month, on the dashboard and in the feed', async ({
  open,
  makeMember: make,
}) => {
  const [author, reader] = await Promise.all([makeMember('season-author'), make('season-reader')]);
  // A season that began last month and is still on (the reader gardens in the north, as the author).
  const tip = await makeTip(author, {
    title: `Net the brassicas ${uniqueMark()}`,
    months: [before, month, after],
  } as Partial<TipInput>);

  const { page } = await open(`/tipDetails/${tip._id}`, { as: reader });
  await expect(page.getByRole('heading', { name: tip.title })).toBeVisible();
  // Issue 58: "Remind me" became "Add to my plan", preset to this month when the tip is in season.
  await page.getByRole('button', { name: 'Add to my plan' }).click();
  await toast(page, PLAN_MESSAGES.added);

  await page.goto('/dashboard');
  const thisMonth = page.getByTestId('this-month-panel');
  await expect(thisMonth.getByRole('link', { name: tip.title })).toBeVisible();
  // The calendar marks the 1st of this month, and that day lists the tip.
  const label = new Date(now.getFullYear(), month - 1, 1).toLocaleDateString('en-US', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  const marked = page.locator('.react-calendar__tile.gc-reminder-day');
  await expect(marked.locator(`abbr[aria-label="${label}"]`)).toBeVisible();

  // The feed the profile page hands out has this month's event, repeating yearly (issue 58: a plan
  // item comes back each year in the month it was planned for, here this month of the season).
  await page.goto('/dashboard/profile');
  const field = page.getByTestId('feed-url');
  await expect(field).toHaveValue(/\.ics$/);
  const feed = await fetch(await field.inputValue());
  expect(feed.status).toBe(200);
  const events = new ICAL.Component(ICAL.parse(await feed.text()))
    .getAllSubcomponents('vevent')
    .map((vevent) => new ICAL.Event(vevent))
    .filter((event) => event.summary === tip.title);
  expect(events.map((e) => [e.startDate.year, e.startDate.month])).toContainEqual([now.getFullYear(), month]);
  const yearly = events.find((e) => String(e.component.getFirstPropertyValue('rrule')) === 'FREQ=YEARLY');
  expect(yearly?.startDate.month).toBe(month);
});
