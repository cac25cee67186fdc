import type { PlantPage, Question } from '@green-circle/contract';
import { LIMITS } from '@green-circle/contract/constants';
import { PLANTS } from '@green-circle/contract/plants';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tipListPath } from '../lib/list-tips';
import { answerApi, json } from '../test/api';
import { aQuestion } from '../test/questions';
import { renderRoute } from '../test/render-route';
import * as plantPage from './plant';
import * as questionsPage from './questions';

// Issue 57: "Questions about {plant}", answered first, near the reader's zone first; /questions,
// "my zone band first". A member's lists ask the API for sort=near (the API reads their garden, as
// routing reads near) and show its order; a visitor's ask for the default, newest first. A
// gardener's whole list (their page's "See all") is /questions?author= or ?solvedBy=.
const question = aQuestion;
const answered = { answerCount: 1, status: 'answered' as const };
const page = (questions: Question[], total = questions.length) =>
  json(questions, { headers: { 'X-Total-Count': String(total) } });

const facts = PLANTS.find((p) => p.slug === 'tomato')!;
const TOMATO: PlantPage = {
  plant: { ...facts, otherNames: [...facts.otherNames] },
  counts: { tips: 0, reports: 0, growers: 0 },
  months: {
    north: { counts: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], allYear: 0 },
    south: { counts: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], allYear: 0 },
  },
  evidence: [],
  growers: [],
} as unknown as PlantPage;
const plantCalls = {
  'GET /plants/tomato': json(TOMATO),
  [`GET ${tipListPath({ plant: 'tomato', sort: 'tried', availability: 'Public', limit: LIMITS.pageDefault })}`]: json(
    [],
  ),
};
const titlesIn = (region: HTMLElement) =>
  within(region)
    .getAllByRole('link')
    .map((a) => a.textContent)
    .filter((text) => text?.startsWith('Q:'));

describe('questions near the reader first', () => {
  it('a plant page: a member’s answered, then open, each in the API’s near-first order', async () => {
    const api = answerApi({
      ...plantCalls,
      'GET /me/garden': json({ hemisphere: 'north', zone: '7b' }),
      'GET /me/plan': json([]),
      'GET /questions?plant=tomato&status=answered&limit=5&sort=near': page([
        question('1', 'Q: answered near', answered),
        question('2', 'Q: answered far', { ...answered, hemisphere: 'south' }),
      ]),
      'GET /questions?plant=tomato&status=open&limit=5&sort=near': page([
        question('3', 'Q: open near'),
        question('4', 'Q: open far', { zone: '11a' }),
      ]),
    });
    renderRoute(plantPage, { path: '/plants/:slug', url: '/plants/tomato' });
    const section = await screen.findByRole('region', { name: 'Questions about Tomato' });
    expect(titlesIn(section)).toEqual(['Q: answered near', 'Q: answered far', 'Q: open near', 'Q: open far']);
    expect(api.calls.map((c) => c.path).filter((p) => p.startsWith('/questions'))).toEqual(
      expect.arrayContaining([
        '/questions?plant=tomato&status=answered&limit=5&sort=near',
        '/questions?plant=tomato&status=open&limit=5&sort=near',
      ]),
    );
  });

  it('a plant page: a visitor’s in the default order (no near)', async () => {
    const api = answerApi({
      ...plantCalls,
      'GET /questions?plant=tomato&status=answered&limit=5': page([question('5', 'Q: answered newest', answered)]),
      'GET /questions?plant=tomato&status=open&limit=5': page([question('6', 'Q: open newest')]),
    });
    renderRoute(plantPage, { path: '/plants/:slug', url: '/plants/tomato', member: null });
    const section = await screen.findByRole('region', { name: 'Questions about Tomato' });
    expect(titlesIn(section)).toEqual(['Q: answered newest', 'Q: open newest']);
    expect(api.calls.some((c) => c.path.includes('sort=near'))).toBe(false);
  });

  it('/questions?plant=: a member reads all of them, those near first, and is told why; a visitor, the newest', async () => {
    answerApi({
      'GET /me/garden': json({ hemisphere: 'north', zone: '7b' }),
      'GET /questions?status=open&plant=tomato&sort=near': page([
        question('7', 'Q: near'),
        question('8', 'Q: far', { hemisphere: 'south' }),
      ]),
      'GET /questions?status=open&plant=tomato': page([
        question('8', 'Q: far', { hemisphere: 'south' }),
        question('7', 'Q: near'),
      ]),
    });
    renderRoute(questionsPage, { path: '/questions', url: '/questions?plant=tomato' });
    expect(
      await screen.findByText('Questions asked near your garden (your zone band and hemisphere) come first.'),
    ).toBeVisible();
    expect(titlesIn(screen.getByRole('list'))).toEqual(['Q: near', 'Q: far']);
  });

  it('/questions?plant= for a visitor: the newest first, no word of near', async () => {
    answerApi({
      'GET /questions?status=open&plant=tomato': page([
        question('8', 'Q: far', { hemisphere: 'south' }),
        question('7', 'Q: near'),
      ]),
    });
    renderRoute(questionsPage, { path: '/questions', url: '/questions?plant=tomato', member: null });
    await screen.findByText('Q: far');
    expect(titlesIn(screen.getByRole('list'))).toEqual(['Q: far', 'Q: near']);
    expect(screen.queryByText(/near your garden/)).toBeNull();
  });
});

