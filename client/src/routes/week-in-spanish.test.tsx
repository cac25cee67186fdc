import type { Notification, Week } from '@green-circle/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as weekRoute from './week';
import { answerApi, json } from '../test/api';
import { aTip } from '../test/fake-member';
import { setToday } from '../test/clock';
import { renderRoute } from '../test/render-route';
import { inSpanish } from '../test/spanish';

vi.mock('../lib/firebase', async () => {
  const { member } = await import('../test/fake-member');
  return { currentUser: async () => member };
});

const none = (empty: Week['plan']['empty'], more = '/browserTips') => ({ items: [], total: 0, more, empty });

const note = (over: Partial<Notification>): Notification => ({
  _id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
  kind: 'comment',
  actors: [{ authorId: 'a1b2c3d4e5f60718293a4b5c', displayName: 'Bea', authorPhotoURL: null }],
  actorCount: 1,
  tipId: 'bbbbbbbbbbbbbbbbbbbbbbbb',
  tipTitle: 'Acolchar con paja',
  commentId: null,
  excerpt: null,
  outcome: null,
  reason: null,
  until: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  read: false,
  ...over,
});

/** A southern member in zone 9b who grows tomato. */
const WEEK: Week = {
  month: 11,
  nextMonth: 12,
  hemisphere: 'south',
  zone: '9b',
  hasGarden: true,
  plants: [
    {
      slug: 'tomato',
      name: 'Tomato',
      otherNames: [],
      botanicalName: 'Solanum lycopersicum',
      family: 'Solanaceae',
      kind: 'vegetable',
    },
  ],
  // Issue 58: the week's first part is "From my plan" (the reminders became plan items).
  plan: {
    items: [
      {
        id: 'dddddddddddddddddddddddd',
        tipId: 'cccccccccccccccccccccccc',
        title: 'Sow beans',
        image: '/x.jpg',
        month: 12,
        repeats: true,
        due: '2026-12',
        done: null,
        skippedYear: null,
        followUp: null,
        outcome: null,
        createdAt: '2026-01-01T00:00:00.000Z',
      },
    ],
    total: 1,
    more: '/dashboard/plan',
    empty: null,
  },
  forMyPlants: {
    items: [
      aTip({
        title: 'Pinch tomato shoots',
        plantType: 'tomatoes',
        plantSlug: 'tomato',
        trials: { worked: 3, partly: 0, failed: 0 },
      }),
    ],
    total: 6,
    more: '/browserTips?plant=tomato',
    empty: null,
  },
  inSeason: none('nothingInSeason'),
  workedNear: none('nothingWorkedNear'),
  fromFollowed: none('noFollows'),
  onMyTips: {
    items: [note({}), note({ _id: 'dddddddddddddddddddddddd', kind: 'trial', actorCount: 3, outcome: 'failed' })],
    total: 2,
    more: '/notifications',
    empty: null,
  },
};

describe('issue 39: This week in my garden in Spanish', () => {
  inSpanish();

  it('the month and hemisphere, each part, empty states, plants by their Spanish names, plural rules', async () => {
    // The week's fixtures are November 2026's: its plan item due in December is still to come.
    setToday('2026-11-15T12:00:00Z');
    answerApi({ 'GET /me/week': () => json(WEEK), 'GET /me/plan': json([]) });
    renderRoute(weekRoute, { path: '/week', url: '/week' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Esta semana en mi jardín' })).toBeVisible();
    expect(screen.getByText(/^Noviembre en el hemisferio sur, zona 9b\./)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Cambiar tu jardín' })).toBeVisible();
    expect(screen.getByText('Tus plantas:').parentElement).toHaveTextContent('Tus plantas: Tomate');

    const reminders = within(screen.getByTestId('week-plan'));
    expect(reminders.getByRole('heading', { name: 'De mi plan' })).toBeVisible();
    expect(reminders.getByText(/Toca en diciembre · Cada año/)).toBeVisible();
    expect(reminders.getByText('Hecho')).toBeVisible();
    expect(reminders.getByRole('button', { name: 'Este año no' })).toBeVisible();

    const mine = within(screen.getByTestId('week-my-plants'));
    expect(mine.getByRole('heading', { name: 'De temporada para mis plantas' })).toBeVisible();
    // The tip's plant is named the reader's way; its title stays as written.
    expect(mine.getByRole('link', { name: 'Tomate' })).toHaveAttribute('href', '/plants/tomato');
    expect(mine.getByRole('link', { name: 'Pinch tomato shoots' })).toHaveAttribute('lang', '');
    expect(mine.getByText(/de Ada Gardener · funcionó a 3 jardineros/)).toBeVisible();
    expect(mine.getByRole('button', { name: 'Añadir a mi plan' })).toBeVisible();
    expect(mine.getByRole('link', { name: 'Ver los 6 (De temporada para mis plantas)' })).toBeVisible();

    const everyone = within(screen.getByTestId('week-in-season'));
    expect(everyone.getByText('Aún no hay consejos de temporada este mes.')).toBeVisible();
    expect(everyone.getByRole('link', { name: 'Comparte uno' })).toBeVisible();
    expect(
      within(screen.getByTestId('week-worked-near')).getByRole('link', { name: 'Ver los consejos más probados' }),
    ).toBeVisible();
    expect(
      within(screen.getByTestId('week-followed')).getByText('Sigue a jardineros para ver aquí sus consejos nuevos.'),
    ).toBeVisible();

    const onMine = within(screen.getByTestId('week-on-my-tips'));
    expect(onMine.getByRole('heading', { name: 'En mis consejos' })).toBeVisible();
    const [one, three] = onMine.getAllByRole('listitem');
    expect(one).toHaveTextContent('Bea comentó en Acolchar con paja');
    expect(three).toHaveTextContent('Bea y 2 más probaron Acolchar con paja (no funcionó)');
    await waitFor(() => expect(document.title).toBe('Esta semana en mi jardín | Green Circle'));
  });

  it('a member without a garden is told to set it', async () => {
    answerApi({
      'GET /me/week': () =>
        json({
          ...WEEK,
          hemisphere: 'north',
          zone: null,
          hasGarden: false,
          plants: [],
          month: 3,
          workedNear: none('noGarden'),
        }),
    });
    renderRoute(weekRoute, { path: '/week', url: '/week' });
    expect(await screen.findByText(/^Marzo en el hemisferio norte \(aún no has indicado tu jardín\)\./)).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'Indicar tu jardín' })).toHaveLength(2);
  });
});
