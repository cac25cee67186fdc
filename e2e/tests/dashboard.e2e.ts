// The member's dashboard: overview, calendar, all tips, my items and profile.
import { MESSAGES } from '@green-circle/contract/messages';
import { expect, test } from '../support/fixtures';
import { api, listTips, uniqueMark } from '../support/api';
import { makeMember, makeTip } from '../support/data';
import { accountButton } from '../support/auth';
import { pathIs, toast } from '../support/ui';

test.describe('dashboard', () => {
  test('overview: profile card, the four figures as the API counts them, and the calendar', async ({ open }) => {
    const member = await makeMember('dash');
    await makeTip(member, { title: `Broken image fern ${uniqueMark()}` });
    await makeTip(member, { title: `Hard bonsai ${uniqueMark()}`, availability: 'Hidden' });
    const { page } = await open(undefined, { as: member });
    await page.goto('/dashboard');
    const profile = page.getByRole('region', { name: 'Your profile' });
    await expect(profile.getByText(member.email)).toBeVisible();
    // 'Member Since' is the year the account was created: this run made it.
    for (const line of ['Role: Member', 'Account Type: Free', `Member Since: ${new Date().getFullYear()}`])
      await expect(profile.getByText(line)).toBeVisible();

    // The site-wide figures move while other tests write: the cards are compared with the API
    // read right after the page, the page read again until the two agree.
    await expect(async () => {
      await page.reload();
      const cards = page.locator('li', { has: page.getByText('Total Users', { exact: true }) });
      await expect(cards).toBeVisible();
      const { body: stats } = await api<Record<string, number>>(
        `/dashboard-stats?email=${encodeURIComponent(member.email)}`,
        { as: member },
      );
      expect(stats.myTips).toBe(2);
      for (const [label, key] of [
        ['Total Garden Tips', 'totalTips'],
        ['My Garden Tips', 'myTips'],
        ['Total Gardeners', 'totalGardeners'],
        ['Total Users', 'totalUsers'],
      ] as const) {
        const card = page.locator('li', { has: page.getByText(label, { exact: true }) });
        expect((await card.innerText()).replace(/\s+/g, ' ')).toContain(
          `${label} ${stats[key]!.toLocaleString('en-US')}`,
        );
      }
    }).toPass({ timeout: 30_000 });

    const selected = page.getByText('Selected Date:').locator('..');
    const today = await selected.innerText();
    const calendar = page.locator('.react-calendar');
    const days = calendar.locator(
      '.react-calendar__month-view__days__day:not(.react-calendar__month-view__days__day--neighboringMonth)',
    );
    const pick = (await days.count()) > 15 && !today.includes(' 15 ') ? 14 : 9;
    const label = await days.nth(pick).locator('abbr').getAttribute('aria-label');
    await days.nth(pick).click();
    await expect(selected).not.toHaveText(today, { useInnerText: true });
    const chosen = new Date(label!);
    await expect(selected).toContainText(chosen.toDateString(), { useInnerText: true });
  });

  test('All Garden Tips: the difficulty filter and the fallbacks', async ({ open }) => {
    const member = await makeMember('dash');
    const brokenImageTip = await makeTip(member, {
      title: `Broken image fern ${uniqueMark()}`,
      image: 'https://images.invalid/fern.png',
      difficulty: 'Medium',
    });
    const hardTip = await makeTip(member, {
      title: `Hard bonsai ${uniqueMark()}`,
      difficulty: 'Hard',
      availability: 'Hidden',
    });
    const { page } = await open(undefined, { as: member });
    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'All Garden Tips' }).click();
    await pathIs(page, '/dashboard/all-tips');
    const table = page.getByRole('region', { name: 'All garden tips' });
    const row = table.locator('tr', { hasText: brokenImageTip.title });
    await expect(row).toBeVisible();
    // A broken image falls back to the local placeholder; likes 0; the author by name, never by e-mail.
    await expect(row.locator('img').first()).toHaveAttribute('src', /^(?!https:\/\/images\.invalid)./);

    expect((await row.innerText()).replace(/\s+/g, ' ')).toContain(`0 ${member.displayName}`);
    const users = await table.locator('tbody tr td:nth-child(5)').allInnerTexts();
    expect(users.length).toBeGreaterThan(0);
    expect(users.filter((text) => text.includes('@'))).toEqual([]);

    await page.getByLabel('Filter by difficulty').selectOption('Hard');
    await expect(table.locator('tr', { hasText: hardTip.title })).toBeVisible();
    await expect(table.locator('tr', { hasText: brokenImageTip.title })).toHaveCount(0);
    // Other tests share Hard tips meanwhile: the rows are counted against the API read right
    // after them, the page read again (the filter is in its address) until the two agree.
    await expect(async () => {
      await page.reload();
      await expect(table.locator('tr', { hasText: hardTip.title })).toBeVisible();
      const shownRows = await table.locator('tbody tr').count();
      const hard = await listTips('difficulty=Hard&limit=100', member);
      expect(shownRows).toBe(Math.min(hard.total, hard.tips.length));
    }).toPass({ timeout: 30_000 });
  });

  test('My Items and the profile update, reflected in the navbar', async ({ open }) => {
    const member = await makeMember('dash');
    const brokenImageTip = await makeTip(member, {
      title: `Broken image fern ${uniqueMark()}`,
      image: 'https://images.invalid/fern.png',
      difficulty: 'Medium',
    });
    const hardTip = await makeTip(member, {
      title: `Hard bonsai ${uniqueMark()}`,
      difficulty: 'Hard',
      availability: 'Hidden',
    });
    const { page } = await open(undefined, { as: member });
    await page.goto('/dashboard/my-items');
    await expect(page.getByRole('heading', { name: hardTip.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: brokenImageTip.title })).toBeVisible();
    await expect(page.getByRole('link', { name: `Edit ${hardTip.title}` })).toBeVisible();
    await expect(page.getByRole('link', { name: `View ${hardTip.title}` })).toBeVisible();

    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Profile' }).click();
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
    await expect(page.getByRole('heading', { name: member.displayName })).toBeVisible();
    await page.getByRole('button', { name: 'Update Profile' }).click();
    const form = page.getByRole('dialog');
    await expect(form).toBeVisible();
    const newName = `${member.displayName} Renamed`;
    await form.getByLabel('Name').fill(newName);
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(page, MESSAGES.profileUpdated);
    await expect(page.getByRole('heading', { name: newName })).toBeVisible();

    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Home' }).click();
    await pathIs(page, '/');
    await expect(accountButton(page, newName)).toBeVisible();
    member.displayName = newName;
  });
  test('issue 22 #9: /dashboard/garden and /dashboard/calendar-feed opened as pages show that part of the profile page', async ({
    open,
  }) => {
    const member = await makeMember('dash');
    const { page } = await open(undefined, { as: member });
    await page.goto('/dashboard/garden');
    await pathIs(page, '/dashboard/profile');
    expect(new URL(page.url()).hash).toBe('#my-garden');
    await expect(page.locator('#my-garden').getByRole('heading', { name: 'My garden' })).toBeVisible();
    await expect(page.getByText('Oops! Page Not Found')).toHaveCount(0);

    await page.goto('/dashboard/calendar-feed');
    await pathIs(page, '/dashboard/profile');
    expect(new URL(page.url()).hash).toBe('#calendar-feed');
    await expect(page.locator('#calendar-feed').getByRole('heading')).toBeVisible();
  });
});
