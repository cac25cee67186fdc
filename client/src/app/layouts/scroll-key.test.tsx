// A page opened as a new document must not take the scroll position another page of the same
// tab left behind (React Router keys every such page "default"): on a shared tip link that
// started the page scrolled down, and the tip arriving then shifted the footer into view.
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '#app/test/render';
import * as mainLayout from './main-layout';

vi.mock('firebase/auth', () => import('#app/test/fake-firebase-auth'));

const STORAGE_KEY = 'react-router-scroll-positions';

function openAsNewDocument(url: string) {
  return renderWithRouter(
    [{ path: '/', Component: mainLayout.default, children: [{ path: '*', element: <h1>Some page</h1> }] }],
    url,
  );
}

describe('scroll restoration', () => {
  let scrollTo: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });
  afterEach(() => {
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it("starts a newly opened page at the top, whatever the tab's previous page left behind", async () => {
    // The login page, opened first in this tab and scrolled to its button, saved its place.
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ default: 480 }));
    openAsNewDocument('/tipDetails/abc');
    await screen.findByRole('heading', { name: 'Some page' });
    expect(scrollTo).not.toHaveBeenCalledWith(0, 480);
  });

  it('gives a reloaded page its own place back', async () => {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ '/tipDetails/abc': 300 }));
    openAsNewDocument('/tipDetails/abc');
    await screen.findByRole('heading', { name: 'Some page' });
    expect(scrollTo).toHaveBeenCalledWith(0, 300);
  });
});
