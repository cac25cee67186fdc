import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { paths } from '#app/config/paths';
import { useOnline } from '#app/lib/online';
import { onUnreadChanged } from '../unread-events';

/** How often the count is asked for while the tab is visible. */
export const UNREAD_POLL_MS = 60_000;

/**
 * The member's unread notifications, kept fresh without reloading: read at once, again whenever
 * the tab comes back (focus, or visible again) and every minute while it is visible; a hidden
 * tab asks nothing, nor does a page that is offline. Read from the site's resource route through a fetcher (the browser speaks to
 * the site only). `active` false (a visitor) reads nothing.
 */
export function useUnreadCount(active: boolean): number {
  const fetcher = useFetcher<{ count: number | null }>({ key: 'unread-count' });
  const { load } = fetcher;
  // The notifications page's word (it marked them read) stands until the next read.
  const [announced, setAnnounced] = useState<{ count: number; after: unknown } | null>(null);
  // Offline the bell keeps its last count: a read that cannot arrive would fail the whole page
  // (a fetcher's failure is its route's error); back online it asks at once.
  const online = useOnline();

  useEffect(() => {
    if (!active || !online) return;
    // A read still on its way is replaced by the new one (a fetcher loads one thing at a time).
    const refresh = () => {
      if (document.visibilityState !== 'visible' || !navigator.onLine) return;
      void load(paths.unreadCount);
    };
    refresh();
    const timer = window.setInterval(refresh, UNREAD_POLL_MS);
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [active, online, load]);

  const read = fetcher.data;
  useEffect(() => onUnreadChanged((count) => setAnnounced({ count, after: read })), [read]);

  if (!active) return 0;
  if (announced && announced.after === read) return announced.count;
  return read?.count ?? 0;
}
