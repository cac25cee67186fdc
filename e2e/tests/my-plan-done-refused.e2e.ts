// Issue 58's "Done" in issue 54's form idiom: the server's answer is the form's state. A "Done"
// the site refuses (what the photo shows with no photo: the action's own check; a day more than a
// year ago: the API's) comes back open with everything the member typed and the error beside its
// field (aria-invalid, the field's description), said once (no toast), on the week and on the plan
// page, with JavaScript on (in English) and off (in Spanish, where the answer is a POST's page, and
// a reload of it answers the same); then the same form, put right, marks the item done.
import { expect, test } from '../support/fixtures';
import { api, uniqueMark } from '../support/api';
import { makeMember, makeTip } from '../support/data';
import { escapeRegExp, hydrated } from '../support/ui';

const RUNS = [
  {
    name: 'JavaScript on, in English',
    javaScript: true,
    locale: 'en-US',
    words: {
      done: 'Done',
      date: 'Day I did it (today if empty)',
      note: 'Note (optional, goes into your report)',
      photoAlt: 'What the photo shows (optional)',
      markDone: 'Mark done',
      altWithoutPhoto: 'Add the photo these words describe, or leave “What the photo shows” empty',
      dateTooOld: 'The day it was done must be within the last year',
    },
  },
  {
    name: 'JavaScript off, in Spanish',
    javaScript: false,
    locale: 'es-ES',
    words: {
      done: 'Hecho',
      date: 'Día en que lo hice (hoy si lo dejas vacío)',
      note: 'Nota (opcional, irá en tu informe)',
      photoAlt: 'Qué muestra la foto (opcional)',
      markDone: 'Marcar como hecho',
      altWithoutPhoto: 'Añade la foto que describen estas palabras, o deja vacío «Qué muestra la foto»',
      dateTooOld: 'El día en que lo hiciste debe ser del último año',
    },
  },
] as const;

/** The two pages with a plan item's "Done": the week's "From my plan", and the plan page. */
const PAGES = [
  { name: 'the week', path: '/week', list: 'week-plan' },
  { name: 'the plan page', path: '/dashboard/plan', list: null },
] as const;

for (const { name, javaScript, locale, words } of RUNS) {
  for (const where of PAGES) {
    test(`a refused "Done" on ${where.name} comes back with what was typed and the error beside it: ${name}`, async ({
      open,
    }) => {
      const [author, member] = await Promise.all([makeMember('done-author'), makeMember('done-refused')]);
      const title = `Tie the beans ${uniqueMark()}`;
      const tip = await makeTip(author, { title });
      // Due this month of the API's clock (the stack's one "now"): on the week and at the top of the plan.
      const { body: clock } = await api<{ now: string }>('/test/clock');
      const now = new Date(clock.now);
      const month = now.getUTCMonth() + 1;
      await api('/me/plan', { method: 'POST', body: JSON.stringify({ tipId: tip._id, month }), as: member });
      const note = `Tied with jute before the rain ${uniqueMark()}`;
      const shows = 'Bean poles tied at the top';
      const longAgo = `${now.getUTCFullYear() - 2}-01-15`;

      const { page } = await open(where.path, { as: member, javaScript, locale });
      await hydrated(page, javaScript);
      const list = where.list ? page.getByTestId(where.list) : page;
      const row = list.getByTestId('plan-item').filter({ hasText: title });
      await row.getByText(words.done, { exact: true }).click();
      await row.getByLabel(words.date).fill(longAgo);
      await row.getByRole('textbox', { name: words.note }).fill(note);
      await row.getByRole('textbox', { name: words.photoAlt }).fill(shows);
      await row.getByRole('button', { name: words.markDone }).click();

      // What the photo shows, with no photo: refused beside it, everything typed still there.
      const kept = async (refused: 'photoAlt' | 'date', message: string) => {
        const field =
          refused === 'photoAlt' ? row.getByRole('textbox', { name: words.photoAlt }) : row.getByLabel(words.date);
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        await expect(field).toHaveAccessibleDescription(new RegExp(`${escapeRegExp(message)}$`));
        // Said once, beside the field: no toast says it again.
        await expect(page.getByText(message)).toHaveCount(1);
        // With JavaScript the refused field takes the focus, as a conform form's does.
        if (javaScript) await expect(field).toBeFocused();
        await expect(row.getByRole('textbox', { name: words.note })).toHaveValue(note);
        await expect(row.getByLabel(words.date)).toHaveValue(longAgo);
      };
      await kept('photoAlt', words.altWithoutPhoto);
      await expect(row.getByRole('textbox', { name: words.photoAlt })).toHaveValue(shows);
      if (!javaScript) {
        // The answer is the page of a POST: a reload sends it again, and it answers the same.
        await page.reload();
        await kept('photoAlt', words.altWithoutPhoto);
      }

      // The photo's words taken out: the API refuses the day (more than a year ago), beside the day.
      await row.getByRole('textbox', { name: words.photoAlt }).fill('');
      await row.getByRole('button', { name: words.markDone }).click();
      await kept('date', words.dateTooOld);
      await expect(row.getByRole('textbox', { name: words.photoAlt })).not.toHaveAttribute('aria-invalid');

      // Put right (today): done, with the note typed at the start.
      await row.getByLabel(words.date).fill('');
      await row.getByRole('button', { name: words.markDone }).click();
      await expect
        .poll(
          async () =>
            (await api<Array<{ tipId: string; done: { note: string } | null }>>('/me/plan', { as: member })).body.find(
              (item) => item.tipId === tip._id,
            )?.done?.note,
        )
        .toBe(note);
      if (where.list) await expect(row).toHaveCount(0);
      else
        await expect(page.getByTestId('plan-done').getByTestId('plan-item').filter({ hasText: title })).toContainText(
          note,
        );
    });
  }
}
