// A page rendered on the server is hydrated in the browser (src/prerender, src/main.tsx). The
// server cannot know who reads or which theme they chose, so the first render in the browser
// must draw what the server drew, and the reader's own state follows right after.
import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeMemberHint } from '../../lib/member-hint';
import { resetFakeAuth } from '../../test/fake-firebase-auth';
import { AppProviders } from '../providers';
import { Navbar } from './navbar';

vi.mock('firebase/auth', () => import('../../test/fake-firebase-auth'));

function page(): ReactNode {
  const router = createMemoryRouter([{ path: '/', Component: Navbar }], { initialEntries: ['/'] });
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

describe('a page rendered on the server, then hydrated', () => {
  let root: Root | undefined;
  let container: HTMLElement;
  beforeEach(() => {
    resetFakeAuth();
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    container.remove();
    localStorage.clear();
    document.documentElement.removeAttribute('data-theme');
  });

  /** The server's HTML (React's server snapshot: nobody known), then hydration in the browser. */
  async function serverThenBrowser() {
    container.innerHTML = renderToString(page());
    const serverNav = container.innerHTML;
    const recoverable = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, page(), { onRecoverableError: recoverable });
    });
    return { serverNav, recoverable };
  }

  it("draws neither Login nor an avatar on the server, and a returning member's avatar once hydrated, without a mismatch", async () => {
    writeMemberHint({ displayName: 'Ada Gardener', photoURL: null }, 'local');
    localStorage.setItem('theme', 'dark');
    document.documentElement.setAttribute('data-theme', 'dark');
    const { serverNav, recoverable } = await serverThenBrowser();

    expect(serverNav).not.toContain('Account menu for');
    expect(serverNav).not.toContain('href="/auth/login"');
    expect(serverNav).toContain('Switch to dark theme');
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('button[aria-label="Account menu for Ada Gardener"]')).not.toBeNull();
    expect(container.querySelector('a[href="/auth/login"]')).toBeNull();
    // The reader's theme: the label follows it, and the page keeps the colours index.html chose.
    expect(container.querySelector('button[aria-label="Switch to light theme"]')).not.toBeNull();
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
  });

  it('shows a visitor Login once hydrated', async () => {
    const { recoverable } = await serverThenBrowser();
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('a[href="/auth/login"]')?.textContent).toBe('Login');
    expect(container.querySelector('[aria-label^="Account menu for"]')).toBeNull();
  });

  it('a mismatch would be reported (the check above can fail)', async () => {
    container.innerHTML = renderToString(page()).replace('Green Circle', 'Brown Square');
    const recoverable = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, page(), { onRecoverableError: recoverable });
    });
    expect(recoverable).toHaveBeenCalled();
  });
});
