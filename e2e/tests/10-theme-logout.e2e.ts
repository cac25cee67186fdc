// Flow 10: the theme toggle persists across reloads; logout speaks in each layout's words.
import { MESSAGES } from '@green-circle/contract/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, newMember, type Member } from '../support/api';
import { signIn, signOutFromNavbar } from '../support/auth';
import { useBrowser } from '../support/browser';
import { pathIs, toast, visible } from '../support/ui';

const { open } = useBrowser('10-theme-logout');

describe('theme and logout', () => {
  let member: Member;
  beforeAll(async () => {
    member = await createAccount(newMember('theme'));
  });

  it('starts from the OS preference, toggles, stores the choice and keeps it after a reload', async () => {
    const { page } = await open('/', { colorScheme: 'dark' });
    const theme = () => page.evaluate(() => document.documentElement.getAttribute('data-theme'));
    expect(await theme()).toBe('dark');

    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    expect(await theme()).toBe('light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await page.reload();
    await visible(page.getByRole('button', { name: 'Switch to dark theme' }));
    expect(await theme()).toBe('light');

    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await page.reload();
    expect(await theme()).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  });

  it('logs out from the navbar and from the dashboard with their own toasts', async () => {
    const { page } = await open();
    await signIn(page, member);
    await signOutFromNavbar(page, member.displayName);
    await pathIs(page, '/');
    await visible(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }));

    await signIn(page, member);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Logout' }).click();
    await toast(page, MESSAGES.logoutSuccessDashboard);
    await pathIs(page, '/');
    await visible(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }));
  });
});
