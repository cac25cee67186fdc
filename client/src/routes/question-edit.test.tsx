import type { Answer, QuestionWithAnswers } from '@green-circle/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tipListPath } from '../lib/list-tips';
import { answerApi, json } from '../test/api';
import { renderRoute } from '../test/render-route';
import * as questionPage from './question';

// Issue 57: editing one's own question (until it has an answer) and one's own answer on the
// question's page. Edit opens the form in its place by the page's address (?edit=); the action's
// answer is the form's state: a refusal says why beside the field (or above the form) and keeps
// what was typed. Nobody else is offered Edit.
const id = 'c'.repeat(24);
const answerId = 'd'.repeat(24);
const page = `/questions/${id}`;

const anAnswer = (overrides: Partial<Answer> = {}): Answer => ({
  _id: answerId,
  questionId: id,
  body: 'Feed them nitrogen.',
  photo: null,
  tip: null,
  helpfulCount: 0,
  accepted: false,
  displayName: 'Ada Gardener',
  authorPhotoURL: null,
  authorId: 'a'.repeat(24),
  createdAt: '2026-06-10T10:00:00.000Z',
  editedAt: null,
  mine: true,
  helpfulByMe: false,
  ...overrides,
});

const aQuestion = (overrides: Partial<QuestionWithAnswers> = {}): QuestionWithAnswers => ({
  _id: id,
  title: 'Why are my tomato leaves yellow?',
  details: 'The lower leaves went yellow first.',
  plantType: 'Tomato',
  plantSlug: 'tomato',
  photos: [],
  hemisphere: 'north',
  zone: '7b',
  displayName: 'Ada Gardener',
  authorPhotoURL: null,
  authorId: 'a'.repeat(24),
  createdAt: '2026-06-10T09:00:00.000Z',
  editedAt: null,
  answerCount: 0,
  acceptedAnswerId: null,
  status: 'open',
  mine: true,
  answers: [],
  ...overrides,
});

/** The page's API: the question, the tips its answer form offers, and the writes asked of it. */
const pageApi = (question: QuestionWithAnswers, writes: Parameters<typeof answerApi>[0] = {}) =>
  answerApi({
    [`GET /questions/${id}`]: () => json(question),
    [`GET ${tipListPath({ q: 'Tomato', limit: 20 })}`]: () => json([]),
    ...writes,
  });

const problem = (status: number, code: string, detail: string, errors: object[] = []) =>
  json({ type: 'about:blank', title: 'Refused', status, detail, code, errors }, { status });

