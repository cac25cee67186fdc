// Small waits and reads on top of playwright-core (which has no auto-retrying expect).
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Waits until a toast with exactly this message shows. */
export async function toast(page: Page, message: string) {
  await page.locator('.Toastify__toast').filter({ hasText: message }).first().waitFor({ state: 'visible' });
}

/** Waits until `read()` returns something `check` accepts; fails with the last value seen. */
export async function eventually<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!check(value)) {
    if (Date.now() > deadline) {
      expect.fail(`still ${JSON.stringify(value)} after ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

export const titleIs = (page: Page, title: string) =>
  eventually(
    () => page.title(),
    (t) => t === title,
  );

export const pathIs = (page: Page, pathname: string) =>
  eventually(
    async () => new URL(page.url()).pathname + new URL(page.url()).search,
    (p) => p === pathname,
  );

export const visible = (locator: Locator) => locator.first().waitFor({ state: 'visible' });
export const gone = (locator: Locator) => locator.first().waitFor({ state: 'hidden' });

/** How many elements match, once the count stops changing for a moment. */
export async function settledCount(locator: Locator) {
  let last = -1;
  let count = await locator.count();
  while (count !== last) {
    last = count;
    await new Promise((resolve) => setTimeout(resolve, 150));
    count = await locator.count();
  }
  return count;
}
