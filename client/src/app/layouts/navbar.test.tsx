import { MESSAGES } from '@green-circle/contract/messages';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as firebaseAuth from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { makeUser, resetFakeAuth, setAuthState } from '#app/test/fake-firebase-auth';
import { answerApi, http, HttpResponse, json, server } from '#app/test/api';
import { loadAuth, loadedAuth, resetAuthSdk } from '#app/lib/auth-sdk';
import { renderWithRouter } from '#app/test/render';
import * as usersApi from '#app/features/auth/api/get-user-by-email';
import * as mainLayout from './main-layout';

vi.mock('firebase/auth', () => import('#app/test/fake-firebase-auth'));

/** A member whose session cookie the server read: it drew their navbar. */
let serverMember: { displayName: string; photoURL: null } | null = null;
const returningMember = () => (serverMember = { displayName: 'Ada Gardener', photoURL: null });

function renderSite(url = '/explore') {
  return renderWithRouter(
    [
      {
        path: '/',
        Component: mainLayout.default,
        children: [
          { index: true, element: <h1>Home page</h1> },
          { path: 'explore', element: <h1>Explore page</h1> },
          { path: 'mytips', element: <h1>My tips page</h1> },
          { path: 'dashboard', element: <h1>Dashboard page</h1> },
        ],
      },
    ],
    url,
    serverMember,
  );
}

let ended = 0;
const nav = () => screen.getByRole('navigation', { name: 'Main' });

