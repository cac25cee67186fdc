// Signing in and out the way a member does it, through the screens.
import { MESSAGES } from '@green-circle/contract/messages';
import { expect, type Page } from '@playwright/test';
import type { Member } from './api';
import { toast } from './ui';

/** Fills the login form (on /auth/login, or goes there) and waits for 'Login successful'. */
export async function signIn(page: Page, member: Member, { navigate = true } = {}) {
  if (navigate) await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await toast(page, MESSAGES.loginSuccess);
  await expect(accountButton(page, member.displayName)).toBeVisible();
}

/** The navbar's profile photo button. */
export const accountButton = (page: Page, name: string) =>
  page.getByRole('button', { name: `Account menu for ${name}` });

/** Logs out from the navbar's account menu and waits for the toast. */
export async function signOutFromNavbar(page: Page, name: string) {
  await accountButton(page, name).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await toast(page, MESSAGES.logoutSuccess);
  await expect(accountButton(page, name)).toBeHidden();
}
