import request from 'supertest';
import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, PROJECT_ID, type TestApp } from '../../../test/helpers/app';
import { inbox, testMailSender, TEST_SITE_URL } from '../../../test/helpers/mail';
import {
  bearer,
  createMember,
  createUnverifiedMember,
  emulatorHost,
  signIn,
  type Member,
} from '../../../test/helpers/members';
import { appFor } from '../../http/firebase-verifier';
import { ACCOUNT_MAIL_MAX } from './account-mail';

/**
 * The account e-mails (issue 53, item 1): the site sends the verification and password-reset
 * links itself, through the outbox and the run's real local mail server, in the member's
 * language, on the site's public address; the codes in them are the identity service's own.
 */
let t: TestApp;
let sender: ReturnType<typeof testMailSender>;

beforeAll(() => {
  t = buildTestApp();
  sender = testMailSender(t.store);
});
afterAll(async () => {
  sender.close();
  await t.close();
});

const accounts = () => getAuth(appFor(PROJECT_ID));
/** The identity service's REST call as the site's page makes it (the emulator takes any key). */
async function identity(method: string, body: Record<string, unknown>) {
  const answer = await fetch(`http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=any`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { ok: answer.ok, body: (await answer.json()) as Record<string, unknown> };
}
/** The one e-mail the member has, after the outbox is drained. */
async function onlyMailTo(email: string) {
  await sender.drain();
  const mails = await inbox().to(email);
  expect(mails).toHaveLength(1);
  return mails[0]!;
}
/** The link of the e-mail's button, on the site's public address, and its code. */
function siteLink(mail: { html: string; text: string }, page: string) {
  const escaped = TEST_SITE_URL.replace(/[.]/g, '\\.');
  const found = new RegExp(`${escaped}${page}\\?oobCode=([\\w-]+)&lang=(en|es)`).exec(mail.text);
  expect(found, mail.text).not.toBeNull();
  const [href, oobCode, lang] = found!;
  expect(mail.html).toContain(`href="${href.replace(/&/g, '&amp;')}"`);
  return { href, oobCode: oobCode!, lang };
}
const expectProblem = (res: request.Response, status: number) => {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toContain('application/problem+json');
};

describe('findings 1: the verification e-mail', () => {
  it('findings 1: a new member gets it from the site at sign-up, in the language of the page they signed up on, with the site’s link that verifies the address', async () => {
    const member = await createUnverifiedMember();
    const res = await request(t.app).post('/users').set(bearer(member)).send({ name: 'Lucía Nueva', language: 'es' });
    expect(res.status).toBe(201);

    const mail = await onlyMailTo(member.email);
    expect(mail.subject).toBe('Confirma tu correo electrónico en Green Circle');
    expect(mail.text).toContain('Abre este enlace para confirmar que esta dirección es tuya.');
    const { oobCode, lang } = siteLink(mail, '/auth/verify-email');
    expect(lang).toBe('es');
    expect(mail.html).toContain('<html lang="es">');
    // A step the member is taking: no unsubscribe link nor header.
    expect(mail.headers['list-unsubscribe']).toBeUndefined();
    expect(mail.text).not.toContain('/unsubscribe/');

    expect((await accounts().getUser(member.uid)).emailVerified).toBe(false);
    expect((await identity('update', { oobCode })).ok).toBe(true);
    expect((await accounts().getUser(member.uid)).emailVerified).toBe(true);
  });

  it('findings 1: "Send again" sends one in English to a member who chose none, and a verified member, a visitor and a flood are refused as problem+json', async () => {
    const member = await createUnverifiedMember();
    const res = await request(t.app).post('/me/verification-email').set(bearer(member)).send({});
    expect(res.status).toBe(202);
    const mail = await onlyMailTo(member.email);
    expect(mail.subject).toBe('Confirm your e-mail address for Green Circle');
    expect(siteLink(mail, '/auth/verify-email').lang).toBe('en');

    expectProblem(await request(t.app).post('/me/verification-email').send({}), 401);
    const verified = await createMember();
    const already = await request(t.app).post('/me/verification-email').set(bearer(verified)).send({});
    expectProblem(already, 409);
    expect(already.body.detail).toBe('Your e-mail address is already verified');
    expectProblem(
      await request(t.app).post('/me/verification-email').set(bearer(member)).send({ language: 'fr' }),
      400,
    );

    for (let i = 1; i < ACCOUNT_MAIL_MAX; i += 1)
      expect((await request(t.app).post('/me/verification-email').set(bearer(member)).send({})).status).toBe(202);
    expectProblem(await request(t.app).post('/me/verification-email').set(bearer(member)).send({}), 429);
    // Each request its own e-mail, each with a link that works.
    await sender.drain();
    const all = await inbox().to(member.email);
    expect(all).toHaveLength(ACCOUNT_MAIL_MAX);
    expect((await identity('update', { oobCode: siteLink(all.at(-1)!, '/auth/verify-email').oobCode })).ok).toBe(true);
  });

  it('findings 1: a member who verified meanwhile gets no verification e-mail', async () => {
    const member = await createUnverifiedMember();
    expect((await request(t.app).post('/users').set(bearer(member)).send({ name: 'Quick Verifier' })).status).toBe(201);
    await accounts().updateUser(member.uid, { emailVerified: true });
    await sender.drain();
    expect(await inbox().to(member.email)).toHaveLength(0);
  });
});

describe('findings 1: the password-reset e-mail', () => {
  let member: Member;
  beforeAll(async () => {
    member = await createMember({ displayName: 'Rosa Restablece' });
    // A Spanish member who turned every e-mail off: the reset is not news, it still comes.
    expect(
      (await request(t.app).patch('/users/me').set(bearer(member)).send({ name: 'Rosa Restablece', language: 'es' }))
        .status,
    ).toBe(200);
    const settings = (await request(t.app).get('/me/email-settings').set(bearer(member))).body as Record<
      string,
      unknown
    >;
    const off = Object.fromEntries(Object.entries(settings).map(([key, on]) => [key, on === true ? false : on]));
    expect((await request(t.app).put('/me/email-settings').set(bearer(member)).send(off)).status).toBe(200);
  });

  it('findings 1: comes in the member’s language with the site’s link, whose code sets the new password', async () => {
    const res = await request(t.app)
      .post('/auth/password-reset')
      .send({ email: member.email.toUpperCase(), language: 'en' });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ sent: true });

    const mail = await onlyMailTo(member.email);
    expect(mail.subject).toBe('Restablece tu contraseña de Green Circle');
    const { oobCode, lang } = siteLink(mail, '/auth/reset-password');
    expect(lang).toBe('es');
    expect(mail.headers['list-unsubscribe']).toBeUndefined();

    const reset = await identity('resetPassword', { oobCode, newPassword: 'Nueva-clave-2027' });
    expect(reset.ok).toBe(true);
    await expect(signIn({ email: member.email, password: 'Nueva-clave-2027' })).resolves.toBeTruthy();
  });

  it('findings 1: answers an address no account uses exactly as one that is used, and sends nothing', async () => {
    const nobody = `nobody-${Date.now()}@example.com`;
    const known = await request(t.app).post('/auth/password-reset').send({ email: member.email });
    const unknown = await request(t.app).post('/auth/password-reset').send({ email: nobody });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    await sender.drain();
    expect(await inbox().to(nobody)).toHaveLength(0);
  });

  it('findings 1: refuses a malformed address and a flood for one address (known or not) as problem+json', async () => {
    expectProblem(await request(t.app).post('/auth/password-reset').send({ email: 'not-an-address' }), 400);
    expectProblem(await request(t.app).post('/auth/password-reset').send({}), 400);
    const other = await createMember();
    const nobody = `flood-${Date.now()}@example.com`;
    for (const email of [other.email, nobody]) {
      for (let i = 0; i < ACCOUNT_MAIL_MAX; i += 1)
        expect((await request(t.app).post('/auth/password-reset').send({ email })).status).toBe(202);
      expectProblem(await request(t.app).post('/auth/password-reset').send({ email }), 429);
    }
  });
});
