// Issue 54, one form idiom, the member's own forms: each with JavaScript on and off. The e-mail
// settings keep the weekly day chosen (a reload and the next Save show it), deleting the account
// lands on the page that says so (English and Spanish), and signing up with three wrong fields
// shows three errors at once and keeps what was typed.
import { readFileSync } from 'node:fs';
import { MAIL_MESSAGES, MESSAGES } from '@green-circle/contract/messages';
import { expect, test, type Open } from '../support/fixtures';
import { api, lookupAccount, type Member } from '../support/api';
import { signedInState } from '../support/session';
import type { Page } from '@playwright/test';
import { hydrated, memberBrowser, pathIs, toast } from '../support/ui';

/** A write's toast: react-toastify's with JavaScript, the server's words in a live region without (decision 0016). */
async function toastSays(page: Page, javaScript: boolean, message: string) {
  if (javaScript) return toast(page, message);
  await expect(page.getByTestId('flash-toast')).toContainText(message);
}

/** The site's words in Spanish, as the catalogue says them. */
const es = JSON.parse(readFileSync(new URL('../../client/src/i18n/es.json', import.meta.url), 'utf8')) as Record<
  string,
  string
>;
const en = JSON.parse(readFileSync(new URL('../../client/src/i18n/en.json', import.meta.url), 'utf8')) as Record<
  string,
  string
>;

/** `member`'s browser in `locale`, with JavaScript on or off (memberBrowser's, with a language). */
async function memberBrowserIn(open: Open, member: Member, javaScript: boolean, locale: string) {
  if (javaScript) return open(undefined, { as: member, locale });
  const { cookies } = await signedInState(member);
  const browser = await open(undefined, { javaScript, locale });
  await browser.context.addCookies(cookies);
  return browser;
}

for (const javaScript of [false, true]) {
  const mode = javaScript ? 'with JavaScript' : 'without JavaScript';

  test(`the weekly e-mail day stays as chosen, after a reload and the next Save ${mode}`, async ({ open, member }) => {
    const { page } = await memberBrowser(open, member, javaScript);
    await page.goto('/notifications');
    await hydrated(page, javaScript);
    const settings = page.locator('#email-settings');
    const day = settings.getByLabel(MAIL_MESSAGES.digestDayLabel);
    const zone = settings.getByLabel(MAIL_MESSAGES.timeZoneLabel);
    const save = settings.getByRole('button', { name: 'Save', exact: true });
    const saved = async () =>
      (await api<{ digestDay: string; timeZone: string }>('/me/email-settings', { as: member })).body;

    await day.selectOption('wednesday');
    // With JavaScript the day is saved as it changes; without it, by the Save button.
    if (!javaScript) await save.click();
    await toastSays(page, javaScript, MAIL_MESSAGES.settingsSaved);
    await expect.poll(async () => (await saved()).digestDay).toBe('wednesday');
    // The answer and the page's data read again (with JavaScript) leave the choice where it was.
    await expect(page.locator('form:has(#email-settings)')).toHaveAttribute('aria-busy', 'false');
    await expect(day).toHaveValue('wednesday');
    // The next Save, before any reload, sends the day shown.
    await zone.fill('America/New_York');
    await save.click();
    await expect.poll(async () => (await saved()).timeZone).toBe('America/New_York');
    expect((await saved()).digestDay).toBe('wednesday');
    await expect(day).toHaveValue('wednesday');
    await page.reload();
    await hydrated(page, javaScript);
    await expect(day).toHaveValue('wednesday');
    await expect(zone).toHaveValue('America/New_York');

    await zone.fill('Europe/Madrid');
    await save.click();
    await expect.poll(async () => (await saved()).timeZone).toBe('Europe/Madrid');
    expect((await saved()).digestDay).toBe('wednesday');
    await expect(day).toHaveValue('wednesday');
    await page.reload();
    await expect(day).toHaveValue('wednesday');
    await expect(zone).toHaveValue('Europe/Madrid');
  });

  test(`a refused time zone keeps what was typed and the day chosen ${mode}`, async ({ open, member }) => {
    const { page } = await memberBrowser(open, member, javaScript);
    await page.goto('/notifications');
    await hydrated(page, javaScript);
    const settings = page.locator('#email-settings');
    const day = settings.getByLabel(MAIL_MESSAGES.digestDayLabel);
    const zone = settings.getByLabel(MAIL_MESSAGES.timeZoneLabel);
    await zone.fill('Mars/Olympus_Mons');
    await day.selectOption('friday');
    await settings.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(zone).toHaveAccessibleDescription(MAIL_MESSAGES.timeZoneInvalid);
    await expect(zone).toHaveValue('Mars/Olympus_Mons');
    await expect(day).toHaveValue('friday');
  });
}

