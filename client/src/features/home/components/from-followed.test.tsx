import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FromFollowed } from './from-followed';

/** Stands for the route's error boundary: what a failed section must never reach. */
class RouteBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError = () => ({ failed: true });
  render = () => (this.state.failed ? <p>The page failed</p> : this.props.children);
}

const page = (tips: Promise<never[]>) =>
  render(
    <MemoryRouter>
      <RouteBoundary>
        <p>The rest of the page</p>
        <FromFollowed tips={tips} moreHref="/browserTips?following=1" renderTips={() => <p>tips</p>} />
      </RouteBoundary>
    </MemoryRouter>,
  );

describe('From gardeners you follow', () => {
  it("shows nothing when its read fails (a session revoked as the page loads): the page stays, not the route's error", async () => {
    const failed = Promise.reject(new Error('Unexpected Server Error'));
    failed.catch(() => {});
    page(failed);
    // Await has seen the promise settle.
    await act(() => failed.catch(() => {}));
    expect(await screen.findByText('The rest of the page')).toBeInTheDocument();
    expect(screen.queryByText('The page failed')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
