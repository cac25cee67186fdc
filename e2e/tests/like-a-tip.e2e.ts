// A tip's details and its likes: instant, kept across reloads, one per member; the home page ranks by them.
import { MESSAGES } from '@green-circle/contract/messages';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { api, uniqueMark, type TipJson } from '../support/api';
import { makeTip } from '../support/data';

// The like button's name: the heart icon is silent, then 'Like' or 'Liked' and the count.
const LIKE = new RegExp(`^${MESSAGES.like} \\d+ likes?$`);
const LIKED = new RegExp(`^${MESSAGES.liked} \\d+ likes?$`);

const likesShown = (page: Page) =>
  page
    .getByTestId('tip-likes')
    .innerText()
    .then((t) => t.trim());

test.describe('tip details and likes', () => {
  test('shows the details; a like counts at once, survives a reload, and a second member makes it 2', async ({
    open,
    focus,
    member: first,
    makeMember,
  }) => {
    const [author, second] = await Promise.all([makeMember('author'), makeMember('liker')]);
    const tip = await makeTip(author, {
      title: `Likeable lettuce ${uniqueMark()}`,
      category: 'Indoor Plants',
      difficulty: 'Medium',
    });
    const { page } = await open(`/tipDetails/${tip._id}`, { as: first });
    await expect(page.getByRole('heading', { level: 1, name: tip.title })).toBeVisible();
    for (const label of ['Plant Type', 'Difficulty', 'Category', 'Availability', 'Likes']) {
      await expect(page.locator('dt', { hasText: label })).toBeVisible();
    }
    expect(await likesShown(page)).toMatch(/^0\b/);

    const like = page.getByRole('button', { name: LIKE });
    await like.click();
    // Optimistic: the count and the label change without waiting for the server.
    await expect(page.getByRole('button', { name: LIKED })).toBeVisible();
    expect(await likesShown(page)).toMatch(/^1\b/);
    await page
      .getByRole('button', { name: LIKED })
      .click({ force: true })
      .catch(() => {});
    expect(await likesShown(page)).toMatch(/^1\b/);

    await expect.poll(async () => (await api<TipJson>(`/gardenTips/${tip._id}`)).body.likes).toBe(1);
    await page.reload();
    await expect(page.getByRole('button', { name: LIKED })).toBeVisible();
    expect(await likesShown(page)).toMatch(/^1\b/);

    const other = await open(`/tipDetails/${tip._id}`, { as: second });
    focus(other.page);
    await expect(other.page.getByRole('button', { name: LIKE })).toBeVisible();
    await other.page.getByRole('button', { name: LIKE }).click();
    await expect(other.page.getByRole('button', { name: LIKED })).toBeVisible();
    expect(await likesShown(other.page)).toMatch(/^2\b/);
    await expect.poll(async () => (await api<TipJson>(`/gardenTips/${tip._id}`)).body.likes).toBe(2);
  });

  test('ranks the trending tips on the home page by likes', async ({ open }) => {
    const { page } = await open('/');
    await expect(page).toHaveTitle('Home | Green Circle');
    const cards = page.locator('section[aria-labelledby="trending-tips"] article');
    // Other tests like tips meanwhile: the page and the API are compared on one moment, the
    // page read again until an answer of the API read right after it agrees.
    await expect(async () => {
      await page.reload();
      await expect(cards.first()).toBeVisible();
      const titles = await cards.locator('h3').allInnerTexts();
      const { body: top } = await api<{ title: string; likes: number }[]>('/top-liked');
      expect(titles).toEqual(top.map((t) => t.title));
      const badges = await cards.getByText(/^Tip #\d+$/).allInnerTexts();
      expect(badges).toEqual(top.map((_, i) => `Tip #${i + 1}`));
      const likes = top.map((t) => t.likes);
      expect([...likes].sort((a, b) => b - a)).toEqual(likes);
    }).toPass({ timeout: 30_000 });
  });
});
