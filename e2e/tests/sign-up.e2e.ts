// A newcomer signs up; the password rules speak one at a time, in the spec's order.
import { MESSAGES } from '@green-circle/contract/messages';
import { expect, test } from '../support/fixtures';
import { stack } from '../support/stack';
import { api, newMember } from '../support/api';
import { accountButton } from '../support/auth';
import { pathIs, toast } from '../support/ui';

// Each password breaks its rule and every rule after it, so only the order decides the message.
const RULES: [password: string, message: string][] = [
  ['abc', MESSAGES.passwordTooShort],
  ['abcdefgh', MESSAGES.passwordNeedsUppercase],
  ['ABCDEFGH', MESSAGES.passwordNeedsLowercase],
  ['Abcdefgh', MESSAGES.passwordNeedsSpecial],
];

test.describe('sign-up', () => {
  test('rejects each broken password rule in order, then signs the member up and shows their avatar', async ({
    open,
  }) => {
    const member = newMember('signup');
    const { page } = await open('/auth/signUp');
    await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
    await page.getByLabel('Name').fill(member.displayName);
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Photo URL').fill(`${stack().baseUrl}/images/avatar-default.svg`);

    const toasts = page.locator('.Toastify__toast');
    for (const [index, [password, message]] of RULES.entries()) {
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
      await toast(page, message);
      for (const [, later] of RULES.slice(index + 1)) {
        await expect(toasts.filter({ hasText: later }), `'${later}' shown for '${password}'`).toHaveCount(0);
      }
    }

    await page.getByLabel('Password').fill(member.password);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await toast(page, MESSAGES.signUpSuccess);
    await pathIs(page, '/');

    // The navbar: the photo with its tooltip, opening the dropdown; an outside click closes it.
    const avatar = accountButton(page, member.displayName);
    await expect(avatar).toBeVisible();
    const tooltip = page.locator('.tooltip', { has: avatar });
    await expect(tooltip).toHaveAttribute('data-tip', member.displayName);
    await avatar.hover();
    await avatar.click();
    const dropdown = page.locator(`#${await avatar.getAttribute('aria-controls')}`);
    await expect(dropdown.getByText(member.displayName)).toBeVisible();
    await expect(dropdown.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(dropdown.getByRole('button', { name: 'Logout' })).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(dropdown).toBeHidden();

    // The API has the member's record, made by the sign-up.
    const { body } = await api<{ email: string }[]>(`/users?email=${encodeURIComponent(member.email)}`, { as: member });
    expect(body.map((u) => u.email)).toEqual([member.email]);
  });
});
