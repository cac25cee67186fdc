// Flow 5: a member who forgot the password asks for a reset e-mail.
import { MESSAGES } from '@green-circle/contract/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, emulator, newMember, type Member } from '../support/api';
import { useBrowser } from '../support/browser';
import { toast, visible } from '../support/ui';

const { open } = useBrowser('05-forgot-password');

const resetCodesFor = (email: string) => emulator().oobCodes({ email, requestType: 'PASSWORD_RESET' });

describe('forgot password', () => {
  let member: Member;
  beforeAll(async () => {
    member = await createAccount(newMember('forgot'));
  });

  it('asks for the e-mail first, then sends the reset e-mail (the code reaches the emulator)', async () => {
    const { page } = await open('/auth/login');
    await visible(page.getByRole('heading', { name: 'Welcome Back' }));
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await toast(page, MESSAGES.resetEmailRequired);
    expect(await resetCodesFor(member.email)).toHaveLength(0);

    await page.getByLabel('Email').fill(member.email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await toast(page, MESSAGES.resetEmailSent);
    const codes = await resetCodesFor(member.email);
    expect(codes).toHaveLength(1);
    expect(codes[0]?.oobCode).toMatch(/\S+/);
  });
});
