import { useEffect, useState } from 'react';
import { unreadCount } from '../api/notifications';
import { onUnreadChanged } from '../unread-events';
import { browserApi } from '../../../lib/browser-api';

/** How often the count is asked for while the tab is visible. */
export const UNREAD_POLL_MS = 60_000;

/**
 * The member's unread notifications, kept fresh without reloading: read at once, again whenever
 * the tab comes back (focus, or visible again) and every minute while it is visible; a hidden
 * tab asks nothing. `active` false (a visitor) reads nothing.
 */
export function useUnreadCount(active: boolean): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!active) return;
    let alive = true;
    let inFlight = false;
    const refresh = () => {
      if (document.visibilityState !== 'visible' || inFlight) return;
      inFlight = true;
      unreadCount(browserApi)
        .then((value) => alive && setCount(value))
        .catch(() => {})
        .finally(() => (inFlight = false));
    };
    refresh();
    const timer = window.setInterval(refresh, UNREAD_POLL_MS);
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', refresh);
    const stop = onUnreadChanged((value) => setCount(value));
    return () => {
      alive = false;
      window.clearInterval(timer);
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', refresh);
      stop();
    };
  }, [active]);
  return active ? count : 0;
}
