// Issue 33, finding 2: a visitor's "See More" on Browse and on the home page's cards opens the
// tip's preview, as the same address opened directly does; an id that names no tip is the
// not-found page (HTTP 404) for a visitor and a member alike.
import { expect, test } from '../support/fixtures';
import { uniqueMark } from '../support/api';
import { makeTip } from '../support/data';

const NOT_FOUND = 'Oops! Page Not Found';

test.describe('findings 2: a tip by every road', () => {
  test("findings 2: a visitor's See More on Browse opens the tip's preview, not the login page", async ({
    open,
    member,
  }) => {
    const tip = await makeTip(member, { title: `Previewed by a visitor ${uniqueMark()}` });
    const { page } = await open(`/browserTips?q=${encodeURIComponent(tip.title)}`);
    await page.locator(`a[href="/tipDetails/${tip._id}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/tipDetails/${tip._id}$`));
    await expect(page.getByText(tip.title).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toHaveCount(0);
  });

  test("findings 2: a visitor's See More on a home page card opens the tip's preview", async ({ open }) => {
    const { page } = await open('/');
    const link = page.locator('a[href^="/tipDetails/"]').first();
    await link.scrollIntoViewIfNeeded();
    const href = await link.getAttribute('href');
    await link.click();
    await expect(page).toHaveURL((url) => url.pathname === href);
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: NOT_FOUND })).toHaveCount(0);
  });

  test('findings 2: an unknown tip id is the not-found page with 404, for a visitor and for a member', async ({
    open,
    member,
  }) => {
    const unknown = '/tipDetails/0123456789abcdef01234567';
    for (const as of [undefined, member]) {
      const { page } = await open(undefined, as ? { as } : {});
      const answer = await page.goto(unknown);
      expect(answer?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: NOT_FOUND })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(unknown);
    }
  });
});
