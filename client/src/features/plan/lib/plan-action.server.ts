import { PLAN_OUTCOMES, planDate, type PlanOutcome } from '@green-circle/contract';
import { serverI18n } from '#app/i18n/catalogue.server';
import type { Language } from '#app/i18n/languages';
import { failure } from '#app/lib/action.server';
import { ApiError, fieldSaid, type Api } from '#app/lib/api-client';
import { photoWords, readPhotoPost } from '#app/lib/photo-post.server';
import { doneWithToast } from '#app/lib/toast.server';
import { addToPlan, answerPlanItem, listPlan, markPlanDone, removePlanItem, skipPlanItem } from '../api/plan';
import { PLAN_PHOTO_FILE } from './plan-fields';

const INTENTS = ['plan-add', 'plan-done', 'plan-skip', 'plan-remove', 'plan-outcome'] as const;
export type PlanIntent = (typeof INTENTS)[number];
export const isPlanIntent = (intent: unknown): intent is PlanIntent => INTENTS.includes(intent as PlanIntent);

/** What a plan write answered: whether it went through (the page's forms read it), and its toast. */
export interface PlanAnswer {
  ok: boolean;
  intent: PlanIntent;
  id: string | null;
  /** What is wrong with the photo of "Done" (said beside the picker): not taken, or refused by the API. */
  photoError?: string;
  /** What is wrong with what the photo shows (said beside its field, by the API's field code). */
  photoAltError?: string;
}

/** The errors a refused "Done" says beside its fields. */
type DoneErrors = Pick<PlanAnswer, 'photoError' | 'photoAltError'>;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/** A refusal the API explains (a date in the future, already answered) by its code, else the plan's failure (issue 56). */
const refusal = (error: unknown) => failure(error, 'plan.failed');

/** What the API said of one field of "Done", by its code (issue 56), if it refused that field. */
const refusalOf = (error: unknown, field: 'photo' | 'photoAlt') => {
  const refused = error instanceof ApiError ? error.problem?.errors?.find((e) => e.field === field) : undefined;
  return refused && fieldSaid(refused);
};

/**
 * A plan form's POST as it arrives: urlencoded, or the "Done" form's multipart, whose photo file
 * part (chosen without JavaScript) is uploaded on the way as the session's member and stands in
 * `photo` as if picked; a photo not taken is said in the request's language.
 */
export async function readPlanPost(request: Request, api: Api, language: Language) {
  const { formData, photoRefused } = await readPhotoPost(request, api, { [PLAN_PHOTO_FILE]: 'photo' });
  return { form: formData, photoRefused: photoRefused && photoWords(serverI18n(language), photoRefused) };
}

/**
 * Every write of "My plan", on the host as the session's member, by the form's intent (the tip
 * page's "Add to my plan", the week's and the plan page's "Done", "Not this year", "Remove", and
 * the one-tap "Did it work?" of a plan item or of a notification, which names its tip). A fetcher
 * hears `PlanAnswer` with its toast; a plain POST gets the page again with the toast.
 */
export async function planAction(
  api: Api,
  request: Request,
  intent: PlanIntent,
  form: FormData,
  photoRefused: string | null = null,
) {
  const id = text(form, 'id');
  const reply = (ok: boolean, message: string, errors: DoneErrors = {}) =>
    doneWithToast<PlanAnswer>(
      request,
      { ok, intent, id: id || null, ...errors },
      { kind: ok ? 'success' : 'error', message },
    );
  try {
    switch (intent) {
      case 'plan-add': {
        const month = Number(text(form, 'month'));
        await addToPlan(api, {
          tipId: text(form, 'tipId'),
          ...(Number.isInteger(month) && month >= 1 && month <= 12 ? { month } : {}),
          repeats: text(form, 'repeats') !== 'once',
        });
        return reply(true, 'plan.added');
      }
      case 'plan-done': {
        const date = text(form, 'date');
        if (date !== '' && !planDate.safeParse(date).success) return reply(false, 'plan.failed');
        // A photo the host could not take (too large, not a photo) is said beside the picker; nothing is marked.
        if (photoRefused) return reply(false, photoRefused, { photoError: photoRefused });
        const note = text(form, 'note');
        const photo = text(form, 'photo');
        const photoAlt = text(form, 'photoAlt');
        try {
          await markPlanDone(api, id, {
            ...(date ? { date } : {}),
            ...(note ? { note } : {}),
            ...(photo ? { photo } : {}),
            ...(photoAlt ? { photoAlt } : {}),
          });
        } catch (error) {
          // Not an upload, or not the member's own: said beside the picker (and by the toast).
          if (refusalOf(error, 'photo'))
            return reply(false, 'myPlan.photoNotYours', { photoError: 'myPlan.photoNotYours' });
          // What the photo shows, refused (no photo, invisible characters): beside its field, in the reader's words.
          const photoAltError = refusalOf(error, 'photoAlt');
          if (photoAltError) return reply(false, photoAltError, { photoAltError });
          throw error;
        }
        return reply(true, 'plan.markedDone');
      }
      case 'plan-skip':
        await skipPlanItem(api, id);
        return reply(true, 'plan.skipped');
      case 'plan-remove':
        await removePlanItem(api, id);
        return reply(true, 'plan.removed');
      case 'plan-outcome': {
        const outcome = text(form, 'outcome') as PlanOutcome;
        if (!PLAN_OUTCOMES.includes(outcome)) return reply(false, 'plan.failed');
        // A notification names its tip: the member's item of that tip is the one asked about.
        const itemId = id || (await listPlan(api)).find((item) => item.tipId === text(form, 'tipId'))?.id;
        if (!itemId) return reply(false, 'plan.noSuchItem');
        await answerPlanItem(api, itemId, outcome);
        return reply(true, 'plan.answered');
      }
    }
  } catch (error) {
    return reply(false, refusal(error));
  }
}
