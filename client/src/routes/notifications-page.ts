import { data } from 'react-router';
import { requireUser } from '../features/auth/require-user';
import { notificationsPath, readNotifications } from '../features/notifications/lib/read-notifications.server';
import { apiFor } from '../lib/api.server';
import type { Route } from './+types/notifications-page';

/**
 * GET ?from=<an earlier page's nextPage>: the notifications page's "Load more", read (and marked
 * read) as the session's member; an address that is not the notifications list is refused.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireUser(request, context);
  const path = notificationsPath(new URL(request.url).searchParams.get('from'));
  if (!path) throw data('Not a page of your notifications', { status: 400 });
  return readNotifications(apiFor(context), path, request.signal);
}
