// Issue 34: the Firebase JS SDK loads only on the screens where a sign-in is made. A signed-in
// member's pages (home, a tip, My Tips, the dashboard, the profile) read and write through the
// site with the session cookie and never ask for a Firebase module; the login screen does. The
// modules are found as the build emitted them: every chunk whose source map holds Firebase's code.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import type { Stack } from '../support/stack';
import { makeTip } from '../support/data';

/** The addresses of the built client's chunks that carry Firebase's modules (/assets/...js). */
function firebaseChunks(stack: Stack): Set<string> {
  const maps = path.join(stack.dataDir, 'client-dist', 'client-sourcemaps', 'assets');
  const chunks = readdirSync(maps)
    .filter((name) => name.endsWith('.js.map'))
    .filter((name) => {
      const { sources = [] } = JSON.parse(readFileSync(path.join(maps, name), 'utf8')) as { sources?: string[] };
      return sources.some((source) => /[\\/]node_modules[\\/](@firebase|firebase)[\\/]/.test(source));
    });
  return new Set(chunks.map((name) => `/assets/${name.slice(0, -'.map'.length)}`));
}

/** Every request the page makes from now on for one of `chunks`. */
function requestsFor(page: Page, chunks: Set<string>) {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (chunks.has(pathname)) seen.push(pathname);
  });
  return seen;
}

/** Loaded, and the browser idle twice over: work put off until idle after load has started by then. */
async function settled(page: Page) {
  await page.waitForLoadState('load');
  await page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => requestIdleCallback(() => done()))));
}

test("a signed-in member's pages load no Firebase module; the login screen does", async ({
  open,
  member,
  makeMember,
  stack,
}) => {
  const chunks = firebaseChunks(stack);
  expect(chunks.size, 'the build has Firebase chunks to look for').toBeGreaterThan(0);
  const author = await makeMember('firebase-free');
  const tip = await makeTip(author, { title: `No SDK here ${Date.now().toString(36)}` });
  // A returning member's browser: the session cookie (and Firebase's own record) already there.
  const { page } = await open(undefined, { as: member });
  const loaded = requestsFor(page, chunks);

  await page.goto('/');
  await expect(page.getByRole('button', { name: /^Account menu for/ }).first()).toBeVisible();
  await settled(page);
  await page.goto(`/tipDetails/${tip._id}`);
  await expect(page.getByRole('heading', { name: tip.title })).toBeVisible();
  await settled(page);
  await page.goto('/mytips');
  await expect(page.getByRole('heading', { level: 1, name: 'My Gardening Tips' })).toBeVisible();
  await settled(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await settled(page);
  await page.goto('/dashboard/profile');
  await expect(page.getByRole('button', { name: 'Save garden' })).toBeEnabled();
  await settled(page);
  expect(loaded, 'Firebase modules requested on a member page').toEqual([]);

  // The check sees the SDK where it does load: the login screen asks for it.
  const visitor = await open();
  const onLogin = requestsFor(visitor.page, chunks);
  await visitor.page.goto('/auth/login');
  await expect.poll(() => onLogin.length).toBeGreaterThan(0);
});
