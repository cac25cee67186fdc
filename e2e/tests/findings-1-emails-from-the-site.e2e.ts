// Issue 53, item 1: the verification and password-reset e-mails are the site's own. They land in
// the stack's local inbox (maildev, read through its HTTP API), in the member's language, and
// their link opens the site's page that completes the step: "Your e-mail is verified", or a form
// for the new password. In English and in Spanish.
import { MESSAGES } from '@green-circle/contract/messages';
import { mailInbox, type ReceivedMail } from '@green-circle/testing/mail-server';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { api, listTips, newMember, tipInput, type Member } from '../support/api';
import { signIn } from '../support/auth';
import { makeMember } from '../support/data';
import { stack } from '../support/stack';
import { fillTipForm } from '../support/tips';
import { pathIs, toast } from '../support/ui';

/** The e-mail with this subject once the stack's sender has delivered it to `email`. */
async function mailTo(email: string, subject: string): Promise<ReceivedMail> {
  const inbox = mailInbox(stack().mailUrl);
  const find = async () => (await inbox.to(email)).find((mail) => mail.subject === subject);
  await expect.poll(find, { timeout: 60_000 }).toBeTruthy();
  return (await find())!;
}

/** The e-mail's link to the site's `page`, on the site's public address, in `lang`. */
function siteLink(mail: ReceivedMail, page: string, lang: 'en' | 'es'): string {
  const link = /https?:\/\/\S+\?oobCode=\S+/.exec(mail.text)?.[0] ?? '';
  const url = new URL(link);
  expect(url.origin).toBe(new URL(stack().baseUrl).origin);
  expect(url.pathname).toBe(page);
  expect(url.searchParams.get('lang')).toBe(lang);
  // The identity service's own page never shows: no emulator address, no apiKey in the link.
  expect(link).not.toMatch(/emulator|apiKey|identitytoolkit/);
  return link;
}

/** Signs up through the form (the labels in the page's language). */
async function signUp(
  page: Page,
  member: Member,
  words: { name: string; email: string; photo: string; password: string; submit: string },
) {
  await page.getByLabel(words.name).fill(member.displayName);
  await page.getByLabel(words.email).fill(member.email);
  await page.getByLabel(words.photo).fill(`${stack().baseUrl}/images/avatar-default.svg`);
  await page.getByLabel(words.password).fill(member.password);
  await page.getByRole('button', { name: words.submit, exact: true }).click();
}

