// A member who forgot the password asks for a reset e-mail. The screen answers the same
// whether or not an account uses the address (red-team finding 8: no member enumeration).
import { MESSAGES } from '@green-circle/contract/messages';
import { mailInbox } from '@green-circle/testing/mail-server';
import { expect, test } from '../support/fixtures';
import type { Page } from '@playwright/test';
import { createAccount, newMember } from '../support/api';
import { makeMember } from '../support/data';
import { signIn } from '../support/auth';
import { stack } from '../support/stack';
import { toast } from '../support/ui';

/** The reset e-mails in the stack's local inbox for `email` (the site sends them: issue 53, item 1). */
const resetMails = async (email: string) =>
  (await mailInbox(stack().mailUrl).to(email)).filter((mail) => mail.subject === 'Reset your Green Circle password');
/** Waits until `count` have arrived. */
async function resetMailsFor(email: string, count: number) {
  await expect.poll(async () => (await resetMails(email)).length, { timeout: 60_000 }).toBe(count);
  return resetMails(email);
}

/** Every toast on screen, as text. */
const toastTexts = (page: Page) => page.locator('.Toastify__toast').allInnerTexts();

test.describe('forgot password', () => {
  test('asks for the e-mail first, then sends the reset e-mail (it lands in the local inbox)', async ({ open }) => {
    const member = await makeMember('forgot');
    const { page } = await open('/auth/login');
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    // Beside the field, and gone once the field changes (issue 22 #7).
    await expect(page.getByText(MESSAGES.resetEmailRequired)).toBeVisible();
    expect(await resetMails(member.email)).toHaveLength(0);

    await page.getByLabel('Email').fill(member.email);
    await expect(page.getByText(MESSAGES.resetEmailRequired)).toBeHidden();
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await toast(page, MESSAGES.resetEmailSentAnyway);
    const [mail] = await resetMailsFor(member.email, 1);
    expect(mail!.text).toMatch(new RegExp(`${stack().baseUrl}/auth/reset-password\\?oobCode=\\S+`));
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
    // Same toasts, nothing else on either screen; and once the known address's e-mail is there,
    // none went to the unknown one.
    expect(await toastTexts(unknown.page)).toEqual(knownToasts);
    await resetMailsFor(member.email, 1);
    expect(await mailInbox(stack().mailUrl).to(nobody)).toHaveLength(0);
  });

  test('works with JavaScript off: the answer is on the page, and the e-mailed link’s form sets the password with a plain POST', async ({
    open,
  }) => {
    test.slow();
    const reader = await createAccount(newMember('reset-nojs'));
    const { page } = await open('/auth/login', { javaScript: false });
    await page.getByLabel('Email').fill(reader.email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('status').filter({ hasText: MESSAGES.resetEmailSentAnyway })).toBeVisible();

    const [mail] = await resetMailsFor(reader.email, 1);
    const link = /https?:\/\/\S+\/auth\/reset-password\?oobCode=\S+/.exec(mail!.text)![0];
    await page.goto(link);
    await page.getByLabel('New password').fill('Sunflower');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByText(MESSAGES.passwordNeedsSpecial)).toBeVisible();
    await page.getByLabel('New password').fill('Sunflower#2027');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your password is changed' })).toBeVisible();

    const withScript = await open('/auth/login');
    await signIn(withScript.page, { ...reader, password: 'Sunflower#2027' }, { navigate: false });
  });
});
