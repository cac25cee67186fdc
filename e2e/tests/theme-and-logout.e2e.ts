// The theme toggle persists across reloads; logout speaks in each layout's words.
import { MESSAGES } from '@green-circle/contract/messages';
import type { Locator } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from '../support/fixtures';
import { makeMember } from '../support/data';
import { signIn, signOutFromNavbar } from '../support/auth';
import { resize, WIDTHS } from '../support/layout';
import { pathIs, toast } from '../support/ui';

type Rgb = [number, number, number];
const luminance = (rgb: Rgb) => {
  const [r, g, b] = rgb.map((v) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
/** WCAG's contrast ratio of two colours. */
const contrast = (a: Rgb, b: Rgb) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

/** An element's text colour as the screen shows it (any CSS colour syntax, drawn on a canvas). */
const textColour = (locator: Locator) =>
  locator.evaluate((element) => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d')!;
    context.fillStyle = getComputedStyle(element).color;
    context.fillRect(0, 0, 1, 1);
    return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)] as Rgb;
  });

/** The colours drawn in the four corners of an element (a pixel 3 px in from each). */
async function cornerColours(locator: Locator): Promise<Rgb[]> {
  const { data, info } = await sharp(await locator.screenshot())
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number): Rgb => {
    const i = (y * info.width + x) * info.channels;
    return [data[i]!, data[i + 1]!, data[i + 2]!];
  };
  const [right, bottom] = [info.width - 4, info.height - 4];
  return [at(3, 3), at(right, 3), at(3, bottom), at(right, bottom)];
}

test.describe('theme and logout', () => {
  test('starts from the OS preference, toggles, stores the choice and keeps it after a reload', async ({ open }) => {
    const { page } = await open('/', { colorScheme: 'dark' });
    const theme = () => page.evaluate(() => document.documentElement.getAttribute('data-theme'));
    expect(await theme()).toBe('dark');

    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    expect(await theme()).toBe('light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
    expect(await theme()).toBe('light');

    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await page.reload();
    expect(await theme()).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  });

  test('issue 22 #6: the home hero follows the chosen theme, not the OS one: its heading stays readable in every corner', async ({
    open,
  }) => {
    for (const [theme, colorScheme] of [
      ['dark', 'light'],
      ['light', 'dark'],
    ] as const) {
      const { page } = await open('/', { theme, colorScheme });
      const hero = page.locator('section[aria-labelledby="hero-title"]');
      for (const width of WIDTHS) {
        await resize(page, width);
        const heading = await textColour(page.locator('#hero-title'));
        for (const [corner, colour] of (await cornerColours(hero)).entries()) {
          const ratio = contrast(heading, colour);
          expect(
            ratio,
            `${theme} theme (OS ${colorScheme}), ${width} px, corner ${corner}: rgb(${colour})`,
          ).toBeGreaterThanOrEqual(4.5);
        }
      }
    }
  });

  test('logs out from the navbar and from the dashboard with their own toasts', async ({ open }) => {
    const member = await makeMember('theme');
    const { page } = await open();
    await signIn(page, member);
    await signOutFromNavbar(page, member.displayName);
    await pathIs(page, '/');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();

    await signIn(page, member);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Logout' }).click();
    await toast(page, MESSAGES.logoutSuccessDashboard);
    await pathIs(page, '/');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();
  });
});
