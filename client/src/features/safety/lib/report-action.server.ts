import { SAFETY_MESSAGES } from '@green-circle/contract/messages';
import { data, redirect, type ActionFunctionArgs } from 'react-router';
import { sendReport } from '../api/safety-api';
import { reportFormSchema } from '../report-form';
import { loginPath, paths } from '../../../config/paths';
import { done, formOf, isDocumentRequest, refuseCrossSite } from '../../../lib/action.server';
import { ApiError } from '../../../lib/api-client';
import { apiFor } from '../../../lib/api.server';
import { parseForm } from '../../../lib/parse-form';
import { memberContext } from '../../../lib/request-context';

/** Where a report page goes back to: a path of this site, else home (never another site). */
export function reportBack(value: unknown): string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')
    ? value
    : '/';
}

/**
 * The site's reports route, POST: the report form (a tip, a comment or a gardener), sent as the
 * session's member. The dialog on every page posts here through its fetcher and hears how it went;
 * the report page posts here as a plain form (before or without JavaScript) and gets the page again
 * with its errors, or, sent, the page that says so.
 */
export async function reportAction({ request, context }: ActionFunctionArgs) {
  refuseCrossSite(request);
  if (!context.get(memberContext)) {
    // A plain form post from a page whose session has ended: to the login, then back to the report page.
    if (isDocumentRequest(request)) {
      const { pathname, search } = new URL(request.url);
      throw redirect(loginPath(pathname + search));
    }
    return data(
      { sent: false, toast: { kind: 'error' as const, message: SAFETY_MESSAGES.reportFailed } },
      { status: 401 },
    );
  }
  const form = await formOf(request);
  const back = reportBack(form.get('back'));
  const submission = parseForm(form, reportFormSchema);
  if (submission.status !== 'success') return data({ sent: false, result: submission.reply() }, { status: 400 });
  try {
    await sendReport(apiFor(context), submission.value);
    return done(
      request,
      { sent: true, toast: { kind: 'success' as const, message: SAFETY_MESSAGES.reportSent } },
      `${paths.reports}?${new URLSearchParams({ sent: '1', back })}`,
    );
  } catch (error) {
    // 403 (verify your e-mail) and 429 (the day's reports are sent: until when) say what to do.
    const told = error instanceof ApiError && (error.status === 403 || error.status === 429);
    const message = told ? error.message : SAFETY_MESSAGES.reportFailed;
    return data(
      { sent: false, result: submission.reply({ formErrors: [message] }), toast: { kind: 'error' as const, message } },
      { status: told ? error.status : 502 },
    );
  }
}
