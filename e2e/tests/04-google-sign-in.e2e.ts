// Flow 4: Google sign-in through the Auth emulator's pop-up: registered the first time,
// welcomed back the second.
import { MESSAGES } from '@green-circle/contract/messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { lookupAccount, newMember } from '../support/api';
import { accountButton, signOutFromNavbar } from '../support/auth';
import { useBrowser } from '../support/browser';
import { pathIs, toast, visible } from '../support/ui';

const { open } = useBrowser('04-google-sign-in');

/** Clicks 'Sign in with Google' and returns the pop-up the emulator serves. */
async function openGooglePopup(page: Page) {
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Sign in with Google' }).click(),
  ]);
  await popup.waitForLoadState('domcontentloaded');
  return popup;
}

describe('Google sign-in', () => {
  it('registers the member on the first sign-in and welcomes them back on the second', async () => {
    const member = newMember('google');
    const { page } = await open('/auth/login');

    const popup = await openGooglePopup(page);
    await popup.getByText('Add new account').click();
    await popup.locator('#email-input').fill(member.email);
    await popup.locator('#display-name-input').fill(member.displayName);
    await popup.getByRole('button', { name: /Sign in with Google\.com/ }).click();
    await popup.waitForEvent('close');

    await toast(page, MESSAGES.userRegistered);
    await pathIs(page, '/');
    await visible(accountButton(page, member.displayName));
    // Google vouches for the address: the account is verified, and no banner asks for it.
    expect(await page.getByText(MESSAGES.verifyBanner).count()).toBe(0);
    expect((await lookupAccount(member.email))?.emailVerified).toBe(true);

    await signOutFromNavbar(page, member.displayName);

    await page.goto('/auth/login');
    const again = await openGooglePopup(page);
    await again.getByText(member.email).click();
    await again.waitForEvent('close');
    await toast(page, MESSAGES.welcomeBack);
    await visible(accountButton(page, member.displayName));
  });
});
