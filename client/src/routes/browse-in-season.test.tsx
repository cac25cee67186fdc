import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerGardenTips } from '../test/api';
import { aTip } from '../test/fake-member';
import * as browse from './browse-tips';
import { requestContext } from '../test/request-context';
import { setToday } from '../test/clock';

// The API is outside the client: MSW answers GET /gardenTips at the network boundary.
beforeEach(() => localStorage.clear());
configure({ asyncUtilTimeout: 5000 });

const tip = (title: string) => aTip({ title, hemisphere: 'north', mine: false });

describe('In season now (Browse filter)', () => {
  it('puts season=now in the page URL and asks the API for this month where the reader gardens', async () => {
    setToday('2027-02-15T12:00:00Z');
    localStorage.setItem('gc-hemisphere', 'south');
    const requested = answerGardenTips((url) => [tip(url.searchParams.has('month') ? 'In season' : 'Any time')]);
    const router = createMemoryRouter(
      [{ path: '/browserTips', Component: browse.default, loader: browse.loader, HydrateFallback: () => null }],
      { initialEntries: ['/browserTips'], getContext: () => requestContext(null) },
    );
    render(<RouterProvider router={router} />);
    await screen.findByText('Any time');
    await userEvent.click(screen.getByRole('checkbox', { name: 'In season now' }));
    expect(await screen.findByText('In season')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?season=now');
    const last = requested.at(-1)!;
    expect(last.searchParams.get('month')).toBe('2');
    expect(last.searchParams.get('hemisphere')).toBe('south');
    expect(last.searchParams.get('availability')).toBe('Public');
    expect(screen.getByRole('checkbox', { name: 'In season now' })).toBeChecked();
  });
});
