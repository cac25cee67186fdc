import { SEASON_MESSAGES } from '@green-circle/contract/messages';
import type { ActionFunctionArgs } from 'react-router';
import { requireUser } from '../../features/auth/require-user';
import { rotateCalendarFeed } from '../../features/seasons/api/reminders';
import type { FeedRotated } from '../../features/seasons/components/feed-address';
import { refusalOr } from '../../features/seasons/lib/refusal';
import { notify } from '../../lib/notify';

/**
 * POST: a new private calendar feed address; the old one answers 404 from now on.
 * Action only: the profile page's calendar feed posts here.
 */
export async function clientAction({ request }: ActionFunctionArgs): Promise<FeedRotated> {
  await requireUser(request);
  try {
    const { url } = await rotateCalendarFeed();
    notify.success(SEASON_MESSAGES.feedRotated);
    return { url };
  } catch (error) {
    notify.error(refusalOr(error, SEASON_MESSAGES.feedFailed));
    return { url: null };
  }
}
