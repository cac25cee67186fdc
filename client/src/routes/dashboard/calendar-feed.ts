import { replace } from 'react-router';
import { paths } from '#app/config/paths';
import { requireUser } from '#app/features/auth/require-user';
import type { Route } from './+types/calendar-feed';

/**
 * Opened as a page (a bookmark, an address typed or shared): what a member expects to find
 * here is the calendar feed, on the profile page, so it goes there (replacing this entry, so Back
 * does not come back). A new address is asked for with the profile page's own action.
 */
async function loader({ request, context }: Route.LoaderArgs) {
  requireUser(request, context);
  return replace(paths.profileCalendarFeed);
}

export { loader };
