// A gardener's page shows their newest 10 questions and 10 of the questions their answers solved;
// "See all" under each leads to the whole list (/questions?author= and ?solvedBy=, by their
// public id), every one of them there. With JavaScript on and off (the links and lists come from
// the server's HTML).
import type { Locator } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { api, uniqueMark, type Member } from '../support/api';
import { hydrated, pathIs } from '../support/ui';

/** More than the gardener's page shows (10), fewer than the whole list's first page (20). */
const ASKED = 12;

const send = <T>(method: string, path: string, body: object, as: Member) =>
  api<T>(path, { method, body: JSON.stringify(body), as });

for (const javaScript of [true, false]) {
  test(`"See all" on a gardener's page leads to every question they asked, and every one their answers solved (JavaScript ${javaScript ? 'on' : 'off'})`, async ({
    open,
    focus,
    makeMember,
  }) => {
    const [asker, solver] = await Promise.all([makeMember('see-all-asker'), makeMember('see-all-solver')]);
    const mark = uniqueMark();
    const titles = Array.from({ length: ASKED }, (_, i) => `Why do my beans drop their flowers? ${mark} ${i + 1}`);
    // One after another, so each is newer than the one before (the page shows the newest first).
    const questions: Array<{ _id: string; authorId: string }> = [];
    for (const title of titles)
      questions.push(
        (
          await send<{ _id: string; authorId: string }>(
            'POST',
            '/questions',
            { title, details: 'The flowers fall before any pod sets.', plantType: 'Bean' },
            asker,
          )
        ).body,
      );
    let solverId = '';
    for (const question of questions) {
      const { body: answer } = await send<{ _id: string; authorId: string }>(
        'POST',
        `/questions/${question._id}/answers`,
        { body: 'Too hot at night: they drop flowers above 30 °C. Water in the evening.' },
        solver,
      );
      solverId = answer.authorId;
      await send('PUT', `/questions/${question._id}/accepted`, { answerId: answer._id }, asker);
    }
    const askerId = questions[0]!.authorId;
    /** This test's questions among the links of `region`. */
    const ours = (region: Locator) =>
      region.getByRole('link', { name: new RegExp(`Why do my beans drop their flowers\\? ${mark} \\d+$`) });

    const { page } = await open(undefined, { javaScript });

    // The asker's page: ten of them, and the way to all twelve.
    await page.goto(`/gardeners/${askerId}`);
    await hydrated(page, javaScript);
    const asked = page.getByRole('region', { name: 'Questions' });
    await expect(ours(asked)).toHaveCount(10);
    await asked.getByRole('link', { name: `See all ${ASKED} questions they asked` }).click();
    await pathIs(page, `/questions?author=${askerId}`);
    await expect(page.getByRole('heading', { level: 1, name: `Questions ${asker.displayName} asked` })).toBeVisible();
    await expect(page.getByText(`${ASKED} questions`, { exact: true })).toBeVisible();
    await expect(ours(page.getByRole('main'))).toHaveCount(ASKED);
    for (const title of titles) await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Older questions' })).toHaveCount(0);

    // The solver's page: ten of the questions their answers solved, and the way to all twelve.
    await page.goto(`/gardeners/${solverId}`);
    await hydrated(page, javaScript);
    const solved = page.getByRole('region', { name: 'Answers that solved a question' });
    await expect(ours(solved)).toHaveCount(10);
    await solved.getByRole('link', { name: `See all ${ASKED} questions their answers solved` }).click();
    await pathIs(page, `/questions?solvedBy=${solverId}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Questions ${solver.displayName}’s answers solved` }),
    ).toBeVisible();
    await expect(page.getByText(`${ASKED} questions`, { exact: true })).toBeVisible();
    await expect(ours(page.getByRole('main'))).toHaveCount(ASKED);
    for (const title of titles) await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();

    // Back to the gardener, from the list.
    await page.getByRole('link', { name: `Back to ${solver.displayName}’s page` }).click();
    await pathIs(page, `/gardeners/${solverId}`);
    focus(page);
  });
}