describe('navbar', () => {
  beforeEach(() => {
    resetFakeAuth();
    resetAuthSdk();
    serverMember = null;
    ended = 0;
    server.use(
      http.delete('*/auth/session', () => {
        ended += 1;
        return new HttpResponse(null, { status: 204 });
      }),
    );
  });
  afterEach(() => vi.restoreAllMocks());

  it("draws a returning member's avatar from the session alone: the page never loads the Firebase SDK", async () => {
    // The page's own clock: its idle time (where the SDK used to be loaded for a member) can pass.
    vi.useFakeTimers();
    onTestFinished(() => void vi.useRealTimers());
    returningMember();
    renderSite();
    // No spinner and no Login in between: the session's member is drawn from the start.
    expect(within(nav()).getByRole('button', { name: 'Account menu for Ada Gardener' })).toBeInTheDocument();
    expect(within(nav()).getByRole('link', { name: 'My Tips' })).toBeInTheDocument();
    expect(within(nav()).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(within(nav()).queryByRole('status')).not.toBeInTheDocument();
    // Past the page's load and idle time (requestIdleCallback's 3 s at most): still not asked for.
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(loadedAuth()).toBeUndefined();
  });

  it('follows Firebase once a screen has loaded it (here a newer photo)', async () => {
    returningMember();
    renderSite();
    await act(async () => {
      await loadAuth();
    });
    setAuthState(makeUser({ displayName: 'Ada Gardener', photoURL: 'https://example.com/ada-new.png' }));
    const avatar = within(nav()).getByRole('button', { name: 'Account menu for Ada Gardener' });
    await waitFor(() =>
      expect(within(avatar).getByRole('img')).toHaveAttribute('src', 'https://example.com/ada-new.png'),
    );
  });

  it('ends a stale session and offers Login when Firebase, once loaded, knows nobody', async () => {
    returningMember();
    renderSite();
    expect(within(nav()).getByRole('button', { name: 'Account menu for Ada Gardener' })).toBeInTheDocument();
    setAuthState(null);
    await act(async () => {
      await loadAuth();
    });
    expect(await within(nav()).findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(within(nav()).queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
  });

  it('offers Login and the public links to a visitor', async () => {
    setAuthState(null);
    renderSite();
    const bar = nav();
    expect(await within(bar).findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth/login');
    expect(within(bar).getByRole('link', { name: 'Browser Tips' })).toHaveAttribute('href', '/browserTips');
    expect(within(bar).queryByRole('link', { name: 'Share a Tip' })).not.toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: /Switch to (dark|light) theme/ })).toBeInTheDocument();
  });

  it('shows a member the avatar and the member links instead of Login', async () => {
    returningMember();
    setAuthState(makeUser({ displayName: 'Ada Gardener' }));
    renderSite();
    const bar = nav();
    const avatar = await within(bar).findByRole('button', { name: 'Account menu for Ada Gardener' });
    expect(avatar.closest('[data-tip]')).toHaveAttribute('data-tip', 'Ada Gardener');
    // No photo: the member's initials, the app's one avatar fallback.
    expect(within(avatar).getByRole('img')).toHaveAttribute('data-initials', 'AG');
    expect(within(bar).getByRole('link', { name: 'Share a Tip' })).toHaveAttribute('href', '/gardentip');
    expect(within(bar).getByRole('link', { name: 'My Tips' })).toHaveAttribute('href', '/mytips');
    expect(within(bar).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('opens the avatar dropdown and closes it on an outside click', async () => {
    returningMember();
    setAuthState(makeUser());
    const user = userEvent.setup();
    renderSite();
    const avatar = await screen.findByRole('button', { name: 'Account menu for Ada Gardener' });

    await user.click(avatar);
    expect(avatar).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();

    await user.click(screen.getByRole('heading', { name: 'Explore page' }));
    expect(avatar).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it.each([
    ['moderator', true],
    ['admin', true],
    ['member', false],
  ] as const)('offers a %s the Moderation link in the avatar dropdown: %s', async (role, shown) => {
    answerApi({ 'GET /users?email=ada%40example.com': json([{ email: 'ada@example.com', role }]) });
    const lookup = vi.spyOn(usersApi, 'getUsersByEmail');
    returningMember();
    setAuthState(makeUser());
    const user = userEvent.setup();
    renderSite();
    await user.click(await screen.findByRole('button', { name: 'Account menu for Ada Gardener' }));
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    if (shown) expect(await screen.findByRole('link', { name: 'Moderation' })).toHaveAttribute('href', '/moderation');
    else {
      // Once the role has come back and the menu has drawn it (not after some time).
      await waitFor(() => expect(lookup).toHaveBeenCalledOnce());
      await act(async () => {
        await lookup.mock.results[0]!.value;
      });
      expect(screen.queryByRole('link', { name: 'Moderation' })).not.toBeInTheDocument();
    }
  });

  it('closes the avatar dropdown on Escape and returns focus to the avatar', async () => {
    returningMember();
    setAuthState(makeUser());
    const user = userEvent.setup();
    renderSite();
    const avatar = await screen.findByRole('button', { name: 'Account menu for Ada Gardener' });

    await user.click(avatar);
    await user.tab();
    expect(screen.getByRole('link', { name: 'This week in my garden' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(avatar).toHaveFocus();
  });

  it('logs out from the dropdown: toast, then home, then Login again', async () => {
    returningMember();
    setAuthState(makeUser());
    const user = userEvent.setup();
    renderSite('/mytips');

    await user.click(await screen.findByRole('button', { name: 'Account menu for Ada Gardener' }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText(MESSAGES.logoutSuccess)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(await within(nav()).findByRole('link', { name: 'Login' })).toBeInTheDocument();
    // The session route ended the session; the SDK was never loaded, so nothing signed Firebase out.
    expect(ended).toBe(1);
    expect(loadedAuth()).toBeUndefined();
    expect(firebaseAuth.signOut).not.toHaveBeenCalled();
  });

  it('signs Firebase out too where a screen had loaded it', async () => {
    returningMember();
    setAuthState(makeUser());
    const user = userEvent.setup();
    renderSite('/mytips');
    await act(async () => {
      await loadAuth();
    });
    await user.click(await screen.findByRole('button', { name: 'Account menu for Ada Gardener' }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(firebaseAuth.signOut).toHaveBeenCalledTimes(1);
    expect(ended).toBe(1);
  });

  it('shows "Logout error:" with the reason when signing out fails', async () => {
    server.use(http.delete('*/auth/session', () => HttpResponse.error()));
    returningMember();
    setAuthState(makeUser());
    const user = userEvent.setup();
    renderSite('/mytips');

    await user.click(await screen.findByRole('button', { name: 'Account menu for Ada Gardener' }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText(/^Logout error: \S/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'My tips page' })).toBeInTheDocument();
  });

  it('closes the mobile menu when an item is chosen', async () => {
    returningMember();
    setAuthState(makeUser());
    const user = userEvent.setup();
    renderSite('/explore');

    const hamburger = await screen.findByRole('button', { name: 'Open menu' });
    await user.click(hamburger);
    const menu = document.getElementById(hamburger.getAttribute('aria-controls')!)!;
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'This Week',
      'Home',
      'Explore',
      'Browser Tips',
      'Plants',
      'Questions',
      'Share a Tip',
      'My Tips',
      'Dashboard',
    ]);
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();

    await user.click(within(menu).getByRole('link', { name: 'My Tips' }));
    expect(await screen.findByRole('heading', { name: 'My tips page' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false'),
    );
  });
});
