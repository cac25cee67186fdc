// Issue 33 items 18 and 19: the home page's largest paints arrive with the HTML (the hero's
// phrase as text, the first slide's photo asked for from the head at high priority), React takes
// the page over without a hydration mismatch, and the typewriter waits until the page is idle.
import { expect, test } from '../support/fixtures';

// React's hydration errors (production builds say only their number: #418 text, #425 text
// content, #423 root redrawn; development builds say it in words).
const HYDRATION = /Minified React error #(418|423|425)|hydrat|did not match|didn't match/i;

test("findings 19: the hero's phrase and the first slide's photo come with the HTML, the photo preloaded at high priority", async ({
  open,
}) => {
  const { page } = await open('/', { javaScript: false, device: 'mobile' });
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading.locator('[aria-hidden="true"]')).toHaveText('expert tips');
  // The first picture the head asks for, at high priority.
  const preload = page.locator('head link[rel="preload"][as="image"]').first();
  await expect(preload).toHaveAttribute('fetchpriority', 'high');
  await expect(preload).toHaveAttribute('href', /^\/images\/carousel\/[\w-]+\.svg$/);
  // Pictures further down (the featured gardeners' avatars) load lazily: no preload competes with it.
  await expect(page.locator('head link[rel="preload"][href^="/images/gardeners/"]')).toHaveCount(0);
  // The image it preloads is the one the first slide draws.
  const href = (await preload.getAttribute('href'))!;
  await expect(page.locator(`main img[src="${href}"]`)).toHaveAttribute('fetchpriority', 'high');
});

test('findings 18: no hydration mismatch on home, and no keystroke of the typewriter before the page is idle', async ({
  open,
}) => {
  const { page, context } = await open(undefined, { device: 'mobile', motion: 'no-preference' });
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && HYDRATION.test(message.text())) problems.push(message.text());
  });
  // What the phrase said each time it changed before the browser was first idle after load.
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { earlyPhrases: string[] }).earlyPhrases = seen;
    let idle = false;
    window.addEventListener('load', () => requestIdleCallback(() => (idle = true)), { once: true });
    new MutationObserver(() => {
      const phrase = document.querySelector('#hero-title [aria-hidden="true"]')?.textContent;
      if (!idle && phrase !== undefined && phrase !== seen.at(-1)) seen.push(phrase ?? '');
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.goto('/');
  // Taken over by React: the theme toggle is enabled once the page is the app's.
  await expect(page.getByRole('button', { name: /Switch to (dark|light) theme/ })).toBeEnabled();
  // The typewriter starts once idle: then the phrase changes.
  await expect(page.locator('#hero-title [aria-hidden="true"]')).not.toHaveText('expert tips');
  const early = await page.evaluate(() => (window as unknown as { earlyPhrases: string[] }).earlyPhrases);
  expect(early.every((phrase) => phrase === 'expert tips')).toBe(true);
  expect(problems).toEqual([]);
});
