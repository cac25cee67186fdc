// Issue 33, items 7, 13 and 14, as a person (or a link-preview robot) meets them: a shared link's
// preview names the site by its configured address whatever Host the request came with, its
// picture is a 1200×630 raster image served by the site itself, and signing out ends the session
// for every copy of its cookie. Each test makes its own members and tips.
import { MESSAGES } from '@green-circle/contract/messages';
import sharp from 'sharp';
import { expect, test } from '../support/fixtures';
import { accountButton, signIn, signOutFromNavbar } from '../support/auth';
import { api, type TipJson } from '../support/api';
import { makeTip } from '../support/data';
import { stack } from '../support/stack';
import { getWithHost, metaOf } from '../support/raw-http';
import { pathIs } from '../support/ui';

test.describe('link previews', () => {
  test("findings 13 and 7: a tip's and a gardener's preview name the site's configured address, never the request's Host, with a 1200×630 raster picture from the site", async ({
    open,
    member,
  }) => {
    const site = stack().baseUrl;
    const made = await makeTip(member, { title: 'Previewed on the right site' });
    const tip = (await api<TipJson>(`/gardenTips/${made._id}`)).body;
    const pages = [
      { path: `/tipDetails/${tip._id}`, picture: `/previews/tips/${tip._id}.jpg` },
      { path: `/gardeners/${tip.authorId}`, picture: `/previews/gardeners/${tip.authorId}.jpg` },
    ];
    for (const { path, picture } of pages) {
      const forged = await getWithHost(path, 'evil.example');
      expect(forged.status, path).toBe(200);
      expect(forged.body, path).not.toContain('evil.example');
      expect(metaOf(forged.body, 'og:url')).toBe(`${site}${path}`);
      expect(forged.body).toContain(`<link rel="canonical" href="${site}${path}"`);
      expect(metaOf(forged.body, 'og:image')).toBe(`${site}${picture}`);
      expect(metaOf(forged.body, 'twitter:image')).toBe(`${site}${picture}`);
    }

    // A robot fetches the picture from the site itself: a JPEG of the size the tags announce.
    const { page } = await open();
    for (const { picture } of pages) {
      const answer = await page.request.get(picture);
      expect(answer.status(), picture).toBe(200);
      expect(answer.headers()['content-type']).toBe('image/jpeg');
      expect(await sharp(await answer.body()).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    }
    // What a person sees of it: the picture, opened by its address.
    await page.goto(pages[0]!.picture);
    await expect(page.locator('img')).toHaveJSProperty('naturalWidth', 1200);
    expect((await page.request.get('/previews/tips/000000000000000000000000.jpg')).status()).toBe(404);
  });
});

test.describe('signing out', () => {
  test('findings 14: after Logout, a copy of the old session cookie is refused by the site and by the API; the menu says it signs out every device', async ({
    open,
    member,
  }) => {
    const { page, context } = await open();
    await signIn(page, member);
    const cookie = (await context.cookies()).find(({ name }) => name === '__session');
    expect(cookie).toBeDefined();
    // The cookie works as the member, at the API too, before the sign-out. (React Router's cookie
    // holds the Firebase session cookie as base64 JSON; the host sends the API what is inside.)
    const session = JSON.parse(Buffer.from(decodeURIComponent(cookie!.value), 'base64').toString()) as string;
    const asSession = () =>
      fetch(`${stack().apiUrl}/users?email=${encodeURIComponent(member.email)}`, {
        headers: { Authorization: `Session ${session}` },
      });
    expect((await asSession()).status).toBe(200);

    await accountButton(page, member.displayName).click();
    const logout = page.getByRole('button', { name: 'Logout' });
    await expect(logout).toHaveAccessibleDescription(MESSAGES.logoutEverywhere);
    await expect(page.getByText(MESSAGES.logoutEverywhere)).toBeVisible();
    await accountButton(page, member.displayName).click();
    await signOutFromNavbar(page, member.displayName);

    // Someone who kept a copy of the cookie: the site treats them as a visitor ...
    const copy = await open(undefined, { javaScript: false });
    await copy.context.addCookies([cookie!]);
    await copy.page.goto('/mytips');
    await pathIs(copy.page, `/auth/login?from=${encodeURIComponent('/mytips')}`);
    await expect(copy.page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    // ... and the API refuses it.
    expect((await asSession()).status).toBe(401);
  });
});
