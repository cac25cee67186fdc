import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerGardenTips } from '#app/test/api';
import { aTip } from '#app/test/fake-member';
import { InSeasonNow } from './in-season-now';
import { inSeasonLoader } from '../lib/in-season.server';
import { requestContext } from '#app/test/request-context';

// The API is outside the client: MSW answers GET /gardenTips at the network boundary.
beforeEach(() => localStorage.clear());
configure({ asyncUtilTimeout: 5000 });

const tip = (title: string) => aTip({ title, hemisphere: 'north', mine: false });

/** On a page of the site, whose tips/in-season route reads the API as a visitor. */
function renderAt(element: React.ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/', element },
      { path: '/tipDetails/:id', element: <p>details</p> },
      { path: '/tips/in-season', loader: inSeasonLoader },
    ],
    { getContext: () => requestContext(null) },
  );
  render(<RouterProvider router={router} />);
}

describe('In season now (home)', () => {
  const may = new Date(2026, 4, 20);

  it('asks for the six most liked Public tips of this month, leaving the hemisphere to the API until one is chosen', async () => {
    const requested = answerGardenTips(() => [tip('Stake the tomatoes')]);
    renderAt(<InSeasonNow now={may} />);
    const section = within(await screen.findByTestId('in-season-now'));
    expect(await section.findByRole('heading', { name: 'Stake the tomatoes' })).toBeVisible();
    expect(Object.fromEntries(requested[0]!.searchParams)).toEqual({
      availability: 'Public',
      sort: 'likes',
      limit: '6',
      month: '5',
    });
  });

  it('switches to the southern hemisphere, asks again and remembers the choice in this browser', async () => {
    const requested = answerGardenTips((url) => [
      tip(url.searchParams.get('hemisphere') === 'south' ? 'Plant garlic' : 'Stake the tomatoes'),
    ]);
    renderAt(<InSeasonNow now={may} />);
    await screen.findByRole('heading', { name: 'Stake the tomatoes' });
    await userEvent.click(screen.getByRole('button', { name: 'Southern' }));
    expect(await screen.findByRole('heading', { name: 'Plant garlic' })).toBeVisible();
    expect(requested.at(-1)!.searchParams.get('hemisphere')).toBe('south');
    expect(localStorage.getItem('gc-hemisphere')).toBe('south');
    expect(screen.getByRole('button', { name: 'Southern' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('reads a remembered hemisphere on the first call', async () => {
    localStorage.setItem('gc-hemisphere', 'south');
    const requested = answerGardenTips(() => []);
    renderAt(<InSeasonNow now={may} />);
    expect(await screen.findByText('No tips for this month yet.')).toBeVisible();
    expect(requested[0]!.searchParams.get('hemisphere')).toBe('south');
  });
});
