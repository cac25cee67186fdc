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

describe('issue 39: a tip’s season and "Remind me" in Spanish', () => {
  inSpanish();

  it('the strip in Spanish months of the reader’s garden, the button and both toasts in Spanish', async () => {
    const tip = aTip({ months: [3, 4], hemisphere: 'north' });
    answerApi({
      [`GET /gardenTips/${tip._id}`]: json(tip),
      'GET /me/garden': json({ hemisphere: 'south' }),
      'GET /me/reminders': json([]),
      'POST /me/reminders': json(
        { tipId: tip._id, title: tip.title, image: tip.image, month: 9, createdAt: '2026-05-02T00:00:00.000Z' },
        { status: 201 },
      ),
      [`DELETE /me/reminders/${tip._id}`]: json({ deletedCount: 1 }),
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
    await waitFor(() => expect(within(season).getByRole('button', { name: 'Recordármelo' })).toBeEnabled());
    await userEvent.click(within(season).getByRole('button', { name: 'Recordármelo' }));
    expect(await screen.findByText('Te lo recordaremos cuando llegue el momento.')).toBeVisible();
    const set = await within(season).findByRole('button', { name: /^Recordatorio puesto/ });
    expect(set).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(set);
    expect(await screen.findByText('Recordatorio quitado.')).toBeVisible();
  });
});
