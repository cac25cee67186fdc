// Issue 22, what a new member met: a name another member uses half-created the account (#3),
// and a new e-mail address took effect at once, with no password and no confirmation (#4).
import { MESSAGES } from '@green-circle/contract/messages';
import { expect, test } from '../support/fixtures';
import { stack } from '../support/stack';
import { api, createAccount, emulator, lookupAccount, newMember, seedMember } from '../support/api';
import { signIn } from '../support/auth';
import { hydrated, pathIs, toast } from '../support/ui';

test.describe('a new member', () => {
  test('issue 22 #3: a name another member uses is said beside the name field, and no account is made', async ({
    open,
  }) => {
    const member = newMember('taken-name');
    // The seeded member's name, typed the way a newcomer might.
    const taken = seedMember(0).displayName.toLowerCase();
    const { page } = await open('/auth/signUp');
    await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
    // The app's form (with its toast), not the server's: on a loaded machine the HTML's form can
    // be filled and sent before React takes it over (its answer is then the field's message alone).
    // The heading hydrates first; the form's own part can follow later, so the form is waited for.
    await hydrated(page, true);
    await page.waitForFunction(() => {
      const form = document.querySelector('main form');
      return form !== null && Object.keys(form).some((key) => key.startsWith('__reactProps'));
    });
    await page.getByLabel('Name').fill(taken);
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Photo URL').fill(`${stack().baseUrl}/images/avatar-default.svg`);
    await page.getByLabel('Password').fill(member.password);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();

    await toast(page, MESSAGES.nameTaken);
    const name = page.getByLabel('Name');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    const described = await name.evaluate((input) =>
      (input.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
    expect(described).toContain(MESSAGES.nameTaken);
    await pathIs(page, '/auth/signUp');
    await expect(page.getByText(MESSAGES.userRecordFailed)).toHaveCount(0);
    // Nothing half-made: no account with the identity service.
    expect(await lookupAccount(member.email)).toBeNull();

    // Another name goes through.
    await name.fill(member.displayName);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await toast(page, MESSAGES.signUpSuccess);
    await pathIs(page, '/');
    expect(await lookupAccount(member.email)).not.toBeNull();
  });

  test('issue 22 #4: a new e-mail asks for the password and changes only when the link sent to it is opened', async ({
    open,
  }) => {
    const member = await createAccount(newMember('moving'));
    const { page } = await open('/');
    await signIn(page, member);
    await page.goto('/dashboard/profile');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Profile' });
    const newEmail = `new-${member.email}`;
    await dialog.getByLabel('Email').fill(newEmail);
    const password = dialog.getByLabel(MESSAGES.currentPasswordLabel);
    await expect(password).toBeVisible();

    // A wrong password saves nothing and says so beside it.
    await password.fill('Not-the-password#1');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText(MESSAGES.emailChangeWrongPassword)).toBeVisible();
    const changeLinks = () => emulator().oobCodes({ email: member.email, requestType: 'VERIFY_AND_CHANGE_EMAIL' });
    expect(await changeLinks()).toEqual([]);

    await password.fill(member.password);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, MESSAGES.emailChangeSent);
    const pending = page.getByRole('status').filter({ hasText: MESSAGES.emailChangePending });
    await expect(pending).toBeVisible();
    expect(await pending.textContent()).toContain(newEmail);

    // Nothing changed yet: the old address still signs in, and the API still answers the member.
    expect((await lookupAccount(member.email))?.localId).toBe(member.uid);
    await api('/dashboard-stats?email=' + encodeURIComponent(member.email), { as: member });

    // The link the emulator "sent" to the new address (listed under the old one) moves the account there.
    await expect.poll(async () => (await changeLinks()).length).toBe(1);
    const codes = await changeLinks();

    expect((codes[0] as { newEmail?: string }).newEmail).toBe(newEmail);
    expect((await fetch(codes[0]!.oobLink)).ok).toBe(true);
    expect((await lookupAccount(newEmail))?.localId).toBe(member.uid);
    expect(await lookupAccount(member.email)).toBeNull();

    // The record is the member's own under the new address (records are keyed by uid, #13).
    const moved = { ...member, email: newEmail };
    const { body } = await api<{ uid: string; email: string }[]>(`/users?email=${encodeURIComponent(newEmail)}`, {
      as: moved,
    });
    expect(body).toEqual([expect.objectContaining({ uid: member.uid, email: newEmail })]);
  });
});
