import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '#app/config/paths';
import * as calendarFeed from './calendar-feed';
import * as garden from './garden';
import { requestContext, sessionMember } from '#app/test/request-context';

vi.mock('#app/lib/firebase', async () => {
  const { member } = await import('#app/test/fake-member');
  return { currentUser: async () => member };
});

function open(url: string) {
  const router = createMemoryRouter(
    [
      { path: paths.garden, ...garden, HydrateFallback: () => null } as RouteObject,
      { path: paths.calendarFeed, ...calendarFeed, HydrateFallback: () => null } as RouteObject,
      { path: paths.dashboardProfile, element: <h1>Profile page</h1> },
      { path: '*', element: <h1>Not found</h1> },
    ],
    { initialEntries: [url], getContext: () => requestContext(sessionMember()) },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('the garden and calendar feed addresses opened as pages', () => {
  it('issue 22 #9: /dashboard/garden opens the profile page at "My garden"', async () => {
    const router = open(paths.garden);
    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: paths.dashboardProfile, hash: '#my-garden' });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('issue 22 #9: /dashboard/calendar-feed opens the profile page at the calendar feed', async () => {
    const router = open(paths.calendarFeed);
    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: paths.dashboardProfile, hash: '#calendar-feed' });
  });
});
