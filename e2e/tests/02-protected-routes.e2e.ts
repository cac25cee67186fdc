// Flow 2: protected screens send a visitor to the login and bring them back afterwards.
import { expect, test } from '../support/fixtures';
import { createAccount, createTip, newMember, tipInput, type Member } from '../support/api';
import { signIn } from '../support/auth';
import { pathIs } from '../support/ui';

test.describe('protected routes', () => {
  let member: Member;
  let tipId: string;
  let publicTip: { _id: string; title: string };

  test.beforeAll(async () => {
    member = await createAccount(newMember('guard'));
    // A Hidden tip's address is members-only; a Public tip's shows a visitor its preview (issue 27).
    tipId = (await createTip(member, tipInput({ availability: 'Hidden' })))._id;
    publicTip = await createTip(member, tipInput({ availability: 'Public' }));
  });

  test('redirect a visitor to the login, remembering each page asked for', async ({ open }) => {
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
    const { page } = await open();
    await signIn(page, member);
    await pathIs(page, '/');
  });
});
