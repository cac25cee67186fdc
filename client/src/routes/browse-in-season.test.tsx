import type { Tip } from '@green-circle/contract';
import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiUrl, http, HttpResponse, server } from '../test/api';
import * as browse from './browse-tips';

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
