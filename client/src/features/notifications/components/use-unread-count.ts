import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { paths } from '../../../config/paths';
import { onUnreadChanged } from '../unread-events';

/** How often the count is asked for while the tab is visible. */
export const UNREAD_POLL_MS = 60_000;

/**
 * The member's unread notifications, kept fresh without reloading: read at once, again whenever
 * the tab comes back (focus, visible or online again) and every minute while it is visible; a hidden
 * tab asks nothing. Read from the site's resource route through a fetcher (the browser speaks to
 * the site only). `active` false (a visitor) reads nothing.
 */
export function useUnreadCount(active: boolean): number {
  const fetcher = useFetcher<{ count: number | null }>({ key: 'unread-count' });
  const { load } = fetcher;
  // The notifications page's word (it marked them read) stands until the next read.
  const [announced, setAnnounced] = useState<{ count: number; after: unknown } | null>(null);

  useEffect(() => {
    if (!active) return;
    // A read still on its way is replaced by the new one (a fetcher loads one thing at a time).
    // Offline the read would fail (React Router asks the site for the route first), and a
    // fetcher's failure takes the page's error boundary: a page read offline must stay up.
    const refresh = () => {
      if (document.visibilityState !== 'visible' || !navigator.onLine) return;
      void load(paths.unreadCount);
    };
    refresh();
    const timer = window.setInterval(refresh, UNREAD_POLL_MS);
    window.addEventListener('focus', refresh);
    window.addEventListener('online', refresh);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.removeEventListener('online', refresh);
      window.clearInterval(timer);
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [active, load]);

  const read = fetcher.data;
  useEffect(() => onUnreadChanged((count) => setAnnounced({ count, after: read })), [read]);

  if (!active) return 0;
  if (announced && announced.after === read) return announced.count;
  return read?.count ?? 0;
}
