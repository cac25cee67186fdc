// Flow 1: a visitor who is not signed in looks around.
import { MESSAGES } from '@green-circle/contract/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTip, listTips, seedMember, tipInput } from '../support/api';
import { useBrowser } from '../support/browser';
import { eventually, pathIs, titleIs, visible } from '../support/ui';

const { open } = useBrowser('01-visitor');

describe('a visitor', () => {
  beforeAll(async () => {
    // More Public tips than one page (20) holds, so Browse has a 'Load more'.
    const { total } = await listTips('availability=Public&limit=100');
    for (let i = total; i < 24; i += 1) {
      await createTip(
        seedMember(1),
        tipInput({ title: `Mulch bed number ${i}`, difficulty: i % 2 ? 'Medium' : 'Easy' }),
      );
    }
  });

  it('sees the home page: typewriter, carousel, featured gardeners, trending tips, experts and counters', async () => {
    const { page } = await open('/', { motion: 'no-preference' });
    await titleIs(page, 'Home | Green Circle');
    const hero = page.getByRole('heading', { level: 1 });
    expect(await hero.textContent()).toContain('Grow your garden with');

    // The typewriter types and deletes the phrases.
    const typed = hero.locator('[aria-hidden="true"]');
    const first = await eventually(
      () => typed.innerText(),
      (t) => t.trim().length > 0,
    );
    await eventually(
      () => typed.innerText(),
      (t) => t !== first,
    );
    expect(
      ['expert tips', 'love & care', 'organic methods', 'sustainable ideas'].some((p) =>
        p.startsWith(first.replace(/\|$/, '').trim()),
      ),
    ).toBe(true);

    // Four slides that move by themselves, with no arrows.
    const bullets = page.locator('.swiper-pagination-bullet');
    await visible(bullets);
    expect(await bullets.count()).toBe(4);
    expect(await page.locator('.swiper-button-next, .swiper-button-prev').count()).toBe(0);
    const active = () => page.locator('.swiper-pagination-bullet-active').getAttribute('aria-label');
    const before = await active();
    await eventually(active, (label) => label !== before, 7_000);

    const featured = page.locator('section[aria-labelledby="featured-gardeners"] article');
    await visible(featured);
    expect(await featured.count()).toBeGreaterThan(0);
    expect(await featured.count()).toBeLessThanOrEqual(8);

    const trending = page.locator('section[aria-labelledby="trending-tips"]');
    await visible(trending.getByText('Tip #1', { exact: true }));

    const experts = page.locator('section[aria-labelledby="meet-experts"] > div > ul > li');
    expect(await experts.count()).toBe(6);
    for (const years of ['10+', '8+', '6+', '15+', '7+', '9+']) {
      await visible(page.getByText(`${years} years experience`));
    }

    // The counters count up to their figures once scrolled into view.
    await page.getByRole('heading', { name: 'Our Achievements' }).scrollIntoViewIfNeeded();
    const counters = page.locator('section[aria-labelledby="achievements"] li p [aria-hidden="true"]');
    await eventually(
      () => counters.allInnerTexts(),
      (t) => t.join('|') === '5,000+|120,000+|15+|300 Tons',
      8_000,
    );
  });

  it('meets the gardeners on Explore', async () => {
    const { page } = await open('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Explore' }).click();
    await pathIs(page, '/explore');
    await visible(page.getByRole('heading', { name: 'Meet Our Gardeners' }));
    await titleIs(page, 'Explore | Green Circle');
    expect(await page.locator('main article').count()).toBeGreaterThanOrEqual(12);
  });

  it('browses public tips: difficulty filter, search and Load more', async () => {
    const { page } = await open('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Browser Tips' }).click();
    await visible(page.getByRole('heading', { name: 'Browse Public Tips' }));
    const rows = page.getByRole('list', { name: 'Tips' }).getByRole('listitem');
    const all = await listTips('availability=Public');
    await visible(page.getByText(`Showing 20 of ${all.total} tips`));
    expect(await rows.count()).toBe(20);

    await page.getByRole('button', { name: 'Load more' }).click();
    await visible(page.getByText(`Showing ${all.total} of ${all.total} tips`));
    expect(await rows.count()).toBe(all.total);
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);

    // Hard tips only: the same titles the API lists, and no Hidden tip.
    await page.getByLabel('Difficulty').selectOption('Hard');
    const hard = await listTips('availability=Public&difficulty=Hard');
    await visible(page.getByText(`Showing ${hard.total} of ${hard.total}`));
    const titles = await rows.getByRole('heading').allInnerTexts();
    expect(titles.map((t) => t.trim()).sort()).toEqual(hard.tips.map((t) => t.title).sort());
    await visible(rows.first().getByRole('link', { name: /See More/ }));

    // Search narrows further; no hit says so, and names the difficulty only once one is chosen.
    await page.getByRole('link', { name: 'Clear filters' }).click();
    await page.getByLabel('Search tips').fill('leaf mould');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await visible(rows.filter({ hasText: 'Turn autumn leaves into leaf mould' }));
    await page.getByLabel('Search tips').fill('zzzz-no-such-plant');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await visible(page.getByText(MESSAGES.noTipsForSearch));
    await page.getByLabel('Difficulty').selectOption('Hard');
    await visible(page.getByText(MESSAGES.noTipsForDifficulty));
  });

  it('reads the terms and the privacy policy from the footer', async () => {
    const { page } = await open('/');
    const legal = page.getByRole('navigation', { name: 'Legal' });
    await legal.getByRole('link', { name: 'Terms & Conditions' }).click();
    await pathIs(page, '/terms');
    await visible(page.getByRole('heading', { level: 1, name: /Terms/ }));
    await legal.getByRole('link', { name: 'Privacy Policy' }).click();
    await pathIs(page, '/policy');
    await visible(page.getByRole('heading', { level: 1, name: /Privacy/ }));
  });

  it('lands on the 404 page for an unknown address and goes home from it', async () => {
    const { page } = await open('/no/such/page');
    await visible(page.getByRole('heading', { name: MESSAGES.notFoundTitle }));
    await page.getByRole('link', { name: MESSAGES.notFoundLink }).click();
    await pathIs(page, '/');
    await titleIs(page, 'Home | Green Circle');
  });
});
