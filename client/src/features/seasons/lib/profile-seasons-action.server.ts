import { data } from 'react-router';
import { paths } from '#app/config/paths';
import type { Api } from '#app/lib/api-client';
import { parseForm } from '#app/lib/parse-form';
import { saveGarden } from '../api/garden';
import { doneWithToast } from '#app/lib/toast.server';
import { rotateCalendarFeed } from '../api/reminders';
import type { FeedRotated } from '../components/feed-address';
import type { GardenSaved } from '../garden-form';
import { gardenFormSchema } from './form-schemas';
import { refusalOr } from './refusal';

/**
 * The profile page's "My garden" form, on the server as the session's member: checked with the
 * contract's schema, saved with the API. A fetcher hears the garden as saved; a plain POST (no
 * JavaScript yet) goes back to the garden on the profile page, or gets the page with its error;
 * 'Garden saved' rides the flash cookie either way (decision 0016).
 */
export async function gardenAction(api: Api, request: Request, form: FormData) {
  const submission = parseForm(form, gardenFormSchema);
  if (submission.status !== 'success')
    return data<GardenSaved>({ intent: 'garden', saved: null, result: submission.reply() }, { status: 400 });
  try {
    const saved = await saveGarden(api, submission.value);
    // A fetcher hears the garden as saved; a plain POST goes back to the garden. The toast rides the flash cookie.
    const answer: GardenSaved = { intent: 'garden', saved, result: submission.reply() };
    return doneWithToast(request, answer, { kind: 'success', message: 'season.gardenSaved' }, paths.profileGarden);
  } catch (error) {
    // The form's own words, above its button (no toast), the choice kept.
    const message = refusalOr(error, 'season.gardenSaveFailed');
    const answer: GardenSaved = { intent: 'garden', saved: null, result: submission.reply({ formErrors: [message] }) };
    return data(answer, { status: 400 });
  }
}

/** "New address" for the calendar feed: the old address stops working. */
export async function feedAction(api: Api, request: Request) {
  try {
    const { url } = await rotateCalendarFeed(api);
    const answer: FeedRotated = { intent: 'calendar-feed', url };
    const toast = { kind: 'success', message: 'season.feedRotated' } as const;
    return doneWithToast(request, answer, toast, paths.profileCalendarFeed);
  } catch (error) {
    const message = refusalOr(error, 'season.feedFailed');
    // Said under the address, with or without JavaScript (no toast: the form says it).
    const answer: FeedRotated = { intent: 'calendar-feed', url: null, error: message };
    return data(answer, { status: 400 });
  }
}
