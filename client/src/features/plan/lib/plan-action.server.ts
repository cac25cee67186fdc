import type { SubmissionResult } from '@conform-to/react';
import { PLAN_OUTCOMES, type PlanOutcome } from '@green-circle/contract';
import { data, type RouterContextProvider } from 'react-router';
import { serverI18n } from '#app/i18n/catalogue.server';
import type { Language } from '#app/i18n/languages';
import { languageContext } from '#app/i18n/language.server';
import { failure, refusalErrors } from '#app/lib/action.server';
import type { Api } from '#app/lib/api-client';
import { apiFor } from '#app/lib/api.server';
import { parseForm } from '#app/lib/parse-form';
import { photoWords, readPhotoPost } from '#app/lib/photo-post.server';
import { doneWithToast, refusedWithToast } from '#app/lib/toast.server';
import { addToPlan, answerPlanItem, listPlan, markPlanDone, removePlanItem, skipPlanItem } from '../api/plan';
import { planDoneFormSchema } from './form-schemas';
import { DONE_FIELDS, PLAN_PHOTO_FILE } from './plan-fields';

const INTENTS = ['plan-add', 'plan-done', 'plan-skip', 'plan-remove', 'plan-outcome'] as const;
export type PlanIntent = (typeof INTENTS)[number];
export const isPlanIntent = (intent: unknown): intent is PlanIntent => INTENTS.includes(intent as PlanIntent);

/** What a plan write answered: whether it went through (the page's forms read it), the item, and for "Done" its form. */
export interface PlanAnswer {
  ok: boolean;
  intent: PlanIntent;
  id: string | null;
  /**
   * "Done"'s form as the action answered it (conform's submission reply, decision 0016): refused,
   * what was sent with each error beside its field (or above the form); done, an emptied form.
   */
  result?: SubmissionResult<string[]>;
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/** A refusal the API explains (a date in the future, already answered) by its code, else the plan's failure (issue 56). */
const refusal = (error: unknown) => failure(error, 'plan.failed');

/**
 * A plan form's POST as it arrives: urlencoded, or the "Done" form's multipart, whose photo file
 * part (chosen without JavaScript) is uploaded on the way as the session's member and stands in
 * `photo` as if picked; a photo not taken is said in the request's language.
 */
async function readPlanPost(request: Request, api: Api, language: Language) {
  const { formData, photoRefused } = await readPhotoPost(request, api, { [PLAN_PHOTO_FILE]: 'photo' });
  return { form: formData, photoRefused: photoRefused && photoWords(serverI18n(language), photoRefused) };
}

/**
 * The action of a page whose only forms are the plan's (the plan page, the week's "From my
 * plan"), once the route has refused a cross-site post and required a member: the POST read as
 * it arrives (readPlanPost), then done by its intent (planAction); any other intent is a 400.
 */
export async function planPageAction(request: Request, context: Readonly<RouterContextProvider>) {
  const api = apiFor(context);
  const { form, photoRefused } = await readPlanPost(request, api, context.get(languageContext));
  const intent = form.get('intent');
  if (!isPlanIntent(intent)) throw new Response('Unknown action', { status: 400 });
  return planAction(api, request, intent, form, photoRefused);
}

/**
 * Every write of "My plan", on the host as the session's member, by the form's intent (the tip
 * page's "Add to my plan", the week's and the plan page's "Done", "Not this year", "Remove", and
 * the one-tap "Did it work?" of a plan item or of a notification, which names its tip). "Done" is
 * a form (decision 0016): refused, by the form's check or by the API, its answer is the form as
 * sent with each error beside its field, for a fetcher and a plain POST alike (the page again,
 * nothing typed lost, no toast); done, an emptied form and the toast (a plain POST is sent back to
 * the page). The one-tap writes have no form to say a refusal: their toast says it.
 */
export async function planAction(
  api: Api,
  request: Request,
  intent: PlanIntent,
  form: FormData,
  photoRefused: string | null = null,
) {
  const id = text(form, 'id');
  const answer = { intent, id: id || null };
  const told = (message: string, fields: Pick<PlanAnswer, 'result'> = {}) =>
    doneWithToast<PlanAnswer>(request, { ok: true, ...answer, ...fields }, { kind: 'success', message });
  if (intent === 'plan-done') {
    const submission = parseForm(form, planDoneFormSchema);
    // The form refused as it was sent: the page's "Done" of this item draws it again with its errors.
    const refused = (result: SubmissionResult<string[]>) =>
      data<PlanAnswer>({ ok: false, ...answer, result }, { status: 400 });
    // A photo the host could not take (too large, not a photo) is said beside the picker; nothing is marked.
    if (submission.status !== 'success' || photoRefused)
      return refused(submission.reply(photoRefused ? { fieldErrors: { photo: [photoRefused] } } : {}));
    try {
      await markPlanDone(api, id, submission.value);
    } catch (error) {
      const errors = refusalErrors(error, refusal(error), DONE_FIELDS);
      // A photo that is not an upload of the member's own: what to do about it, beside the picker.
      if (errors.fieldErrors?.photo) errors.fieldErrors.photo = ['myPlan.photoNotYours'];
      return refused(submission.reply(errors));
    }
    return told('plan.markedDone', { result: submission.reply({ resetForm: true }) });
  }
  try {
    switch (intent) {
      case 'plan-add': {
        const month = Number(text(form, 'month'));
        await addToPlan(api, {
          tipId: text(form, 'tipId'),
          ...(Number.isInteger(month) && month >= 1 && month <= 12 ? { month } : {}),
          repeats: text(form, 'repeats') !== 'once',
        });
        return told('plan.added');
      }
      case 'plan-skip':
        await skipPlanItem(api, id);
        return told('plan.skipped');
      case 'plan-remove':
        await removePlanItem(api, id);
        return told('plan.removed');
      case 'plan-outcome': {
        const outcome = text(form, 'outcome') as PlanOutcome;
        if (!PLAN_OUTCOMES.includes(outcome)) return oneTapRefused(request, answer, 'plan.failed');
        // A notification names its tip: the member's item of that tip is the one asked about.
        const itemId = id || (await listPlan(api)).find((item) => item.tipId === text(form, 'tipId'))?.id;
        if (!itemId) return oneTapRefused(request, answer, 'plan.noSuchItem');
        await answerPlanItem(api, itemId, outcome);
        return told('plan.answered');
      }
    }
  } catch (error) {
    return oneTapRefused(request, answer, refusal(error));
  }
}

/** A refused write with no form to say it (add, not this year, remove, did it work?): its toast says it. */
const oneTapRefused = (request: Request, answer: Pick<PlanAnswer, 'intent' | 'id'>, message: string) =>
  refusedWithToast<PlanAnswer>(request, { ok: false, ...answer }, { kind: 'error', message });
