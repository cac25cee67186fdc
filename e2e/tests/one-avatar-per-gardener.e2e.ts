// Issue 33 item 8: a gardener has one avatar (Explore's card and their page draw the same picture)
// and their page shows at least what their Explore card shows.
import { expect, test } from '../support/fixtures';

test('findings 8: a gardener has the same avatar on Explore and on their page, which shows all the card shows', async ({
  open,
}) => {
  const { page } = await open('/explore');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Amara Okafor' }) });
  const cardAvatar = card.getByRole('img', { name: 'Portrait of Amara Okafor' });
  await expect(cardAvatar).toHaveAttribute('src', /\/images\/gardeners\/amara\.svg$/);
  const facts = (await card.locator('dd').allInnerTexts()).map((text) => text.trim());
  const experiences = await card.getByRole('listitem').allInnerTexts();
  const picture = (await cardAvatar.getAttribute('src'))!;

  await card.getByRole('link', { name: 'Amara Okafor' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Amara Okafor' })).toBeVisible();
  // The same picture, not initials.
  await expect(page.getByRole('img', { name: "Amara Okafor's photo" })).toHaveAttribute('src', picture);
  const header = page.getByRole('main').locator('header').first();
  for (const fact of facts) await expect(header.locator('dd', { hasText: fact }).first()).toBeVisible();
  for (const experience of experiences) await expect(header.getByText(experience, { exact: true })).toBeVisible();
  await expect(header.getByText('Healthy soil is a living thing', { exact: false })).toBeVisible();
});
