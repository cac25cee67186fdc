// Google sign-in through the Auth emulator's pop-up: registered the first time,
// welcomed back the second.
import { MESSAGES } from '@green-circle/contract/messages';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { lookupAccount, newMember } from '../support/api';
import { accountButton, signOutFromNavbar } from '../support/auth';
import { pathIs, toast } from '../support/ui';

/** Clicks 'Sign in with Google' and returns the pop-up the emulator serves. */
async function openGooglePopup(page: Page) {
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Sign in with Google' }).click(),
  ]);
  await popup.waitForLoadState('domcontentloaded');
  return popup;
}

test.describe('Google sign-in', () => {
  test('registers the member on the first sign-in and welcomes them back on the second', async ({ open }) => {
    const member = newMember('google');
    const { page } = await open('/auth/login', { google: true });

    const popup = await openGooglePopup(page);
    await popup.getByText('Add new account').click();
    await popup.locator('#email-input').fill(member.email);
    await popup.locator('#display-name-input').fill(member.displayName);
    await popup.getByRole('button', { name: /Sign in with Google\.com/ }).click();
    await popup.waitForEvent('close');

    await toast(page, MESSAGES.userRegistered);
    await pathIs(page, '/');
    await expect(accountButton(page, member.displayName)).toBeVisible();
    // Google vouches for the address: the account is verified, and no banner asks for it.
    await expect(page.getByText(MESSAGES.verifyBanner)).toHaveCount(0);
    expect((await lookupAccount(member.email))?.emailVerified).toBe(true);

    await signOutFromNavbar(page, member.displayName);

    await page.goto('/auth/login');
    const again = await openGooglePopup(page);
    await again.getByText(member.email).click();
    await again.waitForEvent('close');
    await toast(page, MESSAGES.welcomeBack);
    await expect(accountButton(page, member.displayName)).toBeVisible();
  });
});
