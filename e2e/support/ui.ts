// Web-first checks the flows share (each waits, up to the expect timeout, for the screen to agree).
import { expect, type Locator, type Page } from '@playwright/test';
import type { Member } from './api';
import type { Open } from './fixtures';
import { signedInState } from './session';

/** A toast with this message shows. */
export async function toast(page: Page, message: string) {
  await expect(page.locator('.Toastify__toast').filter({ hasText: message }).first()).toBeVisible();
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The address bar shows exactly this path and query (any hash). */
export async function pathIs(page: Page, pathAndQuery: string) {
  await expect(page).toHaveURL(new RegExp(`^[a-z]+://[^/]+${escapeRegExp(pathAndQuery)}(#.*)?$`));
}

/** The <img> has loaded its picture: complete, and not broken (a broken one is complete with no width). */
export async function imageLoaded(image: Locator) {
  await expect(image).toHaveJSProperty('complete', true);
  await expect(image).not.toHaveJSProperty('naturalWidth', 0);
}

/** Holds back the entry module (the page stays the server's HTML) until the returned function is called. */
export async function holdEntryModule(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** With JavaScript on, a page's forms are the app's once React owns the page's heading (hydrated). */
export async function hydrated(page: Page, javaScript: boolean) {
  if (!javaScript) return;
  await page.waitForFunction(() => {
    const heading = document.querySelector('h1');
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
  });
}

/**
 * With JavaScript on, waits until React owns `element` (a part loaded on demand stays the server's
 * HTML for a while after the page's heading is hydrated): a file chosen before that reaches no
 * handler of the app's.
 */
export async function ownedByApp(element: Locator, javaScript: boolean) {
  if (!javaScript) return;
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'))))
    .toBe(true);
}

/**
 * A browser holding `member`'s session cookie from a sign-in with JavaScript: that browser itself
 * (JavaScript on), or a browser with JavaScript off given the same cookie (support/session.ts).
 */
export async function memberBrowser(open: Open, member: Member, javaScript: boolean) {
  if (javaScript) return open(undefined, { as: member });
  const { cookies } = await signedInState(member);
  const browser = await open(undefined, { javaScript });
  await browser.context.addCookies(cookies);
  return browser;
}
