import { data, redirect, type ActionFunctionArgs } from 'react-router';
import { sendReport } from '../api/safety-api';
import { reportFormSchema } from '../report-form';
import { loginPath, paths } from '#app/config/paths';
import { formOf, isDocumentRequest, refuseCrossSite } from '#app/lib/action.server';
import { ApiError } from '#app/lib/api-client';
import { apiFor } from '#app/lib/api.server';
import { parseForm } from '#app/lib/parse-form';
import { memberContext } from '#app/lib/request-context';
import { dataWithToast } from '#app/lib/toast.server';

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
    // The dialog's form says it above its buttons (conform's form error).
    return data(
      { sent: false, result: { status: 'error' as const, error: { '': ['safety.reportFailed'] } } },
      { status: 401 },
    );
  }
  const form = await formOf(request);
  const back = reportBack(form.get('back'));
  const submission = parseForm(form, reportFormSchema);
  if (submission.status !== 'success') return data({ sent: false, result: submission.reply() }, { status: 400 });
  try {
    await sendReport(apiFor(context), submission.value);
    // The dialog's answer: its toast rides the flash cookie (decision 0016), shown on the page it
    // was opened on. A plain POST lands on the report page that says it was sent (no toast twice).
    if (isDocumentRequest(request))
      return redirect(`${paths.reports}?${new URLSearchParams({ sent: '1', back })}`, 303);
    return dataWithToast({ sent: true }, { kind: 'success', message: 'safety.reportSent' });
  } catch (error) {
    // 403 (verify your e-mail) and 429 (the day's reports are sent: until when) say what to do.
    const told = error instanceof ApiError && (error.status === 403 || error.status === 429);
    const message = told ? error.said : 'safety.reportFailed';
    // Said above the form's buttons, what was chosen kept (no toast: the form says it).
    return data(
      { sent: false, result: submission.reply({ formErrors: [message] }) },
      { status: told ? error.status : 502 },
    );
  }
}
