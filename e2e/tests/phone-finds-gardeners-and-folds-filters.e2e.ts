// Issue 33 item 9, on a phone: Explore finds gardeners by name and keeps each card compact;
// Browse's filters fold behind a Filters button instead of taking the first screen.
import { expect, test } from '../support/fixtures';
import { pathIs } from '../support/ui';

test('findings 9: Explore on a phone finds a gardener by name (a link to share) with compact cards', async ({
  open,
}) => {
  const { page } = await open('/explore', { device: 'mobile' });
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  // A row per gardener, not a screen per gardener (they were ~600 px each at this width).
  for (const box of await cards.evaluateAll((all) => all.map((card) => card.getBoundingClientRect().height)))
    expect(box).toBeLessThan(330);

  await page.getByRole('searchbox', { name: 'Find a gardener by name' }).fill('hana');
  await page.getByRole('button', { name: 'Search' }).click();
  await pathIs(page, '/explore?q=hana');
  await expect(cards).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Hana Sato' })).toBeVisible();
  await expect(page.getByText('1 gardener matching “hana”')).toBeVisible();

  // Opened by its address (a shared link, or before the app runs) the search is the same.
  const direct = await open('/explore?q=SATO', { device: 'mobile', javaScript: false });
  await expect(direct.page.getByRole('article')).toHaveCount(1);
  await expect(direct.page.getByRole('heading', { name: 'Hana Sato' })).toBeVisible();
});

test("findings 9: Browse's filters fold behind a Filters button on a phone, and show at once on a laptop", async ({
  open,
}) => {
  const { page } = await open('/browserTips', { device: 'mobile' });
  const difficulty = page.getByRole('combobox', { name: 'Difficulty' });
  const filters = page.getByRole('button', { name: 'Filters' });
  await expect(page.getByRole('searchbox', { name: 'Search tips' })).toBeVisible();
  await expect(difficulty).toBeHidden();
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  // The first tip shows on the first screen.
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeInViewport();

  await filters.click();
  await expect(filters).toHaveAttribute('aria-expanded', 'true');
  await difficulty.selectOption('Easy');
  await pathIs(page, '/browserTips?difficulty=Easy');
  await expect(page.getByRole('button', { name: 'Filters 1' })).toBeVisible();

  const laptop = await open('/browserTips');
  await expect(laptop.page.getByRole('combobox', { name: 'Difficulty' })).toBeVisible();
  await expect(laptop.page.getByRole('button', { name: 'Filters' })).toBeHidden();
});
