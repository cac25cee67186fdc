// Issue 23: the server knows the member by a Firebase session cookie. Through the screens, as a
// member does it: signing in sets it HttpOnly; a member page with JavaScript off still shows the
// member's own data (it is in the server's HTML); signing out clears it and a members-only
// address is then redirected by the server; a revoked account's cookie stops working; a POST
// from another site, made by the member's own browser, is refused. (The host's answers to
// forged requests are in client-host-headers-and-session.)
import { createServer, type Server } from 'node:http';
import { MESSAGES } from '@green-circle/contract/messages';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page, Response } from '@playwright/test';
import { expect, test, type Open } from '../support/fixtures';
import { stack } from '../support/stack';
import { api, createAccount, createTip, newMember, tipInput, type Member } from '../support/api';
import { makeMember, makeTip } from '../support/data';
import { accountButton, signIn, signOutFromNavbar } from '../support/auth';
import { pathIs } from '../support/ui';

const sessionCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === '__session');

/** Where the server redirected from on the way to `response` (null when it answered at once). */
function serverRedirect(response: Response | null) {
  const from = response?.request().redirectedFrom();
  return from ? { from: new URL(from.url()).pathname } : null;
}

async function signedIn(open: Open, member: Member): Promise<{ page: Page; context: BrowserContext }> {
  const { page, context } = await open();
  await signIn(page, member);
  return { page, context };
}

