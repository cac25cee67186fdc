// Flow 7: tip details and likes: instant, kept across reloads, one per member.
import { MESSAGES } from '@green-circle/contract/messages';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, createAccount, createTip, newMember, tipInput, type Member, type TipJson } from '../support/api';
import { signIn } from '../support/auth';
import { useBrowser } from '../support/browser';
import { eventually, titleIs, visible } from '../support/ui';

const { open, focus } = useBrowser('07-like');

// The like button's name: the heart icon is silent, then 'Like' or 'Liked' and the count.
const LIKE = new RegExp(`^${MESSAGES.like} \\d+ likes?$`);
const LIKED = new RegExp(`^${MESSAGES.liked} \\d+ likes?$`);

const likesShown = (page: Page) =>
  page
    .getByTestId('tip-likes')
    .innerText()
    .then((t) => t.trim());

describe('tip details and likes', () => {
  let author: Member;
  let first: Member;
  let second: Member;
  let tip: TipJson | { _id: string; title: string };

  beforeAll(async () => {
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

  it('shows the details; a like counts at once, survives a reload, and a second member makes it 2', async () => {
    const { page } = await open();
    await signIn(page, first);
    await page.goto(`/tipDetails/${tip._id}`);
    await visible(page.getByRole('heading', { level: 1, name: tip.title }));
    for (const label of ['Plant Type', 'Difficulty', 'Category', 'Availability', 'Likes']) {
      await visible(page.locator('dt', { hasText: label }));
    }
    expect(await likesShown(page)).toMatch(/^0\b/);

    const like = page.getByRole('button', { name: LIKE });
    await like.click();
    // Optimistic: the count and the label change without waiting for the server.
    await visible(page.getByRole('button', { name: LIKED }));
    expect(await likesShown(page)).toMatch(/^1\b/);
    await page
      .getByRole('button', { name: LIKED })
      .click({ force: true })
      .catch(() => {});
    expect(await likesShown(page)).toMatch(/^1\b/);

    await eventually(
      async () => (await api<TipJson>(`/gardenTips/${tip._id}`)).body.likes,
      (n) => n === 1,
    );
    await page.reload();
    await visible(page.getByRole('button', { name: LIKED }));
    expect(await likesShown(page)).toMatch(/^1\b/);

    const other = await open();
    focus(other.page);
    await signIn(other.page, second);
    await other.page.goto(`/tipDetails/${tip._id}`);
    await visible(other.page.getByRole('button', { name: LIKE }));
    await other.page.getByRole('button', { name: LIKE }).click();
    await visible(other.page.getByRole('button', { name: LIKED }));
    expect(await likesShown(other.page)).toMatch(/^2\b/);
    await eventually(
      async () => (await api<TipJson>(`/gardenTips/${tip._id}`)).body.likes,
      (n) => n === 2,
    );
  });

  it('ranks the trending tips on the home page by likes', async () => {
    const { body: top } = await api<{ title: string; likes: number }[]>('/top-liked');
    const { page } = await open('/');
    await titleIs(page, 'Home | Green Circle');
    const cards = page.locator('section[aria-labelledby="trending-tips"] article');
    await visible(cards);
    expect(await cards.count()).toBe(top.length);
    const titles = await cards.locator('h3').allInnerTexts();
    expect(titles).toEqual(top.map((t) => t.title));
    const badges = await cards.getByText(/^Tip #\d+$/).allInnerTexts();
    expect(badges).toEqual(top.map((_, i) => `Tip #${i + 1}`));
    const likes = top.map((t) => t.likes);
    expect([...likes].sort((a, b) => b - a)).toEqual(likes);
  });
});
