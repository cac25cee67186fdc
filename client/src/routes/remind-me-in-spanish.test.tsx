import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as tipDetails from './tip-details';
import { answerApi, json } from '../test/api';
import { aTip } from '../test/fake-member';
import { renderRoute } from '../test/render-route';
import { inSpanish } from '../test/spanish';

vi.mock('../lib/firebase', async () => {
  const { member } = await import('../test/fake-member');
  return { currentUser: async () => member };
});

// Issue 58: "Remind me" became "Add to my plan"; the same check of the season and the button in Spanish.
describe('issue 39: a tip’s season and "Add to my plan" in Spanish', () => {
  inSpanish();

  it('the strip in Spanish months of the reader’s garden, the button, its choices and its toast in Spanish', async () => {
    const tip = aTip({ months: [3, 4], hemisphere: 'north' });
    answerApi({
      [`GET /gardenTips/${tip._id}`]: json(tip),
      'GET /me/garden': json({ hemisphere: 'south' }),
      'GET /me/plan': json([]),
      'POST /me/plan': json(
        {
          id: 'dddddddddddddddddddddddd',
          tipId: tip._id,
          title: tip.title,
          image: tip.image,
          month: 9,
          repeats: true,
          due: '2027-09',
          done: null,
          skippedYear: null,
          followUp: null,
          outcome: null,
          createdAt: '2026-05-02T00:00:00.000Z',
        },
        { status: 201 },
      ),
    });
    renderRoute(tipDetails, { path: '/tipDetails/:id', url: `/tipDetails/${tip._id}` });
    const season = await screen.findByRole('region', { name: 'Temporada' });
    // March and April in the north are September and October in the reader's southern garden.
    await waitFor(() =>
      expect(
        within(screen.getByTestId('month-strip'))
          .getAllByRole('listitem')
          .filter((li) => li.dataset.active === 'true')
          .map((li) => li.title),
      ).toEqual(['septiembre', 'octubre']),
    );
    expect(season).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Añadir a mi plan' })).toBeEnabled());
    expect(screen.getByRole('combobox', { name: 'Cuándo' })).toHaveDisplayValue('La próxima temporada');
    expect(screen.getByRole('option', { name: 'septiembre' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Con qué frecuencia' })).toHaveDisplayValue('Cada año');
    await userEvent.click(screen.getByRole('button', { name: 'Añadir a mi plan' }));
    expect(await screen.findByText('Añadido a tu plan.')).toBeVisible();
    expect(await screen.findByTestId('in-my-plan')).toHaveTextContent('En mi plan');
  });
});
