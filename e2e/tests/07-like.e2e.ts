// Flow 7: tip details and likes: instant, kept across reloads, one per member.
import { MESSAGES } from '@green-circle/contract/messages';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { api, createAccount, createTip, newMember, tipInput, type Member, type TipJson } from '../support/api';
import { signIn } from '../support/auth';

// The like button's name: the heart icon is silent, then 'Like' or 'Liked' and the count.
const LIKE = new RegExp(`^${MESSAGES.like} \\d+ likes?$`);
const LIKED = new RegExp(`^${MESSAGES.liked} \\d+ likes?$`);

const likesShown = (page: Page) =>
  page
    .getByTestId('tip-likes')
    .innerText()
    .then((t) => t.trim());

test.describe('tip details and likes', () => {
  let author: Member;
  let first: Member;
  let second: Member;
  let tip: TipJson | { _id: string; title: string };

  test.beforeAll(async () => {
    [author, first, second] = await Promise.all([
      createAccount(newMember('author')),
      createAccount(newMember('liker')),
      createAccount(newMember('liker')),
    ]);
    tip = await createTip(
      author,
      tipInput({ title: `Likeable lettuce ${Date.now()}`, category: 'Indoor Plants', difficulty: 'Medium' }),
    );
  });

  test('shows the details; a like counts at once, survives a reload, and a second member makes it 2', async ({
    open,
    focus,
  }) => {
    const { page } = await open();
    await signIn(page, first);
    await page.goto(`/tipDetails/${tip._id}`);
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

    const other = await open();
    focus(other.page);
    await signIn(other.page, second);
    await other.page.goto(`/tipDetails/${tip._id}`);
    await expect(other.page.getByRole('button', { name: LIKE })).toBeVisible();
    await other.page.getByRole('button', { name: LIKE }).click();
    await expect(other.page.getByRole('button', { name: LIKED })).toBeVisible();
    expect(await likesShown(other.page)).toMatch(/^2\b/);
    await expect.poll(async () => (await api<TipJson>(`/gardenTips/${tip._id}`)).body.likes).toBe(2);
  });

  test('ranks the trending tips on the home page by likes', async ({ open }) => {
    const { body: top } = await api<{ title: string; likes: number }[]>('/top-liked');
    const { page } = await open('/');
    await expect(page).toHaveTitle('Home | Green Circle');
    const cards = page.locator('section[aria-labelledby="trending-tips"] article');
    await expect(cards.first()).toBeVisible();
    await expect(cards).toHaveCount(top.length);
    const titles = await cards.locator('h3').allInnerTexts();
    expect(titles).toEqual(top.map((t) => t.title));
    const badges = await cards.getByText(/^Tip #\d+$/).allInnerTexts();
    expect(badges).toEqual(top.map((_, i) => `Tip #${i + 1}`));
    const likes = top.map((t) => t.likes);
    expect([...likes].sort((a, b) => b - a)).toEqual(likes);
  });
});
