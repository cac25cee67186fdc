// Issue 34: the Firebase JS SDK loads only on the screens where a sign-in is made. A signed-in
// member's pages (home, a tip, My Tips, the dashboard, the profile) read and write through the
// site with the session cookie and never ask for a Firebase module; the login screen does. The
// modules are found as the build emitted them: every chunk whose source map holds Firebase's code.
// zod likewise (issue 34's "JS per page no larger"): forms are checked by the route actions on the
// server, so the member's pages, their forms opened, load none of its code; the login screen does.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CONVERSATION_MESSAGES as M } from '@green-circle/contract/messages';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import type { Stack } from '../support/stack';
import { makeTip } from '../support/data';

const FIREBASE = /[\\/]node_modules[\\/](@firebase|firebase)[\\/]/;
const ZOD = /[\\/]node_modules[\\/]zod[\\/]/;

/** The addresses of the built client's chunks that carry a module matching `modules` (/assets/...js). */
function chunksWith(stack: Stack, modules: RegExp): Set<string> {
  const maps = path.join(stack.dataDir, 'client-dist', 'client-sourcemaps', 'assets');
  const chunks = readdirSync(maps)
    .filter((name) => name.endsWith('.js.map'))
    .filter((name) => {
      const { sources = [] } = JSON.parse(readFileSync(path.join(maps, name), 'utf8')) as { sources?: string[] };
      return sources.some((source) => modules.test(source));
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
  const chunks = chunksWith(stack, FIREBASE);
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

test("a member's tip, its comment and trial forms, and the profile page with its forms load no zod; the login screen does", async ({
  open,
  member,
  makeMember,
  stack,
}) => {
  const chunks = chunksWith(stack, ZOD);
  expect(chunks.size, 'the build has zod chunks to look for').toBeGreaterThan(0);
  const author = await makeMember('zod-free');
  const tip = await makeTip(author, { title: `No zod here ${Date.now().toString(36)}` });
  const { page } = await open(undefined, { as: member });
  const loaded = requestsFor(page, chunks);

  await page.goto(`/tipDetails/${tip._id}`);
  await expect(page.getByRole('heading', { name: tip.title })).toBeVisible();
  await settled(page);
  // Its forms used: a blank comment is stopped beside its box by the page's own check.
  await page.getByRole('button', { name: M.commentSubmit, exact: true }).click();
  await expect(page.getByLabel(M.commentLabel)).toHaveAccessibleDescription(/Required/);
  const trial = page.getByRole('form', { name: M.triedThis });
  await trial.getByRole('button', { name: M.triedThis }).click();
  await expect(trial.getByText('Required')).toBeVisible();
  await page.goto('/dashboard/profile');
  await expect(page.getByRole('button', { name: 'Save garden' })).toBeEnabled();
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByRole('dialog', { name: 'Update Profile' }).getByLabel('Name', { exact: true })).toBeVisible();
  await settled(page);
  expect(loaded, 'zod modules requested on a member page').toEqual([]);

  // The check sees zod where it does load: the login screen checks before calling the identity service.
  const visitor = await open();
  const onLogin = requestsFor(visitor.page, chunks);
  await visitor.page.goto('/auth/login');
  await expect.poll(() => onLogin.length).toBeGreaterThan(0);
});
