// Issue 57: on a question's page the asker edits their question (until it has an answer) and a
// member edits their own answer, in place, with JavaScript on and off: "Edit" opens the form on
// the page, a refusal is said beside its field with what was typed kept, Save saves, Cancel keeps
// it as it was. Nobody else is offered Edit. The edit form's words in Spanish too.
import { expect, test } from '../support/fixtures';
import { api, uniqueMark } from '../support/api';
import { makeAnswer, makeQuestion, uploadPhoto } from '../support/data';
import { stack } from '../support/stack';
import { hydrated, memberBrowser } from '../support/ui';

for (const javaScript of [true, false]) {
  test(`edits one's own question and answer in place, refusals beside the field (JavaScript ${javaScript ? 'on' : 'off'})`, async ({
    open,
    focus,
    makeMember,
  }) => {
    test.slow();
    const [asker, grower] = await Promise.all([makeMember('edit-asker'), makeMember('edit-grower')]);
    const mark = uniqueMark();
    const title = `Yellow tomato leaves ${mark}`;
    const photo = { url: await uploadPhoto(asker, '#c9b227'), alt: `A yellow leaf ${mark}` };
    const open1 = await makeQuestion(asker, { title, photos: [photo] });
    const answeredTitle = `Curling tomato leaves ${mark}`;
    const answered = await makeQuestion(asker, { title: answeredTitle });
    await makeAnswer(grower, answered, 'Shade them at noon.');

    // The asker edits the open question: Edit opens it filled in, in its place.
    const asking = (await memberBrowser(open, asker, javaScript)).page;
    await asking.goto(`/questions/${open1}`);
    await hydrated(asking, javaScript);
    await asking.getByRole('link', { name: 'Edit my question' }).click();
    const form = asking.getByRole('region', { name: 'Edit your question' });
    const titleField = form.getByLabel('Your question');
    await expect(titleField).toHaveValue(title);
    if (javaScript) await expect(titleField).toBeFocused();
    await expect(form.getByLabel('What photo 1 shows')).toHaveValue(photo.alt);

    // A blank title is refused beside it; the details typed stay.
    await titleField.fill('');
    await form.getByLabel('Details').fill(`Spots spread up the plant ${mark}.`);
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(titleField).toHaveAccessibleDescription('Required');
    await expect(form.getByLabel('Details')).toHaveValue(`Spots spread up the plant ${mark}.`);

    // Filled in, it is saved and the page reads it, the photo kept.
    const newTitle = `Yellow and spotted tomato leaves ${mark}`;
    await titleField.fill(newTitle);
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(asking.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
    // The flash toast (a static line without JavaScript).
    await expect(asking.getByText('Your question is saved.').first()).toBeVisible();
    await expect(asking.getByText(`Spots spread up the plant ${mark}.`)).toBeVisible();
    await expect(asking.getByRole('img', { name: photo.alt })).toBeVisible();
    await expect(asking.getByRole('region', { name: 'Edit your question' })).toHaveCount(0);
    const { body: saved } = await api<{ title: string; details: string; photos: unknown[]; editedAt: string | null }>(
      `/questions/${open1}`,
    );
    expect(saved).toMatchObject({ title: newTitle, details: `Spots spread up the plant ${mark}.`, photos: [photo] });
    expect(saved.editedAt).not.toBeNull();

    // Cancel keeps it as it was.
    await asking.getByRole('link', { name: 'Edit my question' }).click();
    await asking.getByRole('region', { name: 'Edit your question' }).getByLabel('Your question').fill('Not this');
    await asking.getByRole('link', { name: 'Cancel' }).click();
    await expect(asking.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
    await expect(asking.getByRole('region', { name: 'Edit your question' })).toHaveCount(0);

    // The answered question is no longer the asker's to edit, and the grower's answer is not theirs.
    await asking.goto(`/questions/${answered}`);
    await hydrated(asking, javaScript);
    await expect(asking.getByTestId('answer')).toContainText('Shade them at noon.');
    await expect(asking.getByRole('link', { name: /^Edit my/ })).toHaveCount(0);

    // The grower edits their answer: a blank one refused beside the field, then saved.
    const growing = (await memberBrowser(open, grower, javaScript)).page;
    await growing.goto(`/questions/${answered}`);
    await hydrated(growing, javaScript);
    await expect(growing.getByRole('link', { name: 'Edit my question' })).toHaveCount(0);
    const theirs = growing.getByTestId('answer');
    await theirs.getByRole('link', { name: 'Edit my answer' }).click();
    const answerForm = theirs.getByRole('region', { name: 'Edit your answer' });
    const body = answerForm.getByLabel('Your answer');
    await expect(body).toHaveValue('Shade them at noon.');
    await body.fill(' ');
    await answerForm.getByRole('button', { name: 'Save changes' }).click();
    await expect(body).toHaveAccessibleDescription('Required');
    await body.fill(`Shade them at noon, and water at dawn ${mark}.`);
    await answerForm.getByRole('button', { name: 'Save changes' }).click();
    await expect(growing.getByText('Your answer is saved.').first()).toBeVisible();
    await expect(theirs).toContainText(`Shade them at noon, and water at dawn ${mark}.`);
    await expect(theirs.getByText('edited', { exact: true })).toBeVisible();
    await expect(theirs.getByRole('region', { name: 'Edit your answer' })).toHaveCount(0);

    // A visitor is offered no Edit.
    const visitor = (await open(`/questions/${answered}`, { javaScript })).page;
    await expect(visitor.getByTestId('answer')).toContainText(`water at dawn ${mark}`);
    await expect(visitor.getByRole('link', { name: /Edit/ })).toHaveCount(0);
    focus(growing);
  });
}

test('the edit form speaks Spanish', async ({ open, focus, makeMember }) => {
  const asker = await makeMember('edit-es');
  const id = await makeQuestion(asker, { title: `Hojas amarillas ${uniqueMark()}` });
  const { page, context } = await open(undefined, { as: asker, locale: 'es-ES' });
  await context.addCookies([{ name: 'lang', value: 'es', url: stack().baseUrl }]);
  await page.goto(`/questions/${id}`);
  await hydrated(page, true);
  await page.getByRole('link', { name: 'Editar mi pregunta' }).click();
  const form = page.getByRole('region', { name: 'Edita tu pregunta' });
  await expect(form.getByLabel('Tu pregunta')).toBeVisible();
  await expect(form.getByLabel('Detalles')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Guardar cambios' })).toBeVisible();
  await expect(form.getByRole('link', { name: 'Cancelar' })).toBeVisible();
  await form.getByLabel('Tu pregunta').fill('');
  await form.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(form.getByLabel('Tu pregunta')).toHaveAccessibleDescription('Obligatorio');
  focus(page);
});
