// Flow 3: a newcomer signs up; the password rules speak one at a time, in the spec's order.
import { MESSAGES } from '@green-circle/contract/messages';
import { describe, expect, it } from 'vitest';
import { api, newMember } from '../support/api';
import { accountButton } from '../support/auth';
import { baseUrl, useBrowser } from '../support/browser';
import { gone, pathIs, toast, visible } from '../support/ui';

const { open } = useBrowser('03-sign-up');

// Each password breaks its rule and every rule after it, so only the order decides the message.
const RULES: [password: string, message: string][] = [
  ['abc', MESSAGES.passwordTooShort],
  ['abcdefgh', MESSAGES.passwordNeedsUppercase],
  ['ABCDEFGH', MESSAGES.passwordNeedsLowercase],
  ['Abcdefgh', MESSAGES.passwordNeedsSpecial],
];

describe('sign-up', () => {
  it('rejects each broken password rule in order, then signs the member up and shows their avatar', async () => {
    const member = newMember('signup');
    const { page } = await open('/auth/signUp');
    await visible(page.getByRole('heading', { name: 'Create Account' }));
    await page.getByLabel('Name').fill(member.displayName);
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Photo URL').fill(`${baseUrl()}/images/avatar-default.svg`);

    const toasts = page.locator('.Toastify__toast');
    for (const [index, [password, message]] of RULES.entries()) {
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
      await toast(page, message);
      for (const [, later] of RULES.slice(index + 1)) {
        expect(await toasts.filter({ hasText: later }).count(), `'${later}' shown for '${password}'`).toBe(0);
      }
    }

    await page.getByLabel('Password').fill(member.password);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await toast(page, MESSAGES.signUpSuccess);
    await pathIs(page, '/');

    // The navbar: the photo with its tooltip, opening the dropdown; an outside click closes it.
    const avatar = accountButton(page, member.displayName);
    await visible(avatar);
    const tooltip = page.locator('.tooltip', { has: avatar });
    expect(await tooltip.getAttribute('data-tip')).toBe(member.displayName);
    await avatar.hover();
    await avatar.click();
    const dropdown = page.locator(`#${await avatar.getAttribute('aria-controls')}`);
    await visible(dropdown.getByText(member.displayName));
    await visible(dropdown.getByRole('link', { name: 'Dashboard' }));
    await visible(dropdown.getByRole('button', { name: 'Logout' }));
    await page.getByRole('heading', { level: 1 }).click();
    await gone(dropdown);

    // The API has the member's record, made by the sign-up.
    const { body } = await api<{ email: string }[]>(`/users?email=${encodeURIComponent(member.email)}`, { as: member });
    expect(body.map((u) => u.email)).toEqual([member.email]);
  });
});
