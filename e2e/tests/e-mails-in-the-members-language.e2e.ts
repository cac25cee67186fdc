// Issue 39's e-mails: a member who chose Spanish gets their e-mails in Spanish, and the e-mail's
// unsubscribe link opens the unsubscribe page in Spanish, signed out, and stops that kind.
import { mailInbox } from '@green-circle/testing/mail-server';
import es from '../../client/src/i18n/es.json' with { type: 'json' };
import { expect, test } from '../support/fixtures';
import { api, uniqueMark } from '../support/api';
import { makeComment, makeMember, makeTip } from '../support/data';
import { stack } from '../support/stack';

/** A catalogue text with its ICU argument filled in (these have one, no plural). */
const say = (key: keyof typeof es, kind = '') => es[key].replace('{kind}', kind);

test('a Spanish member’s reply e-mail is in Spanish, and its unsubscribe page too, signed out', async ({ open }) => {
  test.slow(); // A stack's sender, a mail server and a page on a shared machine.
  const author = await makeMember('grower');
  const lucia = await makeMember('lucia');
  await api('/users/me', { method: 'PATCH', body: JSON.stringify({ language: 'es' }), as: lucia });
  const tip = await makeTip(author, { title: `Aporcar las patatas ${uniqueMark()}` });
  const question = await makeComment(lucia, tip._id, '¿Hasta dónde la tierra?');
  const answer = `Hasta las primeras hojas ${uniqueMark()}`;
  await makeComment(author, tip._id, answer, question._id);

  const inbox = mailInbox(stack().mailUrl);
  const findMail = async () => (await inbox.to(lucia.email)).find((mail) => mail.text.includes(answer));
  await expect.poll(findMail, { timeout: 60_000 }).toBeTruthy();
  const mail = (await findMail())!;
  expect(mail.subject).toBe(`${author.displayName} respondió a tu comentario en «${tip.title}»`);
  expect(mail.text).toContain('Abrir la respuesta');
  expect(mail.text).not.toContain('Open the reply');

  const unsubscribe = /Dejar de recibir estos correos: (\S+)/.exec(mail.text)?.[1];
  expect(unsubscribe).toMatch(new RegExp(`^${stack().baseUrl}/unsubscribe/[^?]+\\?lang=es$`));
  const { page } = await open(unsubscribe!);
  const kind = es['mail.kindLabels.reply'];
  await expect(page.getByRole('heading', { level: 1, name: es['mail.unsubscribeHeading'] })).toBeVisible();
  await expect(page.getByText(say('mail.unsubscribeQuestion', kind))).toBeVisible();
  await page.getByRole('button', { name: es['mail.unsubscribeButton'] }).click();
  await expect(page.getByText(say('mail.unsubscribed', kind))).toBeVisible();

  const { body: settings } = await api<Record<string, unknown>>('/me/email-settings', { as: lucia });
  expect(settings).toMatchObject({ reply: false, comment: true });
});
