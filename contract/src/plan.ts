import { z } from 'zod';
import { CONVERSATION_LIMITS, PLAN_OUTCOMES } from './constants';
import { PHOTO_ALT_NEEDS_PHOTO, describesAPhoto, reportPhotoAlt } from './conversation';
import { objectId, safeText } from './fields';
import { UPLOAD_PATH } from './uploads';

// "My plan" (issue 58): tips a member means to follow, when, what they did, and whether it worked.

/** The "I tried this" outcome an answer becomes. */
export const TRIAL_OF_PLAN_OUTCOME = { worked: 'worked', partly: 'partly', didnt: 'failed' } as const;

/** How long a tip's result takes to show, as its author says (weeks after "Done" the member is asked). */
export const RESULT_WEEKS = { min: 1, max: 16, default: 4 } as const;

/** Texts of the plan the API may answer with (their codes are `plan.<key>`). */
export const PLAN_MESSAGES = {
  noSuchItem: 'You have no plan item with this id',
  alreadyClosed: 'This plan item is already done or set aside for this year',
  notDoneYet: 'Mark this plan item done before saying whether it worked',
  alreadyAnswered: 'You already said whether this worked',
  alreadyReported: 'You already reported on this tip',
  ownTip: 'You cannot report on your own tip',
  dateInFuture: 'The day it was done cannot be in the future',
  dateTooOld: 'The day it was done must be within the last year',
  linkInvalid: 'This link is not valid or was already used',
  notYourTip: 'Only the tip’s author can say how long its result takes',
  // The site's toasts (their codes are plan.<key> too).
  added: 'Added to your plan.',
  markedDone: 'Marked done. We will ask you later whether it worked.',
  skipped: 'Set aside for this year.',
  removed: 'Removed from your plan.',
  answered: 'Thank you: your answer is on the tip.',
  failed: 'Your plan could not be changed just now. Please try again.',
} as const;

const month = z.number().int().min(1).max(12);
/** YYYY-MM, a month of a year. */
const yearMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Must be a month as YYYY-MM');
/** YYYY-MM-DD. */
export const planDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a date as YYYY-MM-DD')
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    'Must be a date as YYYY-MM-DD',
  );

/** Body of POST /me/plan: the tip, the month in the member's garden (default: the next time it is in season), yearly or once. */
export const planInputSchema = z.strictObject({
  tipId: objectId,
  month: month.optional(),
  repeats: z.boolean().default(true),
});
export type PlanInput = z.input<typeof planInputSchema>;

/** Body of PATCH /me/plan/{id}. */
export const planChangeSchema = z
  .strictObject({ month: month.optional(), repeats: z.boolean().optional() })
  .refine((body) => body.month !== undefined || body.repeats !== undefined, 'Say what to change: month or repeats');

/**
 * Body of POST /me/plan/{id}/done: the day (default today), a note, a photo and what the photo
 * shows (its alt on the tip's evidence), carried into the report.
 */
export const planDoneSchema = z
  .strictObject({
    date: planDate.optional(),
    note: safeText(CONVERSATION_LIMITS.trialNoteMax, { multiline: true }).optional(),
    photo: z.string().trim().regex(UPLOAD_PATH, 'Must be a photo you uploaded').optional(),
    photoAlt: reportPhotoAlt.optional(),
  })
  .refine(describesAPhoto, PHOTO_ALT_NEEDS_PHOTO);
export type PlanDone = z.infer<typeof planDoneSchema>;

/** Body of POST /me/plan/{id}/outcome and /plan/outcome/{token}. */
export const planOutcomeSchema = z.strictObject({ outcome: z.enum(PLAN_OUTCOMES) });

/** ?from=&to= of GET /me/plan: the months (YYYY-MM) an item is due or done in. */
export const planQuerySchema = z.strictObject({ from: yearMonth.optional(), to: yearMonth.optional() });

/** The signed link's token (base64url). */
export const planLinkTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{40,300}$/, PLAN_MESSAGES.linkInvalid);

/** Body of PUT /gardenTips/{id}/result-weeks (the tip's author). */
export const resultWeeksSchema = z.strictObject({
  weeks: z.number().int().min(RESULT_WEEKS.min).max(RESULT_WEEKS.max),
});

/** One plan item as its owner reads it. */
export const planItemSchema = z.object({
  id: z.string(),
  tipId: objectId,
  title: z.string(),
  image: z.string(),
  /** The month (1..12) in the member's garden. */
  month,
  repeats: z.boolean(),
  /** The occurrence still to do (YYYY-MM), or null for a one-off that is done or set aside. */
  due: yearMonth.nullable(),
  /** The latest "Done": its day, note, photo and what the photo shows ('' when not said). */
  done: z.object({ on: z.string(), note: z.string(), photo: z.string().nullable(), photoAlt: z.string() }).nullable(),
  /** The latest year set aside ("Not this year"). */
  skippedYear: z.number().int().nullable(),
  /** When "Did it work?" is asked (ISO day) and whether it was. */
  followUp: z.object({ on: z.string(), state: z.enum(['pending', 'asked', 'cancelled']) }).nullable(),
  outcome: z.enum(PLAN_OUTCOMES).nullable(),
  createdAt: z.string(),
});
export type PlanItem = z.infer<typeof planItemSchema>;

/** What a signed outcome link shows before it is used. */
export const planLinkInfoSchema = z.object({
  tipId: objectId,
  title: z.string(),
  doneOn: z.string(),
  outcome: z.enum(PLAN_OUTCOMES).nullable(),
});
export type PlanLinkInfo = z.infer<typeof planLinkInfoSchema>;

/** GET /gardenTips/{id} adds these: members with the tip in their plan this season, and those who did it. */
export const planCountsSchema = z.object({ planned: z.number().int().min(0), done: z.number().int().min(0) });
export type PlanCounts = z.infer<typeof planCountsSchema>;
