import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../../../test/helpers/clock';
import { buildTestApp, TEST_AUTHOR_ID_SECRET, type TestApp } from '../../../test/helpers/app';
import { tipInput } from '../../../test/helpers/fixtures';
import { inbox, testMailSender, TEST_SITE_URL } from '../../../test/helpers/mail';
import { bearer, createMember, type Member } from '../../../test/helpers/members';
import { createAuthorIds } from '../tips';
import { composeWeek } from '../week';
import { createComposer } from './compose';
import { composeDigest, composeMonthReminders, type WeekOf } from './compose-digest';
import { runMailSchedule } from './mail-schedule';

/**
 * Issue 53, items 4 and 3: every address in an e-mail's HTML part is a link with words (never a
 * bare address as text), and a Spanish e-mail quotes a tip's title as the site does, «…».
 * "Now" is a fixed Wednesday in January: the schedule and the week are composed for it.
 */
const NOW = new Date('2027-01-13T09:00:00Z');
let t: TestApp;
let sender: ReturnType<typeof testMailSender>;
let author: Member;

beforeAll(async () => {
  // The plan's items are due from the day they are added: the app's "now" is the e-mails' too.
  t = buildTestApp({}, { clock: testClock(NOW) });
  const authorIds = createAuthorIds(TEST_AUTHOR_ID_SECRET);
  const weekOf: WeekOf = (member, now) =>
    composeWeek(t.store, authorIds, { uid: member.uid, email: member.email, emailVerified: true }, now);
  sender = testMailSender(t.store, {
    now: () => NOW,
    compose: createComposer(t.store, TEST_SITE_URL, {
      digest: (mail, member) => composeDigest(weekOf, TEST_SITE_URL)(mail, member, NOW),
      reminder: composeMonthReminders(weekOf, TEST_SITE_URL),
    }),
  });
  author = await createMember({ displayName: 'Autora Enlaces' });
});
afterAll(async () => {
  sender.close();
  await t.close();
});

/** A member with a record, in `language`. */
async function memberIn(language: 'en' | 'es', name: string) {
  const member = await createMember();
  await request(t.app).post('/users').set(bearer(member)).send({ name }).expect(201);
  await request(t.app).patch('/users/me').set(bearer(member)).send({ language }).expect(200);
  return member;
}

/** The text of an HTML part as a reader sees it: tags (and so their attributes) and styles gone. */
const visibleText = (html: string) =>
  html
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&amp;/g, '&');

describe('findings 4: addresses in e-mails', () => {
  it('findings 4: the weekly digest names "and N more" by a link with words; no HTML part shows a bare address', async () => {
    const sent: Member[] = [];
    for (const language of ['en', 'es'] as const) {
      const member = await memberIn(language, `Lectora ${language} ${Date.now() % 100000}`);
      sent.push(member);
      // Six plan items due in January (issue 58: reminders became plan items): the digest shows five, and links to the rest, the plan page.
      for (let i = 0; i < 6; i++) {
        const tip = await request(t.app)
          .post('/gardenTips')
          .set(bearer(author))
          .send(tipInput({ title: `Siembra ${i} ${member.uid.slice(0, 5)}`, months: [1] }));
        expect(tip.status).toBe(201);
        await request(t.app).post('/me/plan').set(bearer(member)).send({ tipId: tip.body.insertedId }).expect(201);
      }
      const current = (await request(t.app).get('/me/email-settings').set(bearer(member))).body;
      await request(t.app)
        .put('/me/email-settings')
        .set(bearer(member))
        .send({ ...current, digestDay: 'wednesday', timeZone: 'UTC', reminder: false })
        .expect(200);
    }
    // And an activity e-mail: a comment on the author's tip.
    const tip = await request(t.app)
      .post('/gardenTips')
      .set(bearer(author))
      .send(tipInput({ title: 'Hojas de té' }));
    await request(t.app)
      .post(`/gardenTips/${tip.body.insertedId}/comments`)
      .set(bearer(sent[0]!))
      .send({ body: 'Gracias' });

    await runMailSchedule(t.store, NOW);
    await sender.drain();
    const [english] = await inbox().to(sent[0]!.email);
    const [spanish] = await inbox().to(sent[1]!.email);
    expect(english!.html).toContain(`<a href="${TEST_SITE_URL}/dashboard/plan">And 1 more</a>`);
    expect(spanish!.html).toContain(`<a href="${TEST_SITE_URL}/dashboard/plan">Y 1 más</a>`);
    // The text part still gives the address (a plain-text reader has nothing else to follow).
    expect(spanish!.text).toMatch(new RegExp(`Y 1 más: ${TEST_SITE_URL}/dashboard/plan`));

    const mails = [english!, spanish!, ...(await inbox().to(author.email))];
    expect(mails.length).toBeGreaterThanOrEqual(3);
    for (const mail of mails) {
      expect(visibleText(mail.html), mail.subject).not.toMatch(/https?:\/\/|www\./);
    }
  });
});

describe('findings 3: quotes in Spanish e-mails', () => {
  it('findings 3: a Spanish member’s e-mail quotes the tip’s title and the comment with « », an English one with “ ”', async () => {
    const spanishAuthor = await memberIn('es', `Autora ${Date.now() % 100000}`);
    const englishAuthor = await memberIn('en', `Author ${Date.now() % 100000}`);
    const reader = await memberIn('en', `Reader ${Date.now() % 100000}`);
    for (const [who, title] of [
      [spanishAuthor, 'Ajos de otoño'],
      [englishAuthor, 'Autumn garlic'],
    ] as const) {
      const tip = await request(t.app).post('/gardenTips').set(bearer(who)).send(tipInput({ title }));
      await request(t.app)
        .post(`/gardenTips/${tip.body.insertedId}/comments`)
        .set(bearer(reader))
        .send({ body: 'Qué buena idea' })
        .expect(201);
    }
    await sender.drain();
    const [spanish] = await inbox().to(spanishAuthor.email);
    const [english] = await inbox().to(englishAuthor.email);
    expect(spanish!.subject).toContain('«Ajos de otoño»');
    expect(spanish!.text).toContain('«Qué buena idea»');
    expect(`${spanish!.subject}${spanish!.text}${spanish!.html}`).not.toMatch(/[“”]/);
    expect(english!.subject).toContain('“Autumn garlic”');
    expect(english!.text).toContain('“Qué buena idea”');
  });
});
