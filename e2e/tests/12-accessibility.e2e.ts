// Flow 12: axe-core finds no serious or critical violation on any screen, in either theme.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createAccount, createTip, newMember, tipInput, type Member } from '../support/api';
import { seriousA11yViolations } from '../support/axe';
import { signIn } from '../support/auth';
import { useBrowser } from '../support/browser';
import { visible } from '../support/ui';

const { open } = useBrowser('12-accessibility');

const PUBLIC_SCREENS = [
  '/',
  '/explore',
  '/browserTips',
  '/terms',
  '/policy',
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
];

/** Opens a screen, lets it settle (data loaded, lazy sections in), and runs axe. */
async function audit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await visible(page.locator('h1'));
  if (path === '/') {
    // Bring the lazily loaded sections in, then back to the top.
    await page.mouse.wheel(0, 10_000);
    await page.waitForLoadState('networkidle');
  }
  return (await seriousA11yViolations(page)).map((v) => `${path}: ${v}`);
}

describe('accessibility', () => {
  let member: Member;
  let tipId: string;
  beforeAll(async () => {
    member = await createAccount(newMember('a11y'));
    tipId = (await createTip(member, tipInput({ title: `Accessible aloe ${Date.now()}` })))._id;
  });

  for (const theme of ['light', 'dark'] as const) {
    // 17 screens, each loaded, settled and audited: longer than one flow.
    it(`has no serious or critical violation on any screen (${theme} theme)`, { timeout: 180_000 }, async () => {
      const { page } = await open(undefined, { theme, colorScheme: theme });
      const problems: string[] = [];
      for (const path of PUBLIC_SCREENS) problems.push(...(await audit(page, path)));
      await signIn(page, member);
      for (const path of memberScreens(tipId)) problems.push(...(await audit(page, path)));
      expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe(theme);
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
});
