// Axe-core finds no serious or critical violation on any screen, in either theme.
import { expect, test } from '../support/fixtures';
import type { Page } from '@playwright/test';
import { uniqueMark } from '../support/api';
import { makeMember, makeTip } from '../support/data';
import { seriousA11yViolations } from '../support/axe';

const PUBLIC_SCREENS = [
  '/',
  '/explore',
  '/browserTips',
  '/terms',
  '/policy',
  '/plants',
  '/plants/tomato',
  '/auth/login',
  '/auth/signUp',
  '/no-such-page',
];
const memberScreens = (tipId: string) => [
  `/tipDetails/${tipId}`,
  '/gardentip',
  '/mytips',
  `/updateTip/${tipId}`,
  '/dashboard',
  '/dashboard/all-tips',
  '/dashboard/my-items',
  '/dashboard/liked',
  '/dashboard/profile',
  '/week',
];

/** Opens a screen, lets it settle (data loaded, lazy sections in), and runs axe. */
async function audit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('h1')).toBeVisible();
  if (path === '/') {
    // Bring the lazily loaded sections in, then back to the top.
    await page.mouse.wheel(0, 10_000);
    await page.waitForLoadState('networkidle');
  }
  return (await seriousA11yViolations(page)).map((v) => `${path}: ${v}`);
}

// One walk per theme and kind of reader (four tests, not two of ~20 screens each): the suite's
// workers share them out instead of one worker ending the run on a long walk (issue 35).
test.describe('accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`has no serious or critical violation on any public screen (${theme} theme)`, async ({ open }) => {
      test.setTimeout(120_000);
      const { page } = await open(undefined, { theme, colorScheme: theme });
      const problems: string[] = [];
      for (const path of PUBLIC_SCREENS) problems.push(...(await audit(page, path)));
      expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe(theme);
      expect(problems, problems.join('\n')).toEqual([]);
    });

    test(`has no serious or critical violation on any member's screen (${theme} theme)`, async ({ open }) => {
      test.setTimeout(120_000);
      const member = await makeMember('a11y');
      const tipId = await makeTip(member, { title: `Accessible aloe ${uniqueMark()}` }).then((tip) => tip._id);
      // Signed in as a returning member is (the login screen itself is audited with the public ones).
      const { page } = await open(undefined, { theme, colorScheme: theme, as: member });
      const problems: string[] = [];
      for (const path of memberScreens(tipId)) problems.push(...(await audit(page, path)));
      expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe(theme);
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
});
