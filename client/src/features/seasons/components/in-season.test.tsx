import type { Tip } from '@green-circle/contract';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as browse from '../../../routes/browse-tips';
import { InSeasonNow } from './in-season-now';

// The API is outside the client: every call is answered at the fetch boundary.
const requested: URL[] = [];
let answer: (url: URL) => Tip[] = () => [];
beforeEach(() => {
  requested.length = 0;
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL | string) => {
      const url = new URL(String(input));
      requested.push(url);
      return new Response(JSON.stringify(answer(url)), { status: 200, headers: { 'Content-Type': 'application/json', 'X-Total-Count': '1' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());
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
    email: 'a@example.com',
    displayName: 'A',
    authorUid: 'uid-a',
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

describe('In season now (Browse filter)', () => {
  it('puts season=now in the page URL and asks the API for this month where the reader gardens', async () => {
    localStorage.setItem('gc-hemisphere', 'south');
    answer = (url) => [tip(url.searchParams.has('month') ? 'In season' : 'Any time')];
    const router = createMemoryRouter(
      [{ path: '/browserTips', Component: browse.Component, loader: browse.loader, HydrateFallback: () => null }],
      { initialEntries: ['/browserTips'] },
    );
    render(<RouterProvider router={router} />);
    await screen.findByText('Any time');
    await userEvent.click(screen.getByRole('checkbox', { name: 'In season now' }));
    expect(await screen.findByText('In season')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?season=now');
    const last = requested.at(-1)!;
    expect(last.searchParams.get('month')).toBe(String(new Date().getMonth() + 1));
    expect(last.searchParams.get('hemisphere')).toBe('south');
    expect(last.searchParams.get('availability')).toBe('Public');
    expect(screen.getByRole('checkbox', { name: 'In season now' })).toBeChecked();
  });
});
