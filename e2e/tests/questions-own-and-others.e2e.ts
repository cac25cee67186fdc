// Issue 57: on a question's page a member deletes their own question or answer (asked first, on
// the page, so it works without JavaScript too, and "Keep it" keeps it) and reports anyone
// else's from a link to the report page; a visitor is offered neither.
import { QUESTION_MESSAGES } from '@green-circle/contract/question-texts';
import { SAFETY_MESSAGES as S } from '@green-circle/contract/messages';
import { expect, test } from '../support/fixtures';
import { api, uniqueMark } from '../support/api';
import { makeAnswer, makeQuestion } from '../support/data';
import { hydrated, memberBrowser, pathIs } from '../support/ui';

for (const javaScript of [true, false]) {
  test(`deletes one's own question and answer, asked first, and reports another's (JavaScript ${javaScript ? 'on' : 'off'})`, async ({
    open,
    makeMember,
  }) => {
    const [asker, grower] = await Promise.all([makeMember('own-asker'), makeMember('own-grower')]);
    const title = `Curling tomato leaves ${uniqueMark()}`;
    const id = await makeQuestion(asker, { title, details: 'The leaves curl at noon.' });
    const theirs = await makeAnswer(grower, id, 'Shade them at noon.');
    const questionPath = `/questions/${id}`;

    // A visitor reads it, and is offered no Delete and no Report.
    const visitor = (await open(questionPath)).page;
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(visitor.getByRole('link', { name: /Report|Delete/ })).toHaveCount(0);

    // The grower deletes their answer: asked first; "Keep it" keeps it.
    const growing = (await memberBrowser(open, grower, javaScript)).page;
    await growing.goto(questionPath);
    await hydrated(growing, javaScript);
    const mine = growing.getByTestId('answer').filter({ hasText: 'Shade them at noon.' });
    await expect(growing.getByRole('link', { name: 'Report this question' })).toBeVisible();
    await mine.getByRole('link', { name: 'Delete my answer' }).click();
    await expect(mine.getByText('Delete your answer? This cannot be undone.')).toBeVisible();
    await mine.getByRole('link', { name: 'Keep it' }).click();
    await expect(mine.getByText('Delete your answer?')).toBeHidden();
    await mine.getByRole('link', { name: 'Delete my answer' }).click();
    await mine.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(growing.getByText(QUESTION_MESSAGES.answerDeleted).first()).toBeVisible();
    await expect(growing.getByTestId('answer')).toHaveCount(0);
    const { body: after } = await api<{ answers: Array<{ _id: string }> }>(`/questions/${id}`);
    expect(after.answers.map((a) => a._id)).not.toContain(theirs);

    // The asker reports a new answer of the grower's, then deletes the question.
    await makeAnswer(grower, id, 'Water deeply at dawn.');
    const asking = (await memberBrowser(open, asker, javaScript)).page;
    await asking.goto(questionPath);
    await hydrated(asking, javaScript);
    await expect(asking.getByRole('link', { name: 'Report this question' })).toHaveCount(0);
    await asking.getByRole('link', { name: 'Report this answer' }).click();
    await expect(asking).toHaveURL(/\/reports\?kind=answer&id=[0-9a-f]{24}&back=/);
    await asking.getByLabel(S.reportReasonSpam).check();
    await asking.getByRole('button', { name: S.reportSend }).click();
    await expect(asking.getByText(S.reportSent).first()).toBeVisible();
    await asking.goto(questionPath);
    await hydrated(asking, javaScript);
    await asking.getByRole('link', { name: 'Delete my question' }).click();
    await expect(asking.getByText('Delete this question, with its answers and photos?')).toBeVisible();
    await asking.getByRole('button', { name: 'Delete', exact: true }).click();
    await pathIs(asking, '/questions');
    await expect(asking.getByText(QUESTION_MESSAGES.deleted).first()).toBeVisible();
    const gone = await fetch(new URL(questionPath, asking.url()));
    expect(gone.status).toBe(404);
  });
}
