// A gardener's page (issue 57): the asker's page lists the question they asked, the answering
// gardener's page the question their answer solved, each linked; on a 375 px phone, with
// JavaScript on and off (the sections come from the server's HTML).
import { expect, test } from '../support/fixtures';
import { api, uniqueMark, type Member } from '../support/api';
import { hydrated } from '../support/ui';

const send = <T>(method: string, path: string, body: object, as: Member) =>
  api<T>(path, { method, body: JSON.stringify(body), as });

for (const javaScript of [true, false]) {
  test(`the answering gardener's page shows the question their answer solved (JavaScript ${javaScript ? 'on' : 'off'})`, async ({
    open,
    focus,
    makeMember,
  }) => {
    const [asker, grower] = await Promise.all([makeMember('gardener-asker'), makeMember('gardener-solver')]);
    const title = `Why do my courgettes rot at the tip? ${uniqueMark()}`;
    const { body: question } = await send<{ _id: string; authorId: string }>(
      'POST',
      '/questions',
      { title, details: 'The small fruits go soft and brown from the flower end.', plantType: 'Zucchini' },
      asker,
    );
    const { body: answer } = await send<{ _id: string; authorId: string }>(
      'POST',
      `/questions/${question._id}/answers`,
      { body: 'Poor pollination: the fruit was never set. Hand-pollinate in the morning.' },
      grower,
    );
    await send('PUT', `/questions/${question._id}/accepted`, { answerId: answer._id }, asker);

    const { page } = await open(undefined, { device: 'mobile', javaScript });
    await page.setViewportSize({ width: 375, height: 812 });
    const noSideScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

    // The answering gardener's page: the question their answer solved; they asked none.
    await page.goto(`/gardeners/${answer.authorId}`);
    await hydrated(page, javaScript);
    const solved = page.getByRole('region', { name: 'Answers that solved a question' });
    await expect(solved.getByRole('link', { name: title })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Questions' })).toContainText('No questions asked yet.');
    expect(await noSideScroll()).toBe(true);

    // The asker's page: the question they asked, answered and solved; their answers solved none.
    await page.goto(`/gardeners/${question.authorId}`);
    await hydrated(page, javaScript);
    const asked = page.getByRole('region', { name: 'Questions' });
    await expect(asked.getByRole('link', { name: title })).toBeVisible();
    await expect(asked).toContainText('1 answer · Solved');
    await expect(page.getByRole('region', { name: 'Answers that solved a question' })).toContainText(
      'None of their answers has solved a question yet.',
    );
    expect(await noSideScroll()).toBe(true);

    // The title leads to the question, its solving answer there.
    await asked.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId('answer').first()).toContainText('Poor pollination');
    focus(page);
  });
}
