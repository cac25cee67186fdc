import { SAFETY_MESSAGES } from '@green-circle/contract/messages';
import { data, type ActionFunctionArgs } from 'react-router';
import { sendReport } from '../api/safety-api';
import { reportFormSchema } from '../report-form';
import { done, refuseCrossSite } from '../../../lib/action.server';
import { ApiError } from '../../../lib/api-client';
import { apiFor } from '../../../lib/api.server';
import { parseForm } from '../../../lib/parse-form';
import { memberContext } from '../../../lib/request-context';

/**
 * The site's reports route, POST: the report dialog's form (a tip, a comment or a gardener), sent as the session's member.
 * The same dialog on every page posts here; its fetcher hears how it went.
 */
export async function reportAction({ request, context }: ActionFunctionArgs) {
  refuseCrossSite(request);
  if (!context.get(memberContext))
    return data(
      { sent: false, toast: { kind: 'error' as const, message: SAFETY_MESSAGES.reportFailed } },
      { status: 401 },
    );
  const submission = parseForm(await request.formData(), reportFormSchema);
  if (submission.status !== 'success') return data({ sent: false, result: submission.reply() }, { status: 400 });
  try {
    await sendReport(apiFor(context), submission.value);
    return done(request, { sent: true, toast: { kind: 'success' as const, message: SAFETY_MESSAGES.reportSent } });
  } catch (error) {
    // 403 (verify your e-mail) and 429 (the day's reports are sent: until when) say what to do.
    const told = error instanceof ApiError && (error.status === 403 || error.status === 429);
    const message = told ? error.message : SAFETY_MESSAGES.reportFailed;
    return data({ sent: false, toast: { kind: 'error' as const, message } }, { status: told ? error.status : 502 });
  }
}
