// Every screen holds its shape at 375 and 1280 px: long words stay inside their
// cards, clamps cut at a line, Browse Tips is a grid of cards that fit a phone, and the
// dashboard's All Tips needs no sideways scroll on a phone.
import { LIMITS } from '@green-circle/contract/constants';
import { expect, test } from '../support/fixtures';
import { api, listTips, seedMember, uniqueMark, type TipJson } from '../support/api';
import { makeMember, makeTip } from '../support/data';
import { fitsWidth, overflowing, resize, sideScroll, WIDTHS } from '../support/layout';
import { escapeRegExp, pathIs } from '../support/ui';

// A plant's Latin name run together with a pasted link: no place to break.
const LONG_WORD = 'Pseudotsugamenziesiivarglauca' + 'x'.repeat(60);

test.describe('layout at 375 and 1280 px', () => {
  test('a long unbroken word in a title stays inside its card on My Tips, My Items and Tip details', async ({
    open,
  }) => {
    const member = await makeMember('layout');
    const longTip = await makeTip(member, { title: `${LONG_WORD} ${uniqueMark()}` });
    const { page } = await open(undefined, { as: member });
    const problems: string[] = [];
    for (const [path, title, container] of [
      ['/mytips', 'h2', '.card'],
      ['/dashboard/my-items', 'h2', '.card'],
      [`/tipDetails/${longTip._id}`, 'h1', 'article'],
    ] as const) {
      await page.goto(path);
      const heading = page.locator(title, { hasText: LONG_WORD });
      await expect(heading).toBeVisible();
      for (const width of WIDTHS) {
        await resize(page, width);
        const scroll = await sideScroll(page);
        if (scroll > 0) problems.push(`${path} at ${width}: the page scrolls ${scroll} px sideways`);
        problems.push(...(await overflowing(heading, container)).map((p) => `${path} at ${width}: ${p}`));
      }
    }
    expect(problems).toEqual([]);
  });

  test("My Tips' three-line descriptions show exactly three lines, in a grid row of cards of different heights", async ({
    open,
  }) => {
    // A seeded member's own tips: a full grid with descriptions of every length.
    const { page } = await open('/mytips', { as: seedMember(0) });
    await expect(page.locator('li.card').first()).toBeVisible();
    for (const width of WIDTHS) {
      await resize(page, width);
      const clamped = await page.locator('li.card p').evaluateAll((paragraphs) =>
        paragraphs
          .filter((p) => getComputedStyle(p).webkitLineClamp === '3')
          .map((p) => ({
            height: p.getBoundingClientRect().height,
            lineHeight: parseFloat(getComputedStyle(p).lineHeight),
            clipped: p.scrollHeight > p.clientHeight + 1,
          })),
      );
      expect(
        clamped.filter((p) => p.clipped).length,
        `some descriptions are longer than three lines at ${width}`,
      ).toBeGreaterThan(0);
      const wrong = clamped.filter((p) => p.clipped && Math.abs(p.height - 3 * p.lineHeight) >= 1);
      expect(wrong, `at ${width}: clamped boxes not three lines tall`).toEqual([]);
    }
  });

  test('Browse Tips is a grid of cards (picture, title, category, difficulty, likes, author) that fits a phone', async ({
    open,
    member,
  }) => {
    // A card of this test's own tip (found by its unique word), checked against what it was made with.
    const mark = uniqueMark();
    const first = await makeTip(member, { title: `Grid tip ${mark}`, category: 'Composting', difficulty: 'Medium' });
    const { page } = await open(`/browserTips?q=${mark}`);
    const grid = page.getByRole('list', { name: 'Tips' });
    const card = grid.getByRole('listitem').filter({ has: page.getByRole('heading', { name: first.title }) });
    await expect(card).toBeVisible();
    const text = (await card.innerText()).replace(/\s+/g, ' ');
    for (const part of [first.category, first.difficulty, member.displayName, '0 likes']) expect(text).toContain(part);
    expect(await card.locator('img').count()).toBeGreaterThanOrEqual(1);
    // The card's link says where it goes.
    await expect(card.getByRole('link', { name: new RegExp(escapeRegExp(first.title)) })).toBeVisible();

    // The whole first page: more Public tips than a page holds are always there (the seed's alone).
    await page.goto('/browserTips');
    const { total } = await listTips('availability=Public&limit=1');
    expect(total).toBeGreaterThan(LIMITS.pageDefault);
    for (const width of WIDTHS) {
      await resize(page, width);
      expect(await sideScroll(page), `sideways scroll at ${width}`).toBe(0);
      const cards = grid.getByRole('listitem');
      await expect(cards).toHaveCount(LIMITS.pageDefault);
      const links = grid.getByRole('link');
      const offScreen: string[] = [];
      for (let i = 0; i < (await links.count()); i += 1) {
        if (!(await fitsWidth(links.nth(i)))) offScreen.push(`link ${i} at ${width}`);
      }
      expect(offScreen).toEqual([]);
      if (width === 1280) {
        const columns = await cards.evaluateAll(
          (items) => new Set(items.map((item) => Math.round(item.getBoundingClientRect().x))).size,
        );
        expect(columns, 'cards side by side on a wide screen').toBeGreaterThanOrEqual(3);
      }
    }
    // Filter and search stay; the most liked can come first.
    await expect(page.getByLabel('Difficulty')).toBeVisible();
    await expect(page.getByRole('searchbox')).toBeVisible();
    await page.getByLabel('Sort by').selectOption('likes');
    await pathIs(page, '/browserTips?sort=likes');
    // Other tests like tips meanwhile: the first card is compared with the API read right after
    // the page, the page read again (the order is in its address) until the two agree.
    await expect(async () => {
      await page.reload();
      const shown = await grid.getByRole('heading').first().innerText();
      const { body: byLikes } = await api<TipJson[]>('/gardenTips?availability=Public&sort=likes&limit=1');
      expect(shown.trim()).toBe(byLikes[0]!.title);
    }).toPass({ timeout: 30_000 });
  });

  test("Dashboard All Tips: the spec's columns on a wide screen, no sideways scroll on a phone, the author's name", async ({
    open,
  }) => {
    const member = await makeMember('layout');
    const longTip = await makeTip(member, { title: `${LONG_WORD} ${uniqueMark()}` });
    const { page } = await open('/dashboard/all-tips', { as: member });
    const region = page.getByRole('region', { name: 'All garden tips' });
    const row = region.getByRole('row').filter({ hasText: longTip.title });
    await expect(row).toBeVisible();
    const text = await row.innerText();
    expect(text).toContain(member.displayName);
    expect(text).not.toContain(member.email);

    await resize(page, 1280);
    const headers = (await region.getByRole('columnheader').allInnerTexts()).map((h) => h.trim()).filter(Boolean);
    expect(headers.slice(0, 5)).toEqual(['Image', 'Title', 'Category', 'Likes', 'User']);

    for (const width of WIDTHS) {
      await resize(page, width);
      expect(await sideScroll(page), `page sideways scroll at ${width}`).toBe(0);
      const nested = await region.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(nested, `All Tips scrolls ${nested} px sideways inside itself at ${width}`).toBeLessThanOrEqual(1);
      const views = region.getByRole('link', { name: /^View / });
      const offScreen: string[] = [];
      for (let i = 0; i < Math.min(await views.count(), 8); i += 1) {
        if (!(await fitsWidth(views.nth(i)))) offScreen.push(`View link ${i} at ${width}`);
      }
      expect(offScreen).toEqual([]);
    }
  });
});