describe('a gardener’s whole list of questions', () => {
  const authorId = 'a'.repeat(24);
  const maya = { authorId, displayName: 'Maya Greenfield' };

  it('?author=: the questions they asked, every status, with older pages by the API’s cursor', async () => {
    const api = answerApi({
      [`GET /gardeners/${authorId}`]: json(maya),
      [`GET /questions?author=${authorId}`]: json([question('1', 'Q: newest', answered)], {
        headers: { 'X-Total-Count': '21', Link: `</questions?author=${authorId}&cursor=abc_1>; rel="next"` },
      }),
      [`GET /questions?author=${authorId}&cursor=abc_1`]: page([question('2', 'Q: oldest')], 21),
    });
    renderRoute(questionsPage, { path: '/questions', url: `/questions?author=${authorId}`, member: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Questions Maya Greenfield asked' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Maya Greenfield’s page' })).toHaveAttribute(
      'href',
      `/gardeners/${authorId}`,
    );
    expect(screen.getByText('21 questions')).toBeVisible();
    expect(screen.queryByRole('search')).toBeNull();
    const older = screen.getByRole('link', { name: 'Older questions' });
    expect(older).toHaveAttribute('href', `/questions?author=${authorId}&cursor=abc_1`);
    older.click();
    expect(await screen.findByText('Q: oldest')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the newest questions' })).toHaveAttribute(
      'href',
      `/questions?author=${authorId}`,
    );
    expect(api.calls.map((c) => c.path)).not.toContainEqual(expect.stringContaining('status='));
  });

  it('?solvedBy=: the questions their answers solved', async () => {
    answerApi({
      [`GET /gardeners/${authorId}`]: json(maya),
      [`GET /questions?solvedBy=${authorId}`]: page([question('3', 'Q: solved', answered)]),
    });
    renderRoute(questionsPage, { path: '/questions', url: `/questions?solvedBy=${authorId}`, member: null });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Questions Maya Greenfield’s answers solved' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Q: solved' })).toBeVisible();
  });

  it('?author= with no public id is the site’s list, not a gardener’s', async () => {
    const api = answerApi({ 'GET /questions?status=open': page([]) });
    renderRoute(questionsPage, { path: '/questions', url: '/questions?author=ada%40example.com', member: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Questions' })).toBeVisible();
    expect(api.calls.map((c) => c.path)).toEqual(['/questions?status=open']);
  });
});
