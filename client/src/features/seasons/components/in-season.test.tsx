import type { Tip } from '@green-circle/contract';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiUrl, http, HttpResponse, server } from '../../../test/api';
import { InSeasonNow } from './in-season-now';

// The API is outside the client: MSW answers GET /gardenTips at the network boundary.
const requested: URL[] = [];
let answer: (url: URL) => Tip[] = () => [];
beforeEach(() => {
  requested.length = 0;
  localStorage.clear();
  server.use(
    http.get(apiUrl('/gardenTips'), ({ request }) => {
      const url = new URL(request.url);
      requested.push(url);
      return HttpResponse.json(answer(url), { headers: { 'X-Total-Count': '1' } });
    }),
  );
});
configure({ asyncUtilTimeout: 5000 });

let seq = 0;
const tip = (title: string): Tip => {
  seq += 1;
  return {
    _id: seq.toString(16).padStart(24, '0'),
    title,
    plantType: 'Tomato',
    difficulty: 'Easy',
    category: 'Plant Care',
    description: 'Do this.',
    image: '/images/placeholder.svg',
    availability: 'Public',
    likes: 3,
    displayName: 'A',
    authorId: 'a1b2c3d4e5f60718293a4b5c',
    authorPhotoURL: null,
    hemisphere: 'north',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
};

function renderAt(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '/', element }, { path: '/tipDetails/:id', element: <p>details</p> }]);
  render(<RouterProvider router={router} />);
}

describe('In season now (home)', () => {
  const may = new Date(2026, 4, 20);

  it('asks for the six most liked Public tips of this month, leaving the hemisphere to the API until one is chosen', async () => {
    answer = () => [tip('Stake the tomatoes')];
    renderAt(<InSeasonNow now={may} />);
    const section = within(await screen.findByTestId('in-season-now'));
    expect(await section.findByRole('heading', { name: 'Stake the tomatoes' })).toBeVisible();
    expect(Object.fromEntries(requested[0]!.searchParams)).toEqual({ availability: 'Public', sort: 'likes', limit: '6', month: '5' });
  });

  it('switches to the southern hemisphere, asks again and remembers the choice in this browser', async () => {
    answer = (url) => [tip(url.searchParams.get('hemisphere') === 'south' ? 'Plant garlic' : 'Stake the tomatoes')];
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
    answer = () => [];
    renderAt(<InSeasonNow now={may} />);
    expect(await screen.findByText('No tips for this month yet.')).toBeVisible();
    expect(requested[0]!.searchParams.get('hemisphere')).toBe('south');
  });
});
