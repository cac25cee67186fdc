import type { Api } from '#app/lib/api-client';
import { listNotifications, markRead, type NotificationPage } from '../api/notifications';

/** What the member reads: one page of notifications as they were (new ones marked), and the unread count once they are read. */
export interface ReadPage {
  /** The page's own address (null: the first page). */
  from: string | null;
  page: NotificationPage;
  /** The unread count after this page was marked read; null when nothing on it was unread. */
  unread: number | null;
}

/**
 * One page of the member's notifications, read: listed as they were (the new ones still say
 * so), then marked read with the API. `path`: an earlier page's nextPage, else the first page.
 */
export async function readNotifications(api: Api, path?: string, signal?: AbortSignal): Promise<ReadPage> {
  const page = await listNotifications(api, path, signal);
  const fresh = page.notifications.filter((n) => !n.read).map((n) => n._id);
  // The first page marks them all (as the page always did); a later page only its own.
  const unread =
    fresh.length === 0 ? null : await markRead(api, path === undefined ? undefined : fresh).catch(() => null);
  return { from: path ?? null, page, unread };
}

/** A later page's address as the browser hands it back: only the API's own notifications list. */
export function notificationsPath(asked: string | null): string | null {
  if (!asked) return null;
  // URL.parse: a value no URL can be made of (`http://[`) is refused like any other, not a 500.
  const url = URL.parse(asked, 'http://api.invalid');
  return url?.origin === 'http://api.invalid' && url.pathname === '/me/notifications'
    ? `${url.pathname}${url.search}`
    : null;
}
