import { data, type LoaderFunctionArgs } from 'react-router';
import { apiFor } from '#app/lib/api.server';
import { memberContext } from '#app/lib/request-context';
import { unreadCount } from '../api/notifications';

/**
 * The site's notifications/unread-count route: the session's member's unread notifications
 * ({ count }), for the navbar's bell (a fetcher asks it now and then). A visitor has none; a count
 * that cannot be read is said as a 503.
 */
export async function unreadCountLoader({ request, context }: LoaderFunctionArgs) {
  if (!context.get(memberContext)) return { count: 0 };
  try {
    return { count: await unreadCount(apiFor(context), request.signal) };
  } catch {
    return data({ count: null }, { status: 503 });
  }
}
