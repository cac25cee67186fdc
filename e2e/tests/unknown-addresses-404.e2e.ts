// Issue 33, finding 3: an address no page has answers HTTP 404 with the not-found page (it was 200).
import { expect, test } from '../support/fixtures';

test('findings 3: an unknown address answers 404 with the not-found page, opened or followed', async ({ open }) => {
  const { page } = await open();
  const answer = await page.goto('/nope-xyz');
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Home' })).toBeVisible();
  // Its page data (a navigation's .data request) says 404 too.
  const data = await page.request.get('/nope-xyz.data');
  expect(data.status()).toBe(404);
});
