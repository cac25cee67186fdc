import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '#app/config/paths';
import { unreadCountLoader } from '../lib/unread-count.server';
import { apiUrl, http, json, server } from '#app/test/api';
import { requestContext, sessionMember } from '#app/test/request-context';
import { announceUnread } from '../unread-events';
import { NotificationBell } from './notification-bell';
import { UNREAD_POLL_MS } from './use-unread-count';

/** Answers the unread count with each value in turn (the last one from then on); counts the calls. */
let askedAs: string | null = null;
function answerCounts(...counts: number[]) {
  let calls = 0;
  server.use(
    http.get(apiUrl('/me/notifications/unread-count'), ({ request }) => {
      askedAs = request.headers.get('Authorization');
      return json({ count: counts[Math.min(calls++, counts.length - 1)] });
    }),
  );
  return () => calls;
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
}

const bell = () => screen.getByRole('link', { name: /^Notifications/ });

/** The bell on a page of the site, whose resource route reads the count as the session's member. */
function showBell(active: boolean) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <NotificationBell active={active} to="/notifications" /> },
      { path: paths.unreadCount, loader: unreadCountLoader },
    ],
    { getContext: () => requestContext(sessionMember()) },
  );
  return render(<RouterProvider router={router} />);
}

describe('NotificationBell', () => {
  afterEach(() => {
    setVisibility('visible');
    vi.restoreAllMocks();
  });

  it('shows the unread count and refreshes it when the tab regains focus, without a reload', async () => {
    const calls = answerCounts(0, 2);
    showBell(true);
    await waitFor(() => expect(calls()).toBe(1));
    expect(bell()).toHaveAccessibleName('Notifications');
    act(() => void window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
    expect(screen.getByTestId('unread-count')).toHaveTextContent('2');
    expect(bell()).toHaveAttribute('href', '/notifications');
    // Read by the site's resource route as the session's member: the browser holds no token.
    expect(askedAs).toMatch(/^Session /);
  });

  it('asks every minute while the tab is visible, and not while it is hidden', async () => {
    const intervals: Array<[() => void, number | undefined]> = [];
    const realSetInterval = window.setInterval.bind(window);
    vi.spyOn(window, 'setInterval').mockImplementation(((handler: () => void, ms?: number) => {
      intervals.push([handler, ms]);
      return realSetInterval(() => {}, 1_000_000);
    }) as typeof window.setInterval);
    const calls = answerCounts(1, 3, 5);
    showBell(true);
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'));
    const [tick, ms] = intervals.find(([, every]) => every === UNREAD_POLL_MS)!;
    expect(ms).toBeLessThanOrEqual(60_000);
    act(() => tick());
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 3 unread'));
    setVisibility('hidden');
    act(() => tick());
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    setVisibility('visible');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 5 unread'));
    // The hidden tab's tick and visibility change asked nothing: this was the third call, no more
    // (any call of theirs, made before it, would have been answered before it).
    expect(calls()).toBe(3);
  });

  it('takes the count the notifications page announces, and reads nothing for a visitor', async () => {
    const calls = answerCounts(4);
    const { unmount } = showBell(true);
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 4 unread'));
    act(() => announceUnread(0));
    expect(bell()).toHaveAccessibleName('Notifications');
    unmount();
    showBell(false);
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(bell()).toHaveAccessibleName('Notifications');
    expect(calls()).toBe(1);
  });
});
