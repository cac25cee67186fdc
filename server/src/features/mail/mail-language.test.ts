import request from 'supertest';
import { WEEKDAYS } from '@green-circle/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app';
import { tipInput } from '../../../test/helpers/fixtures';
import { inbox, testMailSender, TEST_SITE_URL } from '../../../test/helpers/mail';
import { bearer, createMember, type Member } from '../../../test/helpers/members';
import { runMailSchedule } from './mail-schedule';

/** Issue 39: a member's e-mails come in the language kept with their record (English when none). */
let t: TestApp;
let sender: ReturnType<typeof testMailSender>;
let author: Member;

beforeAll(async () => {
  t = buildTestApp();
  sender = testMailSender(t.store);
  author = await createMember({ displayName: 'Autora' });
});
afterAll(async () => {
  sender.close();
  await t.close();
});

const today = new Date();
const ymd = today.toISOString().slice(0, 10);
const spanishMonth = new Intl.DateTimeFormat('es', { month: 'long', timeZone: 'UTC' }).format(today);

describe('e-mails in the member’s language', () => {
  it('sends a Spanish member’s weekly digest in Spanish, subject, both parts and footer, through the mail server', async () => {
    const member = await createMember();
    await request(t.app).post('/users').set(bearer(member)).send({ name: 'Lucía Huerta' }).expect(201);
    await request(t.app).patch('/users/me').set(bearer(member)).send({ language: 'es' }).expect(200);
    const title = `Sembrar puerros ${member.uid.slice(0, 6)}`;
    const tip = await request(t.app).post('/gardenTips').set(bearer(author)).send(tipInput({ title }));
    expect(tip.status).toBe(201);
    const reminder = await request(t.app).post('/me/plan').set(bearer(member)).send({ tipId: tip.body.insertedId });
    expect(reminder.status).toBeLessThan(300);
    const current = (await request(t.app).get('/me/email-settings').set(bearer(member))).body;
    await request(t.app)
      .put('/me/email-settings')
      .set(bearer(member))
      .send({ ...current, digestDay: WEEKDAYS[today.getUTCDay()], timeZone: 'UTC', reminder: false })
      .expect(200);

    await runMailSchedule(t.store, new Date(`${ymd}T09:00:00Z`));
    await sender.drain();
    const [mail, ...more] = await inbox().to(member.email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe(`Esta semana en tu jardín: ${spanishMonth}`);
    for (const part of [mail!.text, mail!.html]) {
      expect(part).toContain('Recordatorios para');
      expect(part).toContain(title);
      expect(part).toContain('Leer el consejo');
      expect(part).toContain('Recibes este resumen semanal porque eres miembro de Green Circle.');
      expect(part).toContain('Dejar de recibir estos correos');
      expect(part).not.toMatch(/Read the tip|Unsubscribe from|You get this|Reminders due/);
    }
    expect(mail!.html).toContain('<html lang="es">');
    // The unsubscribe page opens in Spanish, signed out; the one-click header stays the bare link.
    expect(mail!.html).toMatch(new RegExp(`href="${TEST_SITE_URL}/unsubscribe/[^"?]+\\?lang=es"`));
    expect(mail!.headers['list-unsubscribe']).toMatch(/^<[^?]+\/unsubscribe\/[^?]+>$/);
  });
});
