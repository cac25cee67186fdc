// A visitor who is not signed in looks around: home, Explore, Browse, the legal pages, a 404.
import { MESSAGES } from '@green-circle/contract/messages';
import { expect, test } from '../support/fixtures';
import { uniqueMark } from '../support/api';
import { makeTip } from '../support/data';
import { holdEntryModule, hydrated, pathIs } from '../support/ui';

test.describe('a visitor', () => {
  test('sees the home page: typewriter, carousel, featured gardeners, trending tips, experts and counters', async ({
    open,
  }) => {
    const { page } = await open('/', { motion: 'no-preference' });
    await expect(page).toHaveTitle('Home | Green Circle');
    const hero = page.getByRole('heading', { level: 1 });
    await expect(hero).toContainText('Grow your garden with');

    // The typewriter types and deletes the phrases.
    const typed = hero.locator('[aria-hidden="true"]');
    let first = '';
    await expect.poll(async () => (first = await typed.innerText()).trim()).not.toBe('');
    // It starts typing 2 s after the page is idle (the first phrase stays as long as the others).
    await expect.poll(() => typed.innerText(), { timeout: 10_000 }).not.toBe(first);
    expect(
      ['expert tips', 'love & care', 'organic methods', 'sustainable ideas'].some((p) =>
        p.startsWith(first.replace(/\|$/, '').trim()),
      ),
    ).toBe(true);

    // Four slides that move by themselves, with no arrows.
    const bullets = page.locator('.swiper-pagination-bullet');
    // Swiper starts when the first turn is due (4 s after the page is idle): then the dots show.
    await expect(bullets.first()).toBeVisible({ timeout: 15_000 });
    await expect(bullets).toHaveCount(4);
    await expect(page.locator('.swiper-button-next, .swiper-button-prev')).toHaveCount(0);
    const active = () => page.locator('.swiper-pagination-bullet-active').getAttribute('aria-label');
    const before = await active();
    await expect.poll(active, { timeout: 7_000 }).not.toBe(before);

    const featured = page.locator('section[aria-labelledby="featured-gardeners"] article');
    await expect(featured.first()).toBeVisible();
    expect(await featured.count()).toBeGreaterThan(0);
    expect(await featured.count()).toBeLessThanOrEqual(8);

    const trending = page.locator('section[aria-labelledby="trending-tips"]');
    await expect(trending.getByText('Tip #1', { exact: true })).toBeVisible();

    const experts = page.locator('section[aria-labelledby="meet-experts"] > div > ul > li');
    await expect(experts).toHaveCount(6);
    for (const years of ['10+', '8+', '6+', '15+', '7+', '9+']) {
      await expect(page.getByText(`${years} years experience`)).toBeVisible();
    }

    // The counters count up to their figures once scrolled into view.
    await page.getByRole('heading', { name: 'Our Achievements' }).scrollIntoViewIfNeeded();
    const counters = page.locator('section[aria-labelledby="achievements"] li p [aria-hidden="true"]');
    await expect(counters).toHaveText(['5,000+', '120,000+', '15+', '300 Tons'], {
      useInnerText: true,
      timeout: 8_000,
    });
  });

  test('meets the gardeners on Explore', async ({ open }) => {
    const { page } = await open('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Explore' }).click();
    await pathIs(page, '/explore');
    await expect(page.getByRole('heading', { name: 'Meet Our Gardeners' })).toBeVisible();
    await expect(page).toHaveTitle('Explore | Green Circle');
    expect(await page.locator('main article').count()).toBeGreaterThanOrEqual(12);
  });

  test('browses public tips: search, difficulty filter and Load more', async ({ open, member }) => {
    // Tips of this test's own, more than one page (20) holds, found by a word only they have:
    // the site's other tips change while other tests run.
    const mark = uniqueMark();
    for (let i = 0; i < 23; i += 1) {
      await makeTip(member, { title: `Mulch bed ${mark} ${i}`, difficulty: i % 8 === 0 ? 'Hard' : 'Easy' });
    }
    await makeTip(member, { title: `Hidden mulch ${mark}`, availability: 'Hidden', difficulty: 'Hard' });
    const { page } = await open('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Browser Tips' }).click();
    await expect(page.getByRole('heading', { name: 'Browse Public Tips' })).toBeVisible();
    await page.getByLabel('Search tips').fill(mark);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const rows = page.getByRole('list', { name: 'Tips' }).getByRole('listitem');
    await expect(page.getByText('Showing 20 of 23 tips')).toBeVisible();
    await expect(rows).toHaveCount(20);

    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(page.getByText('Showing 23 of 23 tips')).toBeVisible();
    await expect(rows).toHaveCount(23);
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

    // Hard tips only: the three Public ones, and not the Hidden one.
    await page.getByLabel('Difficulty').selectOption('Hard');
    await expect(page.getByText('Showing 3 of 3')).toBeVisible();
    const titles = await rows.getByRole('heading').allInnerTexts();
    expect(titles.map((t) => t.trim()).sort()).toEqual([0, 8, 16].map((i) => `Mulch bed ${mark} ${i}`).sort());
    await expect(rows.first().getByRole('link', { name: /See More/ })).toBeVisible();

    // Search narrows further; no hit says so, and names the difficulty only once one is chosen.
    await page.getByRole('link', { name: 'Clear filters' }).click();
    // Cleared once the page has drawn the address without filters: the box follows the address,
    // so words typed before that render are wiped (the address changes a moment before it).
    await pathIs(page, '/browserTips');
    await expect(page.getByLabel('Search tips')).toHaveValue('');
    await expect(page.getByLabel('Difficulty')).toHaveValue('');
    await page.getByLabel('Search tips').fill('leaf mould');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(rows.filter({ hasText: 'Turn autumn leaves into leaf mould' })).toBeVisible();
    await page.getByLabel('Search tips').fill('zzzz-no-such-plant');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText(MESSAGES.noTipsForSearch)).toBeVisible();
    await page.getByLabel('Difficulty').selectOption('Hard');
    await expect(page.getByText(MESSAGES.noTipsForDifficulty)).toBeVisible();
  });

  test("words typed in Browse's search before the page's JavaScript has run stay in the box", async ({ open }) => {
    const { page } = await open(undefined, { device: 'mobile' });
    const release = await holdEntryModule(page);
    await page.goto('/browserTips', { waitUntil: 'commit' });
    await page.getByLabel('Search tips').fill('leaf mould');
    release();
    await hydrated(page, true);
    // Unfolding the phone's filters draws the search box again (before, with React's empty text).
    await page.getByRole('button', { name: 'Filters' }).click();
    await expect(page.getByLabel('Difficulty')).toBeVisible();
    await expect(page.getByLabel('Search tips')).toHaveValue('leaf mould');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await pathIs(page, '/browserTips?q=leaf+mould');
    await expect(
      page
        .getByRole('list', { name: 'Tips' })
        .getByRole('listitem')
        .filter({ hasText: 'Turn autumn leaves into leaf mould' }),
    ).toBeVisible();
  });

  test('reads the terms and the privacy policy from the footer', async ({ open }) => {
    const { page } = await open('/');
    const legal = page.getByRole('navigation', { name: 'Legal' });
    await legal.getByRole('link', { name: 'Terms & Conditions' }).click();
    await pathIs(page, '/terms');
    await expect(page.getByRole('heading', { level: 1, name: /Terms/ })).toBeVisible();
    await legal.getByRole('link', { name: 'Privacy Policy' }).click();
    await pathIs(page, '/policy');
    await expect(page.getByRole('heading', { level: 1, name: /Privacy/ })).toBeVisible();
  });

  test('lands on the 404 page for an unknown address and goes home from it', async ({ open }) => {
    const { page } = await open('/no/such/page');
    await expect(page.getByRole('heading', { name: MESSAGES.notFoundTitle })).toBeVisible();
    await page.getByRole('link', { name: MESSAGES.notFoundLink }).click();
    await pathIs(page, '/');
    await expect(page).toHaveTitle('Home | Green Circle');
  });
});
