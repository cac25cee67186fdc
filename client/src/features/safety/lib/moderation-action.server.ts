import { data } from 'react-router';
import { failure, refusalErrors } from '#app/lib/action.server';
import { accepted } from '#app/lib/form';
import type { Api } from '#app/lib/api-client';
import { parseForm } from '#app/lib/parse-form';
import { doneWithToast } from '#app/lib/toast.server';
import { takeModerationAction } from '../api/safety-api';
import { moderationFormSchema } from './form-schemas';
import { moderationFormId, type ModerationAnswer } from './moderation-form';

/**
 * A moderator's hide, restore, dismiss or suspend on one reported thing, as the session's member
 * (the API decides who may). A refused form comes back as it was sent, its errors beside the reason
 * or the days (or above the form); one that worked answers an emptied form and its toast rides the
 * flash cookie (decision 0016); a plain POST (no JavaScript yet) that worked gets the page again.
 */
export async function moderationAction(api: Api, request: Request, form: FormData) {
  const formId = moderationFormId(String(form.get('kind') ?? ''), String(form.get('id') ?? ''));
  const submission = parseForm(form, moderationFormSchema);
  if (submission.status !== 'success')
    return data({ ok: false, form: formId, result: submission.reply() } as ModerationAnswer, { status: 400 });
  const { kind, id, authorId, action, reason, days } = submission.value;
  // A tip's or comment's author is suspended as a gardener.
  const suspendAuthor = action === 'suspend' && kind !== 'gardener';
  try {
    await takeModerationAction(api, {
      target: suspendAuthor ? { kind: 'gardener', id: authorId ?? '' } : { kind, id },
      action,
      reason,
      ...(action === 'suspend' ? { days } : {}),
    });
    const answer: ModerationAnswer = { ok: true, form: formId, ...accepted(submission) };
    return doneWithToast(request, answer, { kind: 'success', message: 'safety.moderationDone' });
  } catch (error) {
    const message = failure(error, 'safety.moderationFailed');
    const result = submission.reply(refusalErrors(error, message, ['reason', 'days']));
    return data({ ok: false, form: formId, result } as ModerationAnswer, { status: 400 });
  }
}
