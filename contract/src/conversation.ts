import { z } from 'zod';
import { coded } from './said';
import { CONVERSATION_LIMITS, LIMITS, TRIAL_OUTCOMES } from './constants';
import { objectId, requiredText, safeText } from './fields';
import { CONVERSATION_MESSAGES, MESSAGES } from './messages';
import { publicPersonSchema } from './people';
import { HEMISPHERES, ZONES } from './seasons';
import { hasVisibleLetters } from './text';
import { UPLOAD_PATH } from './uploads';

// Comments under a tip and "I tried this" reports. A person appears as
// { authorId, displayName, authorPhotoURL } (SHAPES.md), never by e-mail or uid.

/** A comment's text: plain text with line breaks, 1..2,000 characters, a visible letter, nothing invisible (as titles). */
export const commentBody = requiredText(CONVERSATION_LIMITS.commentMax, { multiline: true }).refine(
  hasVisibleLetters,
  coded('messages.needsVisibleLetters', MESSAGES.needsVisibleLetters),
);

/** Body of POST /gardenTips/{id}/comments; a reply names the comment it answers (a reply's reply joins its thread). */
export const commentInputSchema = z.strictObject({ body: commentBody, parentId: objectId.optional() });
export type CommentInput = z.infer<typeof commentInputSchema>;

/** Body of PATCH /comments/{id}. */
export const commentEditSchema = z.strictObject({ body: commentBody });

/** A comment as anyone reads it. A deleted one that still has replies keeps its place with an empty body. */
export const commentSchema = z.object({
  _id: objectId,
  tipId: objectId,
  /** The thread's first comment; null for a comment that starts a thread. */
  parentId: objectId.nullable(),
  body: z.string(),
  ...publicPersonSchema.shape,
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  deleted: z.boolean(),
  /**
   * Hidden by moderators: anyone but its author reads it as "Removed by moderators",
   * with an empty body; its replies stay.
   */
  removed: z.boolean().optional(),
  /** Only in its author's own view of a comment moderators hid: when and why. */
  moderation: z.object({ hiddenAt: z.string(), reason: z.string() }).optional(),
  /** Only for a signed-in caller: true when the caller wrote it. */
  mine: z.boolean().optional(),
});
export type Comment = z.infer<typeof commentSchema>;

/** ?limit=&cursor= of the comment and trial lists. */
export const conversationPageQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(LIMITS.pageMax).default(CONVERSATION_LIMITS.commentsPage),
  cursor: z.string().max(200).optional(),
});

/** A trial's photo: one of the caller's uploads (checked on the server), by its address. */
const uploadPath = z.string().trim().regex(UPLOAD_PATH, 'Must be a photo you uploaded');

/** What a report's photo shows, in the member's words: the photo's alt on the tip's evidence (as a tip's imageAlt). */
export const reportPhotoAlt = safeText(LIMITS.imageAltMax);

/** A report's photo and what it shows, as a form or a body sends them: words with no photo describe nothing. */
export const describesAPhoto = (body: { photo?: string | undefined; photoAlt?: string | undefined }) =>
  !body.photoAlt || Boolean(body.photo);
/** describesAPhoto's refusal: under `photoAlt`, by code (`schema.refine(describesAPhoto, PHOTO_ALT_NEEDS_PHOTO)`). */
export const PHOTO_ALT_NEEDS_PHOTO = {
  path: ['photoAlt'],
  ...coded('conversation.photoAltWithoutPhoto', CONVERSATION_MESSAGES.photoAltWithoutPhoto),
};

/** The fields of PUT /gardenTips/{id}/trials/me (the report form parses with them too). */
export const trialInputFields = {
  outcome: z.enum(TRIAL_OUTCOMES),
  note: safeText(CONVERSATION_LIMITS.trialNoteMax, { multiline: true }).optional(),
  photo: uploadPath.optional(),
  photoAlt: reportPhotoAlt.optional(),
  month: z.number().int().min(1).max(12).optional(),
};

/** Body of PUT /gardenTips/{id}/trials/me. */
export const trialInputSchema = z.strictObject(trialInputFields).refine(describesAPhoto, PHOTO_ALT_NEEDS_PHOTO);
export type TrialInput = z.infer<typeof trialInputSchema>;

/** One report, newest first in GET /gardenTips/{id}/trials. Hemisphere and zone are the member's garden when they reported. */
export const trialSchema = z.object({
  _id: objectId,
  outcome: z.enum(TRIAL_OUTCOMES),
  note: z.string(),
  photo: z.string().nullable(),
  /** What the photo shows, in the reporter's words ('' when they said nothing, or there is no photo). */
  photoAlt: z.string(),
  month: z.number().int().min(1).max(12).nullable(),
  hemisphere: z.enum(HEMISPHERES),
  zone: z.string().nullable(),
  ...publicPersonSchema.shape,
  createdAt: z.string(),
  updatedAt: z.string(),
  mine: z.boolean().optional(),
});
export type Trial = z.infer<typeof trialSchema>;

/** How many reports a tip has, by outcome (every tip view carries it). */
export interface TrialSummary {
  worked: number;
  partly: number;
  failed: number;
}
export const EMPTY_TRIALS: TrialSummary = { worked: 0, partly: 0, failed: 0 };

/**
 * The zones "near" a zone: itself and one step either side in ZONES' order (6b, 7a, 7b for 7a).
 * null means any zone: the reader is "not sure" or never said.
 */
export function zonesNear(zone: string | undefined | null): string[] | null {
  const order = ZONES.filter((z) => z !== 'not sure');
  const at = zone ? order.indexOf(zone) : -1;
  if (at === -1) return null;
  return order.slice(Math.max(0, at - 1), at + 2);
}
