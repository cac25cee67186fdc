// The Firebase SDK stays off a visitor's path, and the member hint follows Firebase's word:
// written on sign-in, kept per tab when "Remember me" is off, removed on sign-out.
import { MESSAGES } from '@green-circle/contract/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as loginRoute from '../../routes/login';
import { resetFakeAuth, setAuthState } from '../../test/fake-firebase-auth';
import { renderWithRouter } from '../../test/render';
import * as mainLayout from './main-layout';

// Records when the app's Firebase module (and so the SDK) is first imported in this file.
const sdk = vi.hoisted(() => ({ imported: false }));
vi.mock('../../lib/firebase', async (importOriginal) => {
  sdk.imported = true;
  return importOriginal();
});
vi.mock('firebase/auth', () => import('../../test/fake-firebase-auth'));

const HINT = 'green-circle:member';
const nav = () => screen.getByRole('navigation', { name: 'Main' });

function renderSite(url: string) {
  return renderWithRouter(
    [
      {
        path: '/',
        Component: mainLayout.Component,
        children: [
          { index: true, element: <h1>Home page</h1> },
          { path: 'auth/login', Component: loginRoute.Component, action: loginRoute.action },
        ],
      },
    ],
    url,
  );
}

async function signIn({ remember }: { remember: boolean }) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'Garden#2024');
  if (!remember) await user.click(screen.getByLabelText('Remember me'));
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(await screen.findByText(MESSAGES.loginSuccess)).toBeInTheDocument();
  return user;
}

describe('the auth provider', () => {
  beforeEach(() => resetFakeAuth());
  afterEach(() => vi.restoreAllMocks());

  // First in the file on purpose: the module registry is per file, and once a later test has
  // loaded the SDK it stays loaded, as it would in a browser tab.
  it("never loads the Firebase SDK on a visitor's public page, and shows Login at once", async () => {
    renderSite('/');
    expect(within(nav()).getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(within(nav()).queryByRole('status')).not.toBeInTheDocument();
    // Give idle callbacks and timers every chance to run: still nothing loaded.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sdk.imported).toBe(false);
  });

  it('writes the hint (name and photo only) when a member signs in, and removes it on sign-out', async () => {
    setAuthState(null);
    renderSite('/auth/login');
    const user = await signIn({ remember: true });

    await waitFor(() => expect(localStorage.getItem(HINT)).not.toBeNull());
    const hint = JSON.parse(localStorage.getItem(HINT)!);
    expect(hint).toEqual({ displayName: 'Ada Gardener', photoURL: null });
    expect(JSON.stringify(hint)).not.toMatch(/ada@example\.com|uid-ada|token/);
    expect(sessionStorage.getItem(HINT)).toBeNull();

    await user.click(within(nav()).getByRole('button', { name: 'Account menu for Ada Gardener' }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await within(nav()).findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(localStorage.getItem(HINT)).toBeNull();
  });

  it('keeps the hint for this tab only when "Remember me" is off', async () => {
    setAuthState(null);
    renderSite('/auth/login');
    await signIn({ remember: false });
    await waitFor(() => expect(sessionStorage.getItem(HINT)).not.toBeNull());
    expect(localStorage.getItem(HINT)).toBeNull();
  });
});