describe('editing on the question’s page', () => {
  it('the asker edits the question in place: Edit opens it filled in, Save sends every field, the page closes it', async () => {
    const api = pageApi(aQuestion(), { [`PATCH /questions/${id}`]: () => json(aQuestion()) });
    const { router } = renderRoute(questionPage, { path: '/questions/:id', url: page });

    await userEvent.click(await screen.findByRole('link', { name: 'Edit my question' }));
    await waitFor(() => expect(router.state.location.search).toBe('?edit=question'));
    const form = await screen.findByRole('region', { name: 'Edit your question' });
    const title = within(form).getByLabelText('Your question');
    expect(title).toHaveValue('Why are my tomato leaves yellow?');
    await waitFor(() => expect(title).toHaveFocus());
    expect(within(form).getByLabelText('Details')).toHaveValue('The lower leaves went yellow first.');
    expect(within(form).getByLabelText('Zone')).toHaveValue('7b');
    expect(within(form).queryByText(/From your garden/)).toBeNull();
    await userEvent.clear(title);
    await userEvent.type(title, 'Yellow and spotted tomato leaves');
    await userEvent.selectOptions(within(form).getByLabelText('Zone'), '8a');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(api.callsTo('PATCH')).toHaveLength(1));
    expect(api.callsTo('PATCH')[0]!.body).toEqual({
      title: 'Yellow and spotted tomato leaves',
      details: 'The lower leaves went yellow first.',
      plantType: 'Tomato',
      hemisphere: 'north',
      zone: '8a',
      photos: [],
    });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('Your question is saved.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Edit your question' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Edit my question' })).toBeVisible();
  });

  it('a refused edit says why above the form and keeps what was typed; Cancel closes it unchanged', async () => {
    pageApi(aQuestion(), {
      [`PATCH /questions/${id}`]: () =>
        problem(409, 'question.answeredNoEdit', 'A question with an answer can no longer be edited'),
    });
    const { router } = renderRoute(questionPage, { path: '/questions/:id', url: `${page}?edit=question` });

    const form = await screen.findByRole('region', { name: 'Edit your question' });
    const details = within(form).getByLabelText('Details');
    await userEvent.clear(details);
    await userEvent.type(details, 'Now the top leaves too.');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'A question with an answer can no longer be edited',
    );
    expect(within(form).getByLabelText('Details')).toHaveValue('Now the top leaves too.');
    expect(router.state.location.search).toBe('?edit=question');
    await userEvent.click(within(form).getByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Edit your question' })).toBeNull());
    expect(screen.getByText('The lower leaves went yellow first.')).toBeVisible();
  });

  it('a blank field is said beside it and nothing is sent', async () => {
    const api = pageApi(aQuestion());
    renderRoute(questionPage, { path: '/questions/:id', url: `${page}?edit=question` });

    const form = await screen.findByRole('region', { name: 'Edit your question' });
    const title = within(form).getByLabelText('Your question');
    await userEvent.clear(title);
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(title).toHaveAccessibleDescription('Required'));
    expect(api.callsTo('PATCH')).toEqual([]);
  });

  it('the author edits their answer in place; the API’s refusal is said beside its field, the words kept', async () => {
    let refuse = true;
    const api = pageApi(aQuestion({ mine: false, answerCount: 1, answers: [anAnswer()] }), {
      [`PATCH /questions/${id}/answers/${answerId}`]: () =>
        refuse
          ? problem(409, 'safety.duplicateText', 'You already posted this text in the last 24 hours.', [
              {
                field: 'body',
                message: 'You already posted this text in the last 24 hours.',
                code: 'safety.duplicateText',
              },
            ])
          : json(anAnswer({ body: 'Feed them with comfrey tea.' })),
    });
    const { router } = renderRoute(questionPage, { path: '/questions/:id', url: page });

    const answer = await screen.findByTestId('answer');
    // Answered, the question is no longer the asker's to edit; this answer is the reader's own.
    expect(screen.queryByRole('link', { name: 'Edit my question' })).toBeNull();
    await userEvent.click(within(answer).getByRole('link', { name: 'Edit my answer' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?edit=${answerId}`));
    const form = await within(answer).findByRole('region', { name: 'Edit your answer' });
    const body = within(form).getByLabelText('Your answer');
    expect(body).toHaveValue('Feed them nitrogen.');
    await userEvent.clear(body);
    await userEvent.type(body, 'Feed them with comfrey tea.');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));

    await waitFor(() =>
      expect(within(form).getByLabelText('Your answer')).toHaveAccessibleDescription(
        'You already posted this text in the last 24 hours.',
      ),
    );
    expect(within(form).getByLabelText('Your answer')).toHaveValue('Feed them with comfrey tea.');
    expect(api.callsTo('PATCH')[0]!.body).toEqual({ body: 'Feed them with comfrey tea.', tipId: null, photo: null });

    refuse = false;
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('Your answer is saved.')).toBeVisible();
    expect(api.callsTo('PATCH')).toHaveLength(2);
  });

  it('offers Edit to nobody but the author, even at the edit address', async () => {
    const theirs = aQuestion({ mine: false, answerCount: 1, answers: [anAnswer({ mine: false })] });
    pageApi(theirs);
    renderRoute(questionPage, { path: '/questions/:id', url: `${page}?edit=question` });
    expect(await screen.findByRole('link', { name: 'Report this question' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /^Edit my/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Edit your question' })).toBeNull();

    pageApi(theirs);
    renderRoute(questionPage, { path: '/questions/:id', url: `${page}?edit=${answerId}`, member: null });
    expect(await screen.findAllByRole('heading', { level: 1, name: theirs.title })).not.toHaveLength(0);
    expect(screen.queryAllByRole('link', { name: /^Edit my/ })).toEqual([]);
    expect(screen.queryAllByRole('region', { name: 'Edit your answer' })).toEqual([]);
  });
});
