import { SEASON_MESSAGES } from '@green-circle/contract/messages';
import { replace, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../config/paths';
import { requireUser } from '../../features/auth/require-user';
import { rotateCalendarFeed } from '../../features/seasons/api/reminders';
import type { FeedRotated } from '../../features/seasons/components/feed-address';
import { refusalOr } from '../../features/seasons/lib/refusal';
import { browserApi, requireBrowserUser } from '../../lib/browser-api';
import { notify } from '../../lib/notify';

/**
 * Opened as a page (a bookmark, an address typed or shared): what a member expects to find
 * here is the calendar feed, on the profile page, so it goes there (replacing this entry, so Back does not come back).
 */
async function loader({ request, context }: LoaderFunctionArgs) {
  requireUser(request, context);
  return replace(paths.profileCalendarFeed);
}

/**
 * POST: a new private calendar feed address; the old one answers 404 from now on.
 * The profile page's calendar feed posts here.
 */
export async function clientAction({ request }: ActionFunctionArgs): Promise<FeedRotated> {
  await requireBrowserUser(request);
  try {
    const { url } = await rotateCalendarFeed(browserApi);
    notify.success(SEASON_MESSAGES.feedRotated);
    return { url };
  } catch (error) {
    notify.error(refusalOr(error, SEASON_MESSAGES.feedFailed));
    return { url: null };
  }
}

export { loader };
