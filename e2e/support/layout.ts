// Measuring boxes against the viewport: what a person sees as "runs off the card" or
// "the page scrolls sideways".
import type { Locator, Page } from '@playwright/test';

export const WIDTHS = [375, 1280] as const;

/** How far the page scrolls sideways (0 when it does not). */
export const sideScroll = (page: Page) =>
  page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));

/** Sets the viewport width (height 800) and waits a frame for the layout to follow. */
export async function resize(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
}

/**
 * How many pixels each element's content overflows its own box or its container (the
 * nearest ancestor matching `container`) on the right; empty when everything fits.
 */
export async function overflowing(locator: Locator, container: string): Promise<string[]> {
  return locator.evaluateAll(
    (elements, selector) =>
      elements.flatMap((element) => {
        const box = element.getBoundingClientRect();
        const outer = element.closest(selector)?.getBoundingClientRect();
        const own = element.scrollWidth - element.clientWidth;
        const out = outer ? box.right - outer.right : 0;
        const past = Math.max(own, out, box.right - window.innerWidth);
        return past > 1 ? [`"${(element.textContent ?? '').slice(0, 30)}…" overflows by ${Math.round(past)} px`] : [];
      }),
    container,
  );
}

/** The element's box is inside the viewport horizontally. */
export async function fitsWidth(locator: Locator) {
  const box = await locator.boundingBox();
  const width = locator.page().viewportSize()!.width;
  return !!box && box.x >= -0.5 && box.x + box.width <= width + 0.5;
}

/** Two boxes overlap. */
export function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