test.describe('findings 1: e-mails from the site', () => {
  test('findings 1: a new member finds the verification e-mail in the inbox, opens its link, lands on "Your e-mail is verified" and can share', async ({
    open,
  }) => {
    test.slow(); // Sign-up, the stack's sender and a share on a shared machine.
    const member = newMember('verify-en');
    const { page } = await open('/auth/signUp');
    await signUp(page, member, {
      name: 'Name',
      email: 'Email',
      photo: 'Photo URL',
      password: 'Password',
      submit: 'Sign Up',
    });
    await toast(page, MESSAGES.signUpSuccess);
    await pathIs(page, '/');
    await expect(page.getByRole('status').filter({ hasText: MESSAGES.verifyBanner })).toBeVisible();

    const mail = await mailTo(member.email, 'Confirm your e-mail address for Green Circle');
    expect(mail.html).toContain('Confirm my e-mail address');
    await page.goto(siteLink(mail, '/auth/verify-email', 'en'));
    await expect(page.getByRole('heading', { level: 1, name: 'Your e-mail is verified' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: MESSAGES.verifyBanner })).toHaveCount(0);

    await page.getByRole('main').getByRole('link', { name: 'Share a tip' }).click();
    await pathIs(page, '/gardentip');
    const tip = tipInput({ title: `Verified and sharing ${Date.now()}`, image: 'https://images.invalid/basil.png' });
    await fillTipForm(page, tip);
    await page.getByRole('button', { name: 'Submit Tip' }).click();
    await toast(page, MESSAGES.tipSubmitted);
    expect((await listTips(`email=${encodeURIComponent(member.email)}`, member)).total).toBe(1);
  });

  test('findings 1: a member asks for a reset, finds the e-mail, sets a new password on the site’s page and signs in with it', async ({
    open,
  }) => {
    test.slow();
    const member = await makeMember('reset-en');
    const { page } = await open('/auth/login');
    await page.getByLabel('Email').fill(member.email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await toast(page, MESSAGES.resetEmailSentAnyway);

    const mail = await mailTo(member.email, 'Reset your Green Circle password');
    await page.goto(siteLink(mail, '/auth/reset-password', 'en'));
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    // The rules are said, and a password that breaks one is refused beside the field.
    const field = page.getByLabel('New password');
    await expect(field).toHaveAccessibleDescription(/At least 8 characters/);
    await field.fill('short');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(MESSAGES.passwordTooShort)).toBeVisible();

    const renewed = { ...member, password: 'Renewed#Garden-2027' };
    await page.getByLabel('New password').fill(renewed.password);
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your password is changed' })).toBeVisible();
    await page.getByRole('link', { name: 'Login' }).last().click();
    await signIn(page, renewed, { navigate: false });
  });

  test('findings 1: en español: the verification e-mail is in Spanish, its link carries lang=es and the page says «Tu correo está verificado»', async ({
    open,
  }) => {
    test.slow();
    const member = newMember('verify-es');
    const { page } = await open('/auth/signUp', { locale: 'es-ES' });
    await signUp(page, member, {
      name: 'Nombre',
      email: 'Correo electrónico',
      photo: 'URL de la foto',
      password: 'Contraseña',
      submit: 'Registrarse',
    });
    await pathIs(page, '/');

    const mail = await mailTo(member.email, 'Confirma tu correo electrónico en Green Circle');
    expect(mail.html).toContain('<html lang="es">');
    await page.goto(siteLink(mail, '/auth/verify-email', 'es'));
    await expect(page.getByRole('heading', { level: 1, name: 'Tu correo está verificado' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Compartir un consejo' }).click();
    await pathIs(page, '/gardentip');
    await expect(page.getByRole('button', { name: 'Enviar de nuevo' })).toHaveCount(0);
    // Verified: the API takes the new member's tip.
    const shared = await api('/gardenTips', { method: 'POST', body: JSON.stringify(tipInput()), as: member });
    expect(shared.response.status).toBe(201);
  });

  test('findings 1: en español: a Spanish member’s reset e-mail and page are in Spanish, and the new password signs in', async ({
    open,
  }) => {
    test.slow();
    const member = await makeMember('reset-es');
    await api('/users/me', { method: 'PATCH', body: JSON.stringify({ language: 'es' }), as: member });
    const { page } = await open('/auth/login', { locale: 'es-ES' });
    await page.getByLabel('Correo electrónico').fill(member.email);
    await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();

    const mail = await mailTo(member.email, 'Restablece tu contraseña de Green Circle');
    await page.goto(siteLink(mail, '/auth/reset-password', 'es'));
    await expect(page.getByRole('heading', { level: 1, name: 'Elige una contraseña nueva' })).toBeVisible();
    const renewed = { ...member, password: 'Nueva#Huerta-2027' };
    await page.getByLabel('Contraseña nueva').fill(renewed.password);
    await page.getByRole('button', { name: 'Guardar la contraseña nueva' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tu contraseña ha cambiado' })).toBeVisible();
    // The link is used up: opened again it says so.
    await page.goto(siteLink(mail, '/auth/reset-password', 'es'));
    await expect(page.getByRole('heading', { level: 1, name: 'Este enlace ya no sirve' })).toBeVisible();

    // Signing in with it, in Spanish.
    await page.goto('/auth/login');
    await page.getByLabel('Correo electrónico').fill(member.email);
    await page.getByLabel('Contraseña').fill(renewed.password);
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await expect(page.getByRole('button', { name: `Menú de la cuenta de ${member.displayName}` })).toBeVisible();
  });
});
