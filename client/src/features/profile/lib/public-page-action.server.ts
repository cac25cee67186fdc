import { data } from 'react-router';
import { ApiError, fieldSaid, type Api } from '#app/lib/api-client';
import { parseForm } from '#app/lib/parse-form';
import { savePublicPage } from '../api/public-page';
import { doneWithToast } from '#app/lib/toast.server';
import type { PublicPageSaved } from '../components/public-page-panel';
import { publicPageFormSchema } from './form-schemas';

/** What to say, by code: the API's for a field it refused (the bio), else its refusal (403), else the general failure. */
const refusal = (error: unknown) =>
  error instanceof ApiError && error.problem?.errors?.[0]
    ? fieldSaid(error.problem.errors[0])
    : error instanceof ApiError && error.status === 403
      ? error.said
      : 'people.gardenerPageFailed';

/**
 * "Your gardener page" on the profile page, on the server as the session's member: the bio and
 * whether the garden shows, checked with the contract's schema (its error beside the bio).
 */
export async function publicPageAction(api: Api, request: Request, form: FormData) {
  const submission = parseForm(form, publicPageFormSchema);
  if (submission.status !== 'success')
    return data<PublicPageSaved>({ intent: 'public-page', result: submission.reply() }, { status: 400 });
  try {
    const saved = await savePublicPage(api, submission.value);
    // A fetcher hears the page as saved; a plain POST goes back to the profile page. The toast rides the flash cookie.
    return doneWithToast<PublicPageSaved>(
      request,
      { intent: 'public-page', saved, result: submission.reply() },
      { kind: 'success', message: 'people.gardenerPageSaved' },
    );
  } catch (error) {
    // The form's own words above it, with or without JavaScript (no toast).
    return data<PublicPageSaved>(
      { intent: 'public-page', result: submission.reply({ formErrors: [refusal(error)] }) },
      { status: 400 },
    );
  }
}
