// Issue 34, one form approach: the login screen and the profile page's "My garden" are conform
// forms posted to route actions. The server checks each with the contract's schema and puts its
// errors beside the field, with JavaScript off as with it on; "My garden" saves either way.
import { MESSAGES, SEASON_MESSAGES } from '@green-circle/contract/messages';
import type { BrowserContext } from '@playwright/test';
import { expect, test, type Open } from '../support/fixtures';
import { hydrated, pathIs, toast } from '../support/ui';
import { api, type Member } from '../support/api';
import { signIn } from '../support/auth';

const sessionCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === '__session');

/** A browser holding `member`'s session from a sign-in with JavaScript (JavaScript off: given the cookie). */
async function memberBrowser(open: Open, member: Member, javaScript: boolean) {
  if (javaScript) return open(undefined, { as: member });
  const signingIn = await open();
  await signIn(signingIn.page, member);
  await expect.poll(() => sessionCookie(signingIn.context)).toBeTruthy();
  const cookie = (await sessionCookie(signingIn.context))!;
  await signingIn.context.close();
  const browser = await open(undefined, { javaScript });
  await browser.context.addCookies([cookie]);
  return browser;
}

for (const javaScript of [false, true]) {
  const mode = javaScript ? 'with JavaScript' : 'without JavaScript';

  test(`the login form's errors are beside its fields ${mode}`, async ({ open }) => {
    const { page } = await open('/auth/login', { javaScript });
    await hydrated(page, javaScript);
    const email = page.getByLabel('Email');
    const password = page.getByLabel('Password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Required');
    await expect(password).toHaveAccessibleDescription('Required');

    await email.fill('not an address');
    await password.fill('whatever');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(password).not.toHaveAttribute('aria-invalid');

    await page.getByLabel('Email').fill('');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(MESSAGES.resetEmailRequired);
    if (!javaScript) {
      // A form the server finds valid still needs the browser's sign-in: it says so, and no password comes back.
      await page.getByLabel('Email').fill('someone@example.com');
      await page.getByLabel('Password').fill('Sunflower#1');
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(page.getByRole('alert').filter({ hasText: MESSAGES.signInNeedsJavaScript })).toBeVisible();
      await expect(page.getByLabel('Password')).toHaveValue('');
      expect(await page.content()).not.toContain('Sunflower#1');
    }
  });

  test(`a wrong sign-in shows every error at once and keeps the e-mail ${mode}`, async ({ open, member }) => {
    const { page } = await open('/auth/login?from=%2Fdashboard%2Fprofile', { javaScript });
    await hydrated(page, javaScript);
    const email = page.getByLabel('Email');
    const password = page.getByLabel('Password');
    // Two wrong fields, two errors at once, each beside its field; the e-mail typed stays.
    await email.fill('not an address');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription('Required');
    await expect(email).toHaveValue('not an address');
    await expect(page).toHaveURL(/\/auth\/login\?from=%2Fdashboard%2Fprofile$/);
    if (javaScript) {
      // A good form with the wrong password: the identity service's refusal above the form, the e-mail kept.
      await email.fill(member.email);
      await password.fill('Not-the-password#1');
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(page.getByRole('alert').filter({ hasText: MESSAGES.loginFailed })).toBeVisible();
      await expect(email).toHaveValue(member.email);
      await pathIs(page, '/auth/login?from=%2Fdashboard%2Fprofile');
    } else {
      // The last step needs the browser: the page says so before anything is typed.
      await expect(page.getByRole('note').filter({ hasText: 'Signing in happens in your browser' })).toBeVisible();
    }
  });

  if (javaScript)
    test('a right sign-in lands on the page asked for, with the toast', async ({ open, member }) => {
      const { page } = await open('/auth/login?from=%2Fdashboard%2Fprofile');
      await page.getByLabel('Email').fill(member.email);
      await page.getByLabel('Password').fill(member.password);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await toast(page, MESSAGES.loginSuccess);
      await pathIs(page, '/dashboard/profile');
      // In place of the login page: Back does not return to the form that is done.
      await page.goBack();
      await expect(page).not.toHaveURL(/\/auth\/login/);
    });

  test(`"My garden" saves ${mode}`, async ({ open, member }) => {
    const { page } = await memberBrowser(open, member, javaScript);
    await page.goto('/dashboard/profile');
    await hydrated(page, javaScript);
    const garden = page.getByRole('form', { name: SEASON_MESSAGES.gardenHeading });
    await garden.getByRole('radio', { name: SEASON_MESSAGES.hemisphereSouth }).check();
    await garden.getByLabel(SEASON_MESSAGES.zoneLabel).selectOption('10a');
    await garden.getByRole('button', { name: 'Save garden' }).click();
    if (javaScript) await expect(page.getByText(SEASON_MESSAGES.gardenSaved).first()).toBeVisible();
    await expect
      .poll(async () => (await api<{ hemisphere: string; zone?: string }>('/me/garden', { as: member })).body)
      .toEqual({ hemisphere: 'south', zone: '10a' });
    await page.reload();
    await expect(page.getByRole('radio', { name: SEASON_MESSAGES.hemisphereSouth })).toBeChecked();
    await expect(page.getByLabel(SEASON_MESSAGES.zoneLabel)).toHaveValue('10a');
  });
}
