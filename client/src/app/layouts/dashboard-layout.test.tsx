import { MESSAGES } from '@green-circle/contract/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser, resetFakeAuth, setAuthState } from '#app/test/fake-firebase-auth';
import { apiUrl, http, HttpResponse, json, server } from '#app/test/api';
import { renderWithRouter } from '#app/test/render';
import * as dashboardLayout from './dashboard-layout';
import { routeOf } from '#app/test/render-route';
import { inSpanish } from '#app/test/spanish';

vi.mock('firebase/auth', () => import('#app/test/fake-firebase-auth'));

function renderDashboard(signedIn = true) {
  return renderWithRouter(
    [
      { path: '/', element: <h1>Home page</h1> },
      { path: '/auth/login', element: <h1>Login page</h1> },
      {
        path: '/dashboard',
        ...routeOf(dashboardLayout),
        HydrateFallback: () => null,
        children: [
          { index: true, element: <h1>Overview page</h1> },
          { path: 'profile', element: <h1>Profile page</h1> },
        ],
      },
    ],
    '/dashboard',
    // The request's session: the member's (drawn for them), or none.
    signedIn ? { displayName: 'Ada Gardener', photoURL: null } : null,
  );
}

describe('dashboard layout', () => {
  beforeEach(() => {
    resetFakeAuth();
    server.use(http.get(apiUrl('/me/notifications/unread-count'), () => json({ count: 3 })));
  });
  afterEach(() => vi.restoreAllMocks());

  it('sends a visitor to login, remembering the dashboard', async () => {
    setAuthState(null);
    const { router } = renderDashboard(false);
    await screen.findByRole('heading', { name: 'Login page' });
    expect(router.state.location.search).toBe('?from=%2Fdashboard');
  });

  it('shows the sidebar, and the member in the top bar with their initials for an avatar', async () => {
    setAuthState(makeUser({ displayName: 'Ada Gardener', email: 'ada@example.com', photoURL: null }));
    renderDashboard();
    await screen.findByRole('heading', { name: 'Overview page' });

    const sidebar = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(
      within(sidebar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Overview', 'All Garden Tips', 'My Items', 'Liked Tips', 'My plan', 'Profile']);
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    // No photo: the member's initials, the app's one avatar fallback.
    expect(screen.getByRole('img', { name: "Ada Gardener's profile photo" })).toHaveAttribute('data-initials', 'AG');
  });

  it('logs out with "Logged out successfully!" and the toast survives the move home', async () => {
    setAuthState(makeUser());
    const user = userEvent.setup();
    renderDashboard();
    await screen.findByRole('heading', { name: 'Overview page' });

    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.logoutSuccessDashboard)).toBeInTheDocument();
  });

  it('says "Failed to log out. Please try again." when signing out fails', async () => {
    // The session route cannot be reached.
    server.use(http.delete('*/auth/session', () => HttpResponse.error()));
    setAuthState(makeUser());
    const user = userEvent.setup();
    renderDashboard();
    await screen.findByRole('heading', { name: 'Overview page' });

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText(MESSAGES.logoutFailedDashboard)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Overview page' })).toBeInTheDocument();
  });

  it("findings 9: the top bar's bell is the real one (unread count, a link to the notifications), not a placeholder toast", async () => {
    setAuthState(makeUser());
    renderDashboard();
    await screen.findByRole('heading', { name: 'Overview page' });
    const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveAttribute('href', '/notifications');
    expect(screen.queryByRole('button', { name: 'Notifications' })).not.toBeInTheDocument();
  });
});

/** Issue 39: the dashboard's frame for a Spanish reader. */
describe('dashboard layout in Spanish', () => {
  inSpanish();
  beforeEach(() => {
    resetFakeAuth();
    server.use(http.get(apiUrl('/me/notifications/unread-count'), () => json({ count: 0 })));
  });

  it('names the sidebar, its links, the top bar and the theme switch in Spanish', async () => {
    setAuthState(makeUser({ displayName: 'Ada Gardener', email: 'ada@example.com', photoURL: null }));
    renderDashboard();
    await screen.findByRole('heading', { name: 'Overview page' });

    const sidebar = screen.getByRole('navigation', { name: 'Panel' });
    expect(
      within(sidebar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Inicio',
      'Resumen',
      'Todos los consejos',
      'Mis publicaciones',
      'Consejos que me gustan',
      'Mi plan',
      'Perfil',
    ]);
    expect(screen.getByRole('button', { name: 'Abrir el menú del panel' })).toBeInTheDocument();
    const site = screen.getByRole('navigation', { name: 'Sitio' });
    expect(within(site).getByRole('link', { name: 'Acerca de' })).toHaveAttribute('href', '/#about');
    expect(within(site).getByRole('link', { name: 'Contacto' })).toHaveAttribute('href', '/#contact');
    expect(screen.getByRole('img', { name: 'Foto de perfil de Ada Gardener' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Cambiar al tema (oscuro|claro)$/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
  });
});