for (const javaScript of [false, true]) {
  const mode = javaScript ? 'with JavaScript' : 'without JavaScript';
  for (const [locale, words] of [
    ['en-US', en],
    ['es-ES', es],
  ] as const) {
    test(`deleting the account lands on the page that says it is deleted (${locale}) ${mode}`, async ({
      open,
      member,
    }) => {
      const { page } = await memberBrowserIn(open, member, javaScript, locale);
      await page.goto('/dashboard/delete-account');
      await hydrated(page, javaScript);
      const remove = page.getByRole('button', { name: words['account.delete'], exact: true });
      if (javaScript) {
        // The same question in the site's dialog: cancelling it changes nothing.
        await remove.click();
        const dialog = page.getByRole('dialog');
        await expect(dialog).toContainText(words['account.confirm']!);
        await dialog.getByRole('button', { name: words['account.cancel'], exact: true }).click();
        await expect(dialog).toBeHidden();
        expect(await lookupAccount(member.email)).toBeTruthy();
        await remove.click();
        await page.getByRole('dialog').getByRole('button', { name: words['account.delete'], exact: true }).click();
      } else {
        // Without JavaScript the page asks it: the box unticked is refused, nothing deleted.
        await remove.click();
        await expect(page.getByText(words['account.confirmNeeded']!)).toBeVisible();
        expect(await lookupAccount(member.email)).toBeTruthy();
        await page.getByRole('checkbox', { name: words['account.confirm'] }).check();
        await page.getByRole('button', { name: words['account.delete'], exact: true }).click();
      }
      await pathIs(page, '/account/deleted');
      await expect(page.getByRole('heading', { level: 1, name: words['account.deletedTitle'] })).toBeVisible();
      await expect(page.getByText(words['account.deleted']!)).toBeVisible();
      await expect.poll(() => lookupAccount(member.email)).toBeFalsy();
      // Signed out in the same answer: the page read again is still the deleted page, for a visitor.
      expect((await page.context().cookies()).some((cookie) => cookie.name === '__session')).toBe(false);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: words['account.deletedTitle'] })).toBeVisible();
      await expect(page.getByRole('link', { name: words['nav.login']! }).first()).toBeVisible();
    });
  }
}

for (const javaScript of [false, true]) {
  const mode = javaScript ? 'with JavaScript' : 'without JavaScript';

  test(`sign-up with three wrong fields shows three errors at once and keeps what was typed ${mode}`, async ({
    open,
  }) => {
    const { page } = await open('/auth/signUp', { javaScript });
    await hydrated(page, javaScript);
    const name = page.getByLabel('Name');
    const email = page.getByLabel('Email');
    const photo = page.getByRole('textbox', { name: 'Photo URL' });
    const password = page.getByLabel('Password');
    // The photo is marked as required before anything is sent.
    await expect(photo).toHaveAttribute('aria-required', 'true');
    await expect(photo).toHaveAccessibleDescription(/^Required: choose a photo/);

    await name.fill('Marigold Keeper');
    await email.fill('not an address');
    await password.fill('abc');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(photo).toHaveAttribute('aria-invalid', 'true');
    await expect(photo).toHaveAccessibleDescription(/Required$/);
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(new RegExp(`${MESSAGES.passwordTooShort}$`));
    await expect(name).not.toHaveAttribute('aria-invalid');
    await expect(name).toHaveValue('Marigold Keeper');
    await expect(email).toHaveValue('not an address');

    if (!javaScript) {
      // A form the server finds good still needs the browser's step: said kindly, everything kept but the password.
      await expect(page.getByRole('note')).toContainText('needs JavaScript');
      await email.fill('marigold@example.com');
      await photo.fill('https://example.com/me.png');
      await password.fill('Sunflower#1');
      await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
      await expect(page.getByRole('alert').filter({ hasText: MESSAGES.signUpNeedsJavaScript })).toBeVisible();
      await expect(name).toHaveValue('Marigold Keeper');
      await expect(email).toHaveValue('marigold@example.com');
      await expect(photo).toHaveValue('https://example.com/me.png');
      expect(await page.content()).not.toContain('Sunflower#1');
    }
  });
}
