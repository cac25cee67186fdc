// Red-team finding 5 (issue 15): a new e-mail account can read but not write until the address
// is verified. Sign up → the banner, a refused like and share → "Send again" → open the link the
// emulator lists (its oobCodes) → reload → the like counts.
import { MESSAGES, SEASON_MESSAGES } from '@green-circle/contract/messages';
import { expect, test } from '../support/fixtures';
import { stack } from '../support/stack';
import { api, listTips, newMember, oobCodesFor, tipInput, uniqueMark, type TipJson } from '../support/api';
import { makeMember, makeTip } from '../support/data';
import { fillTipForm } from '../support/tips';
import { pathIs, toast } from '../support/ui';

test.describe('verified members', () => {
  test('refuses liking and sharing until the e-mail is verified, then the like counts', async ({ open }) => {
    const author = await makeMember('verified-author');
    const tip = await makeTip(author, { title: `Verify before liking ${uniqueMark()}` });
    const member = newMember('unverified');
    const { page } = await open('/auth/signUp');
    await page.getByLabel('Name').fill(member.displayName);
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Photo URL').fill(`${stack().baseUrl}/images/avatar-default.svg`);
    await page.getByLabel('Password').fill(member.password);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await toast(page, MESSAGES.signUpSuccess);
    await pathIs(page, '/');

    // Sign-up sent the verification e-mail (the emulator lists it), and the banner explains.
    await expect.poll(async () => (await oobCodesFor(member.email, 'VERIFY_EMAIL')).length).toBe(1);
    const banner = page.getByRole('status').filter({ hasText: MESSAGES.verifyBanner });
    await expect(banner).toBeVisible();

    // Liking and reminders: disabled, each with the reason beside it, before any click (issue 22 #10).
    await page.goto(`/tipDetails/${tip._id}`);
    await expect(page.getByRole('heading', { level: 1, name: tip.title })).toBeVisible();
    await expect(banner).toBeVisible();
    await expect(page.getByText(MESSAGES.verifyToWrite)).toBeVisible();
    await expect(page.getByText(SEASON_MESSAGES.verifyToRemind)).toBeVisible();
    await expect(page.getByRole('button', { name: MESSAGES.like })).toBeDisabled();
    await expect(page.getByRole('button', { name: SEASON_MESSAGES.remindMe })).toBeDisabled();
    expect((await page.getByTestId('tip-likes').innerText()).trim()).toMatch(/^0\b/);
    expect((await api<TipJson>(`/gardenTips/${tip._id}`)).body.likes).toBe(0);

    // Sharing: refused with the message; nothing stored.
    await page.goto('/gardentip');
    await fillTipForm(page, tipInput({ title: `Unverified share ${Date.now()}` }));
    await page.getByRole('button', { name: 'Submit Tip' }).click();
    // A refusal is the form's own word above it (issue 54), what was typed kept.
    await expect(page.getByRole('alert').filter({ hasText: MESSAGES.emailNotVerified })).toBeVisible();
    expect((await listTips(`email=${encodeURIComponent(member.email)}`, member)).total).toBe(0);

    // "Send again" mails a second link.
    await banner.getByRole('button', { name: MESSAGES.sendVerificationAgain }).click();
    await toast(page, MESSAGES.verificationSent);
    await expect.poll(async () => (await oobCodesFor(member.email, 'VERIFY_EMAIL')).length).toBe(2);
    const codes = await oobCodesFor(member.email, 'VERIFY_EMAIL');

    // The member opens the link (the emulator applies the code), comes back and reloads.
    const opened = await fetch(codes[1]!.oobLink);
    expect(opened.ok).toBe(true);
    await page.goto(`/tipDetails/${tip._id}`);
    await expect(page.getByRole('heading', { level: 1, name: tip.title })).toBeVisible();
    await expect(banner).toHaveCount(0);
    await page.getByRole('button', { name: MESSAGES.like }).click();
    await expect(page.getByRole('button', { name: MESSAGES.liked })).toBeVisible();
    await expect.poll(async () => (await api<TipJson>(`/gardenTips/${tip._id}`)).body.likes).toBe(1);
  });
});
