// Red-team finding 5 (issue 15): a new e-mail account can read but not write until the address
// is verified. Sign up → the banner, a refused like and share → "Send again" → open the link of
// the site's e-mail in the local inbox (issue 53, item 1) → the like counts.
import { MESSAGES, SEASON_MESSAGES } from '@green-circle/contract/messages';
import { expect, test } from '../support/fixtures';
import { stack } from '../support/stack';
import { mailInbox } from '@green-circle/testing/mail-server';
import { api, listTips, newMember, tipInput, uniqueMark, type TipJson } from '../support/api';
import { makeMember, makeTip } from '../support/data';
import { fillTipForm } from '../support/tips';
import { pathIs, toast } from '../support/ui';

/** The verification e-mails in the stack's local inbox for `email`. */
const verificationMails = async (email: string) =>
  (await mailInbox(stack().mailUrl).to(email)).filter(
    (mail) => mail.subject === 'Confirm your e-mail address for Green Circle',
  );

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

    // Sign-up sent the verification e-mail (it lands in the local inbox), and the banner explains.
    await expect.poll(async () => (await verificationMails(member.email)).length, { timeout: 60_000 }).toBe(1);
    const banner = page.getByRole('status').filter({ hasText: MESSAGES.verifyBanner });
    await expect(banner).toBeVisible();

    // Liking and reminders: disabled, each with the reason beside it, before any click (issue 22 #10).
    await page.goto(`/tipDetails/${tip._id}`);
    await expect(page.getByRole('heading', { level: 1, name: tip.title })).toBeVisible();
    await expect(banner).toBeVisible();
    await expect(page.getByText(MESSAGES.verifyToWrite)).toBeVisible();
    await expect(page.getByText(SEASON_MESSAGES.verifyToRemind)).toBeVisible();
    await expect(page.getByRole('button', { name: MESSAGES.like })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Add to my plan' })).toBeDisabled();
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
    await expect.poll(async () => (await verificationMails(member.email)).length, { timeout: 60_000 }).toBe(2);
    const [, second] = await verificationMails(member.email);

    // The member opens the newest link: the site's page verifies the address and says so.
    await page.goto(/https?:\/\/\S+\/auth\/verify-email\?oobCode=\S+/.exec(second!.text)![0]);
    await expect(page.getByRole('heading', { level: 1, name: 'Your e-mail is verified' })).toBeVisible();
    await page.goto(`/tipDetails/${tip._id}`);
    await expect(page.getByRole('heading', { level: 1, name: tip.title })).toBeVisible();
    await expect(banner).toHaveCount(0);
    await page.getByRole('button', { name: MESSAGES.like }).click();
    await expect(page.getByRole('button', { name: MESSAGES.liked })).toBeVisible();
    await expect.poll(async () => (await api<TipJson>(`/gardenTips/${tip._id}`)).body.likes).toBe(1);
  });
});
