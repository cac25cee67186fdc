// A member who forgot the password asks for a reset e-mail. The screen answers the same
// whether or not an account uses the address (red-team finding 8: no member enumeration).
import { readFileSync } from 'node:fs';
import { MESSAGES } from '@green-circle/contract/messages';
import { expect, test } from '../support/fixtures';
import type { Page } from '@playwright/test';
import { createAccount, newMember, oobCodesFor } from '../support/api';
import { makeMember } from '../support/data';
import { signIn } from '../support/auth';
import { toast } from '../support/ui';

const resetCodesFor = (email: string) => oobCodesFor(email, 'PASSWORD_RESET');

/** Every toast on screen, as text. */
const toastTexts = (page: Page) => page.locator('.Toastify__toast').allInnerTexts();

test.describe('forgot password', () => {
  test('asks for the e-mail first, then sends the reset e-mail (the code reaches the emulator)', async ({ open }) => {
    const member = await makeMember('forgot');
    const { page } = await open('/auth/login');
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    // Beside the field, and gone once the field changes (issue 22 #7).
    await expect(page.getByText(MESSAGES.resetEmailRequired)).toBeVisible();
    expect(await resetCodesFor(member.email)).toHaveLength(0);

    await page.getByLabel('Email').fill(member.email);
    await expect(page.getByText(MESSAGES.resetEmailRequired)).toBeHidden();
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await toast(page, MESSAGES.resetEmailSentAnyway);
    const codes = await resetCodesFor(member.email);
    expect(codes).toHaveLength(1);
    expect(codes[0]?.oobCode).toMatch(/\S+/);
  });

  test('answers an address nobody uses exactly as one with an account', async ({ open }) => {
    const member = await makeMember('forgot');
    const known = await open('/auth/login');
    await known.page.getByLabel('Email').fill(member.email);
    await known.page.getByRole('button', { name: 'Forgot password?' }).click();
    await toast(known.page, MESSAGES.resetEmailSentAnyway);
    // Read at once: a toast closes by itself a few seconds later.
    const knownToasts = await toastTexts(known.page);

    const nobody = newMember('nobody').email;
    const unknown = await open('/auth/login');
    await unknown.page.getByLabel('Email').fill(nobody);
    await unknown.page.getByRole('button', { name: 'Forgot password?' }).click();
    await toast(unknown.page, MESSAGES.resetEmailSentAnyway);
    // Same toasts, nothing else on either screen; and no code went anywhere for the unknown address.
    expect(await toastTexts(unknown.page)).toEqual(knownToasts);
    expect(await resetCodesFor(nobody)).toHaveLength(0);
  });

  test("sets a new password the way the README says: the emulator's reset link with &newPassword= added, # as %23", async ({
    open,
  }) => {
    // The README's own example, taken as written: a # left as it is would cut the link there.
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const example = /`&newPassword=([^`]+)` sets `([^`]+)`/.exec(readme.replace(/\s+/g, ' '));
    expect(example, 'the README shows a reset link with the password it sets').not.toBeNull();
    const [, written, password] = example!;
    const reader = await createAccount(newMember('reset'));
    const { page } = await open('/auth/login');
    await page.getByLabel('Email').fill(reader.email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await toast(page, MESSAGES.resetEmailSentAnyway);
    const [code] = await resetCodesFor(reader.email);
    const renewed = { ...reader, password: password! };

    const answer = await page.goto(`${code!.oobLink}&newPassword=${written}`);
    expect(await answer!.text()).toContain('The password has been successfully updated.');
    await signIn(page, renewed);
  });
});
