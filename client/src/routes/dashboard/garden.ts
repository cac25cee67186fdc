import { replace } from 'react-router';
import { paths } from '#app/config/paths';
import { requireUser } from '#app/features/auth/require-user';
import type { Route } from './+types/garden';

/**
 * Opened as a page (a bookmark, an address typed or shared): what a member expects to find
 * here is "My garden", on the profile page, so it goes there (replacing this entry, so Back does
 * not come back). The garden is saved by the profile page's own action.
 */
async function loader({ request, context }: Route.LoaderArgs) {
  requireUser(request, context);
  return replace(paths.profileGarden);
}

export { loader };
