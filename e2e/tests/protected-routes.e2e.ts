// Protected screens send a visitor to the login and bring them back afterwards.
import { expect, test } from '../support/fixtures';
import { makeMember, makeTip } from '../support/data';
import { signIn } from '../support/auth';
import { pathIs } from '../support/ui';

test.describe('protected routes', () => {
  test('redirect a visitor to the login, remembering each page asked for', async ({ open }) => {
    const member = await makeMember('guard');
    const tipId = await makeTip(member, { availability: 'Hidden' }).then((tip) => tip._id);
    const { page } = await open();
    for (const path of [
      '/gardentip',
      '/mytips',
      `/tipDetails/${tipId}`,
      `/updateTip/${tipId}`,
      '/dashboard',
      '/dashboard/profile',
    ]) {
      await page.goto(path);
      await pathIs(page, `/auth/login?from=${encodeURIComponent(path)}`);
      await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    }
  });

  test("show a visitor a Public tip's preview, whose Sign in comes back to the tip", async ({ open }) => {
    const member = await makeMember('guard');
    const publicTip = await makeTip(member);
    const path = `/tipDetails/${publicTip._id}`;
    const { page } = await open(path);
    await expect(page.getByRole('heading', { name: publicTip.title })).toBeVisible();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await pathIs(page, `/auth/login?from=${encodeURIComponent(path)}`);
    await signIn(page, member, { navigate: false });
    await pathIs(page, path);
    await expect(page.getByRole('button', { name: /^Like/ })).toBeVisible();
  });

  test('after login, return to the page asked for; Back never shows the login form again', async ({ open }) => {
    const member = await makeMember('guard');
    const { page } = await open('/');
    await expect(page).toHaveTitle('Home | Green Circle');
    await page.goto('/mytips');
    await pathIs(page, '/auth/login?from=%2Fmytips');
    await signIn(page, member, { navigate: false });
    await pathIs(page, '/mytips');
    await expect(page.getByRole('heading', { name: 'My Gardening Tips' })).toBeVisible();
    // The login entry was replaced: going back leaves the login form behind.
    await page.goBack();
    await page.waitForLoadState();
    expect(new URL(page.url()).pathname).not.toBe('/auth/login');
  });

  test('after login without a remembered page, go home', async ({ open }) => {
    const member = await makeMember('guard');
    const { page } = await open();
    await signIn(page, member);
    await pathIs(page, '/');
  });
});
