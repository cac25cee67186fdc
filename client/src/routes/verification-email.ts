import { data, redirect } from 'react-router';
import { languageContext } from '../i18n/language.server';
import { formOfNoPage, isDocumentRequest, refuseCrossSite } from '../lib/action.server';
import type { Toast } from '../lib/toast';
import { dataWithToast, redirectWithToast } from '../lib/toast.server';
import { ApiError } from '../lib/api-client';
import { apiFor } from '../lib/api.server';
import { memberContext } from '../lib/request-context';
import type { Route } from './+types/verification-email';

const SITE = 'http://site.invalid';

/** Back to the page the banner was on: a path of this site only (checked once normalised: `/.//x` is `//x`). */
function returnPath(value: FormDataEntryValue | null): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return '/';
  const url = new URL(value, SITE);
  if (url.origin !== SITE || url.pathname.startsWith('//') || url.pathname.startsWith('/\\')) return '/';
  return url.pathname + url.search;
}

/**
 * The verify banner's "Send again": the API e-mails the signed-in member a new verification link
 * (the site's own e-mail, in the page's language unless the member chose one). Its toast rides the
 * flash cookie: a fetcher's page reads it as the root reads itself again; a plain POST (no
 * JavaScript) goes back to the page it came from, which shows it.
 */
export async function action({ request, context }: Route.ActionArgs) {
  refuseCrossSite(request);
  const form = await formOfNoPage(request, context);
  let toast: Toast | null = { kind: 'success', message: 'messages.verificationSent' };
  let status = 200;
  if (!context.get(memberContext)) {
    toast = { kind: 'error', message: 'messages.verificationSendFailed' };
    status = 401;
  } else {
    try {
      await apiFor(context).post('/me/verification-email', { language: context.get(languageContext) });
    } catch (error) {
      // Verified meanwhile (another tab opened the link): nothing to send, and the page read
      // again after this answer has no banner.
      const verified = error instanceof ApiError && error.status === 409;
      toast = verified ? null : { kind: 'error', message: 'messages.verificationSendFailed' };
      status = verified ? 200 : error instanceof ApiError ? error.status : 503;
    }
  }
  if (isDocumentRequest(request)) {
    const back = returnPath(form.get('returnTo'));
    return toast ? redirectWithToast(back, toast) : redirect(back, 303);
  }
  return toast ? dataWithToast({}, toast, { status }) : data({}, status);
}

/** Opened as a page: home. */
export const loader = (_: Route.LoaderArgs) => redirect('/');
