// Issue 58's browser Done-when: a member in the south adds a tomato tip to their plan, sees it
// due in the week in their season, marks it done with a note; with the API's clock moved four
// weeks on (the stack's test clock, server/src/test-clock.ts: only with GC_TEST_CLOCK=1), the
// notification and the e-mail ask "Did it work?"; the one-tap answer from the e-mail's link,
// signed out, shows on the tip's evidence with the note and the photo of "Done" (uploaded by the
// picker, or without JavaScript from the multipart form on the host), the photo read by what the
// member said it shows. With JavaScript on (in English) and off (in Spanish). The clock is put
// back after each run.
import sharp from 'sharp';
import { mailInbox } from '@green-circle/testing/mail-server';
import { expect, test } from '../support/fixtures';
import { api, uniqueMark } from '../support/api';
import { makeMember, makeTip } from '../support/data';
import { stack } from '../support/stack';
import { ownedByApp } from '../support/ui';

// One clock for the whole stack: the runs take turns.
test.describe.configure({ mode: 'serial' });

const moveClock = (body: { days?: number; reset?: true }) =>
  api<{ now: string }>('/test/clock', { method: 'POST', body: JSON.stringify(body) });

const RUNS = [
  {
    name: 'JavaScript on, in English',
    javaScript: true,
    locale: 'en-US',
    words: {
      add: 'Add to my plan',
      done: 'Done',
      note: /Note/,
      markDone: 'Mark done',
      photoReady: 'Photo ready.',
      photoAlt: 'What the photo shows (optional)',
      asked: 'Did it work?',
      thanks: 'Thank you! Your answer is now on the tip’s evidence.',
      used: 'You already answered this one. Thank you!',
      plan: 'From my plan',
    },
  },
  {
    name: 'JavaScript off, in Spanish',
    javaScript: false,
    locale: 'es-ES',
    words: {
      add: 'Añadir a mi plan',
      done: 'Hecho',
      note: /Nota/,
      markDone: 'Marcar como hecho',
      photoReady: 'Foto lista.',
      photoAlt: 'Qué muestra la foto (opcional)',
      asked: '¿Funcionó?',
      thanks: '¡Gracias! Tu respuesta ya está entre las pruebas del consejo.',
      used: 'Ya respondiste a esta pregunta. ¡Gracias!',
      plan: 'De mi plan',
    },
  },
] as const;

for (const run of RUNS) {
  test(`my plan to "did it work?" and the tip's evidence: ${run.name}`, async ({ open }) => {
    test.slow(); // Five pages, the sender and the mail server on a shared machine.
    const { words, javaScript, locale } = run;
    await moveClock({ reset: true });
    try {
      const author = await makeMember('tomato author');
      const member = await makeMember('southern gardener');
      await api('/me/garden', {
        method: 'PUT',
        body: JSON.stringify({ hemisphere: 'south', zone: '9b' }),
        as: member,
      });
      // A tomato tip whose season in the north is six months off this one: it is in season now in the south.
      const { body: clock } = await api<{ now: string }>('/test/clock');
      const month = new Date(clock.now).getUTCMonth() + 1;
      const title = `Stake the tomatoes ${uniqueMark()}`;
      const tip = await makeTip(author, { title, plantType: 'Tomato', months: [((month + 5) % 12) + 1] });
      const note = `Stakes before the wind ${uniqueMark()}`;
      const shows = `Tomato plants tied to green canes ${uniqueMark()}`;

      // The tip's page: "Add to my plan", preset to the next time it is in season (now).
      const { page } = await open(`/tipDetails/${tip._id}`, { as: member, javaScript, locale });
      await page.getByRole('button', { name: words.add }).click();
      await expect(page.getByTestId('in-my-plan')).toBeVisible();

      // The week: due now, "From my plan"; "Done" with a note and a photo.
      await page.goto('/week');
      const part = page.getByTestId('week-plan');
      await expect(part.getByRole('heading', { name: words.plan })).toBeVisible();
      const row = part.getByTestId('plan-item').filter({ hasText: title });
      await expect(row).toBeVisible();
      await row.getByText(words.done, { exact: true }).click();
      await row.getByRole('textbox', { name: words.note }).fill(note);
      const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#7d9a3a' } })
        .jpeg()
        .toBuffer();
      // The plan's rows come on demand: a photo chosen before their code has taken over would be the plain form's.
      const file = row.locator('input[type="file"]');
      await ownedByApp(file, javaScript);
      await file.setInputFiles({ name: 'stakes.jpg', mimeType: 'image/jpeg', buffer: photo });
      if (javaScript) await expect(row.getByRole('status').filter({ hasText: words.photoReady })).toBeVisible();
      await row.getByRole('textbox', { name: words.photoAlt }).fill(shows);
      await row.getByRole('button', { name: words.markDone }).click();
      // Done for this year: a yearly item leaves the week's list, and the plan page has it done with the note.
      await expect(part.getByTestId('plan-item').filter({ hasText: title })).toHaveCount(0);
      await page.goto('/dashboard/plan');
      const doneRow = page.getByTestId('plan-done').getByTestId('plan-item').filter({ hasText: title });
      await expect(doneRow).toContainText(note);
      await expect(doneRow.getByRole('img', { name: shows })).toBeVisible();

      // Four weeks on: the follow-up is asked, in the bell and by e-mail.
      await moveClock({ days: 28 });
      await page.goto('/notifications');
      const asked = page.getByRole('listitem').filter({ hasText: title });
      await expect(asked).toContainText(words.asked);
      const inbox = mailInbox(stack().mailUrl);
      const findMail = async () => (await inbox.to(member.email)).find((mail) => mail.subject.includes(title));
      await expect.poll(findMail, { timeout: 60_000 }).toBeTruthy();
      const mail = (await findMail())!;
      expect(mail.subject).toMatch(new RegExp(`^You followed “${title}” on .+\\. Did it work\\?$`));
      const link = new RegExp(`(${stack().baseUrl}/plan/outcome/[A-Za-z0-9_-]+\\?answer=worked)`).exec(mail.text)?.[1];
      expect(link).toBeDefined();

      // The e-mail's link, signed out: the tapped answer first, one tap, thanks.
      const { page: signedOut } = await open(link!, { javaScript, locale });
      await signedOut.getByRole('group').getByRole('button').first().click();
      await expect(signedOut.getByTestId('plan-thanks')).toHaveText(words.thanks);
      // A second use of the link changes nothing: it says it was answered.
      await signedOut.goto(link!);
      await expect(signedOut.getByText(words.used)).toBeVisible();
      await expect(signedOut.getByRole('group', { name: words.asked })).toHaveCount(0);

      // The tip's evidence: one "I tried this" report with the note and the photo, from the southern zone.
      const { page: authorPage } = await open(`/tipDetails/${tip._id}`, { as: author, javaScript, locale });
      const reports = authorPage.getByTestId('trial-reports');
      await expect(reports).toContainText(note);
      await expect(reports).toContainText('9b');
      await expect(reports.getByRole('img', { name: shows })).toBeVisible();
      const { body: trials } = await api<
        Array<{ outcome: string; note: string; zone: string; photo: string | null; photoAlt: string }>
      >(`/gardenTips/${tip._id}/trials`);
      expect(trials).toEqual([
        expect.objectContaining({
          outcome: 'worked',
          note,
          zone: '9b',
          photo: expect.stringContaining('/uploads/'),
          photoAlt: shows,
        }),
      ]);
    } finally {
      await moveClock({ reset: true });
    }
  });
}
