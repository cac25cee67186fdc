// On a phone (390×844) the hamburger menu and the dashboard drawer work and close
// once something is chosen.
import { MESSAGES } from '@green-circle/contract/messages';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { makeMember } from '../support/data';
import { pathIs, toast } from '../support/ui';

/** What did not fit on the screen (checked at the end, so the rest of the flow still runs). */
const offScreen: string[] = [];

/** Opens the hamburger menu and returns it once it shows, noting whether it fits on the screen. */
async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.locator(`#${await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-controls')}`);
  await expect(menu).toBeVisible();
  const box = await menu.boundingBox();
  const width = page.viewportSize()!.width;
  if (!box || box.x < 0 || box.x + box.width > width + 0.5) {
    offScreen.push(
      `the menu spans x ${box?.x.toFixed(0)}..${box && (box.x + box.width).toFixed(0)} on a ${width} px screen`,
    );
  }
  return menu;
}

test.describe('on a phone', () => {
  test('the hamburger menu opens, lists the pages and closes on a choice', async ({ open }) => {
    const member = await makeMember('mobile');
    const { page } = await open('/', { device: 'mobile' });
    const noSideScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await noSideScroll()).toBe(true);
    let menu = await openMenu(page);
    for (const item of ['Home', 'Explore', 'Browser Tips', 'Login'])
      await expect(menu.getByRole('link', { name: item, exact: true })).toBeVisible();
    await menu.getByRole('link', { name: 'Explore' }).click();
    await pathIs(page, '/explore');
    await expect(menu).toBeHidden();

    // Signed in, the menu adds the member's pages and Logout.
    menu = await openMenu(page);
    await menu.getByRole('link', { name: 'Login' }).click();
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password').fill(member.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await toast(page, MESSAGES.loginSuccess);
    menu = await openMenu(page);
    for (const item of ['Share a Tip', 'My Tips', 'Dashboard'])
      await expect(menu.getByRole('link', { name: item, exact: true })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
    await menu.getByRole('link', { name: 'Dashboard' }).click();
    await pathIs(page, '/dashboard');
    await expect(menu).toBeHidden();

    // The dashboard's sidebar is a drawer: it opens, and closes on a choice.
    const drawerToggle = page.locator('input.drawer-toggle');
    const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(sidebar).toBeHidden();
    await page.getByRole('button', { name: 'Open dashboard menu' }).click();
    await expect(sidebar).toBeVisible();
    await expect(drawerToggle).toBeChecked();
    await sidebar.getByRole('link', { name: 'My Items' }).click();
    await pathIs(page, '/dashboard/my-items');
    await expect(drawerToggle).not.toBeChecked();
    await expect(sidebar).toBeHidden();

    expect(await noSideScroll()).toBe(true);
    expect(offScreen).toEqual([]);
  });
});