test.describe('the session cookie, through the screens', () => {
  const hiddenTitle = 'Only in my own list';

  test("signing in sets it HttpOnly; with JavaScript off, a reload of My Tips shows the member's own tips and name", async ({
    open,
  }) => {
    const member = await makeMember('cookie');
    const hiddenTipId = await makeTip(member, { title: hiddenTitle, availability: 'Hidden' }).then((tip) => tip._id);
    const { context } = await signedIn(open, member);
    const cookie = await sessionCookie(context);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');

    // The same browser's cookie, JavaScript off: only the server's HTML can show anything.
    const noScript = await open(undefined, { javaScript: false });
    await noScript.context.addCookies([cookie!]);
    const response = await noScript.page.goto('/mytips');
    expect(response?.status()).toBe(200);
    expect(serverRedirect(response)).toBeNull();
    await expect(noScript.page.getByRole('heading', { level: 1, name: 'My Gardening Tips' })).toBeVisible();
    // A hidden tip: only the member's own session could have read it.
    await expect(noScript.page.getByRole('heading', { name: hiddenTitle })).toBeVisible();
    await expect(accountButton(noScript.page, member.displayName)).toBeVisible();
    await noScript.page.reload();
    await expect(noScript.page.getByRole('heading', { name: hiddenTitle })).toBeVisible();

    // The hidden tip's own page: the whole tip is in the HTML, not left behind a loading skeleton
    // for a script to reveal; an address of no tip answers 404 with the not-found page.
    await noScript.page.goto(`/tipDetails/${hiddenTipId}`);
    await expect(noScript.page.getByRole('heading', { level: 1, name: hiddenTitle })).toBeVisible();
    await expect(noScript.page.getByText('Loading tip details...')).toHaveCount(0);
    const missing = await noScript.page.goto('/tipDetails/000000000000000000000000');
    expect(missing?.status()).toBe(404);
    await expect(noScript.page.getByRole('heading', { level: 1, name: MESSAGES.notFoundTitle })).toBeVisible();
  });

  test('a member who opens a tip by its address, reloads it and goes on stays signed in (no Firebase SDK on their pages, nothing ends the session)', async ({
    open,
  }) => {
    const member = await makeMember('cookie');
    const tip = await createTip(member, tipInput({ title: 'Opened by its address' }));
    const { page, context } = await signedIn(open, member);
    const ended: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'DELETE' && new URL(request.url()).pathname === '/auth/session') ended.push(page.url());
    });
    // The session is the member's word (issue 34): no page of theirs loads the Firebase SDK, so
    // nothing restores a saved user and asks the emulator about it (accounts:lookup).
    const lookups: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('accounts:lookup')) lookups.push(page.url());
    });
    for (const load of [() => page.goto(`/tipDetails/${tip._id}`), () => page.reload()]) {
      await load();
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1, name: 'Opened by its address' })).toBeVisible();
      await expect(accountButton(page, member.displayName)).toBeVisible();
    }
    await page.getByRole('link', { name: 'My Tips' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Gardening Tips' })).toBeVisible();
    await expect(accountButton(page, member.displayName)).toBeVisible();
    expect(ended).toEqual([]);
    expect(lookups).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/mytips');
    expect(await sessionCookie(context)).toBeDefined();
  });

  test("a member's tap on Like before the page's JavaScript has run likes the tip: the form posts to the page's server action as the session's member", async ({
    open,
  }) => {
    const member = await makeMember('cookie');
    const tip = await createTip(member, tipInput({ title: 'Liked before the JavaScript' }));
    const liker = await createAccount(newMember('early-like'));
    const { page } = await signedIn(open, liker);
    // The app's code never arrives (a slow phone's first seconds): only the server's page and its inline scripts.
    await page.route('**/assets/**/*.js', () => {});
    await page.goto(`/tipDetails/${tip._id}`, { waitUntil: 'commit' });
    const like = page.getByRole('button', { name: /^Like/, pressed: false });
    await expect(like).toBeVisible();
    expect(await like.isEnabled()).toBe(true);
    await Promise.all([page.waitForURL(`**/tipDetails/${tip._id}`, { waitUntil: 'commit' }), like.click()]);
    await expect(page.getByRole('button', { name: /^Liked/, pressed: true })).toBeVisible();
    expect(await page.getByTestId('tip-likes').textContent()).toBe('1');
    expect((await api<{ likes: number }>(`/gardenTips/${tip._id}`)).body.likes).toBe(1);
  });

  test('signing out clears it, and a members-only address is then redirected to the login by the server', async ({
    open,
  }) => {
    const member = await makeMember('cookie');
    const { page, context } = await signedIn(open, member);
    expect(await sessionCookie(context)).toBeDefined();
    await signOutFromNavbar(page, member.displayName);
    expect(await sessionCookie(context)).toBeUndefined();

    const response = await page.goto('/mytips');
    // The login screen came from the server's redirect (302), not from the app deciding.
    expect(serverRedirect(response)).toEqual({ from: '/mytips' });
    await pathIs(page, `/auth/login?from=${encodeURIComponent('/mytips')}`);
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  });

  test("a revoked account's cookie stops working: its member pages redirect to the login", async ({ open }) => {
    const revoked = await createAccount(newMember('revoked'));
    const { context } = await signedIn(open, revoked);
    const cookie = await sessionCookie(context);
    // Revocation (firebase-admin's revokeRefreshTokens): tokens and cookies from before `validSince` are dead.
    const res = await fetch(
      `http://${stack().emulatorHost}/identitytoolkit.googleapis.com/v1/projects/${stack().projectId}/accounts:update`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
        body: JSON.stringify({ localId: revoked.uid, validSince: String(Math.floor(Date.now() / 1000) + 1) }),
      },
    );
    expect(res.status).toBe(200);

    const noScript = await open(undefined, { javaScript: false });
    await noScript.context.addCookies([cookie!]);
    const response = await noScript.page.goto('/dashboard');
    expect(serverRedirect(response)).toEqual({ from: '/dashboard' });
    expect(new URL(noScript.page.url()).pathname).toBe('/auth/login');
    await expect(noScript.page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await expect(noScript.page.getByRole('button', { name: /^Account menu for/ })).toHaveCount(0);
  });

  test.describe('a POST from another site', () => {
    let attacker: Server;
    let attackerUrl: string;

    test.beforeAll(async () => {
      // Another site (127.0.0.1 is not the same site as localhost) whose page posts a form to the host.
      attacker = createServer((req, res) => {
        const target = new URL(req.url ?? '/', 'http://x').searchParams.get('target') ?? '';
        res.setHeader('content-type', 'text/html');
        res.end(
          `<!doctype html><form method="post" action="${target}"><input name="idToken" value="x"></form>` +
            '<script>document.forms[0].submit()</script>',
        );
      });
      await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
      attackerUrl = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}/`;
    });
    test.afterAll(() => new Promise<void>((resolve) => attacker.close(() => resolve())));

    test("is refused, and the member's session goes on", async ({ open }) => {
      const member = await makeMember('cookie');
      await makeTip(member, { title: hiddenTitle, availability: 'Hidden' });
      const { page, context } = await signedIn(open, member);
      const before = await sessionCookie(context);
      const target = `${stack().baseUrl}/auth/session`;
      const refused = page.waitForResponse((response) => response.url() === target);
      await page.goto(`${attackerUrl}?target=${encodeURIComponent(target)}`);
      expect((await refused).status()).toBe(403);
      expect((await sessionCookie(context))?.value).toBe(before?.value);

      await page.goto('/mytips');
      await expect(page.getByRole('heading', { name: hiddenTitle })).toBeVisible();
    });

    test('refuses a Like posted from another site with the cookie; the tip keeps its likes', async ({ open }) => {
      const member = await makeMember('cookie');
      const tip = await createTip(member, tipInput({ title: 'Not liked from elsewhere' }));
      const { page } = await signedIn(open, member);
      const target = `${stack().baseUrl}/tipDetails/${tip._id}`;
      const refused = page.waitForResponse((response) => response.url() === target);
      await page.goto(`${attackerUrl}?target=${encodeURIComponent(target)}`);
      // React Router refuses an action whose Origin is not the page's (400) before the route's own check (403).
      expect((await refused).status()).toBeGreaterThanOrEqual(400);
      await page.goto(`/tipDetails/${tip._id}`);
      expect(await page.getByTestId('tip-likes').textContent()).toBe('0');
    });
  });
});
