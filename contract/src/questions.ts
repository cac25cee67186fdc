import { z } from 'zod';
import { LIMITS } from './constants';
import { objectId, requiredText, visibleText } from './fields';
import { hemisphereSchema } from './garden';
import { plantSlugParam } from './plant-api';
import { QUESTION_LIMITS, QUESTION_SORTS, QUESTION_STATUSES } from './question-texts';
import { ZONES } from './seasons';
import { hasVisibleLetters } from './text';
import { MESSAGES } from './messages';
import { coded } from './said';
import { photoSchema, photosSchema } from './photos';

// Questions a member asks the circle, and the answers (issue 57). A person appears as
// { authorId, displayName, authorPhotoURL }, never by e-mail or uid.

const questionBody = {
  title: visibleText(QUESTION_LIMITS.titleMax),
  details: requiredText(QUESTION_LIMITS.detailsMax, { multiline: true }).refine(
    hasVisibleLetters,
    coded('messages.needsVisibleLetters', MESSAGES.needsVisibleLetters),
  ),
  /** As a tip's: a known plant or free text. */
  plantType: requiredText(LIMITS.plantTypeMax),
  photos: photosSchema,
  /** The asker's garden unless given (shown on the form, changeable). */
  hemisphere: hemisphereSchema,
  zone: z.enum(ZONES).nullable(),
};

/** Body of POST /questions. */
export const questionInputSchema = z.strictObject({
  ...questionBody,
  photos: questionBody.photos.default([]),
  hemisphere: questionBody.hemisphere.optional(),
  zone: questionBody.zone.optional(),
});
export type QuestionInput = z.input<typeof questionInputSchema>;

/** Body of PATCH /questions/{id}: the fields to change (the asker, until the question has an answer). */
export const questionEditSchema = z
  .strictObject(questionBody)
  .partial()
  .refine((edit) => Object.keys(edit).length > 0, 'Nothing to change');
export type QuestionEdit = z.infer<typeof questionEditSchema>;

const answerBody = requiredText(QUESTION_LIMITS.answerMax, { multiline: true }).refine(
  hasVisibleLetters,
  coded('messages.needsVisibleLetters', MESSAGES.needsVisibleLetters),
);

/** Body of POST /questions/{id}/answers. */
export const answerInputSchema = z.strictObject({
  body: answerBody,
  photo: photoSchema.optional(),
  /** A tip that answers it (one the caller may read). */
  tipId: objectId.optional(),
});
export type AnswerInput = z.infer<typeof answerInputSchema>;

/** Body of PATCH /questions/{id}/answers/{answerId}; null takes the photo or the tip away. */
export const answerEditSchema = z
  .strictObject({ body: answerBody, photo: photoSchema.nullable(), tipId: objectId.nullable() })
  .partial()
  .refine((edit) => Object.keys(edit).length > 0, 'Nothing to change');
export type AnswerEdit = z.infer<typeof answerEditSchema>;

/** Body of PUT /questions/{id}/accepted. */
export const acceptInputSchema = z.strictObject({ answerId: objectId });

export const questionIdParams = z.strictObject({ id: objectId });
export const answerIdParams = z.strictObject({ id: objectId, answerId: objectId });

/** Query of GET /questions. */
export const questionListQuerySchema = z.strictObject({
  plant: plantSlugParam.optional(),
  zone: z.enum(ZONES).optional(),
  hemisphere: hemisphereSchema.optional(),
  status: z.enum(QUESTION_STATUSES).optional(),
  q: z.string().trim().max(LIMITS.queryMax).optional(),
  /** A gardener's questions (their public author id). */
  author: z
    .string()
    .regex(/^[0-9a-f]{24}$/, 'Must be an author id')
    .optional(),
  /** The questions a gardener's answer solved (their public author id). */
  solvedBy: z
    .string()
    .regex(/^[0-9a-f]{24}$/, 'Must be an author id')
    .optional(),
  /** The questions a tip solved (its evidence). */
  tip: objectId.optional(),
  /**
   * near: a member's list puts the questions asked near their garden (its hemisphere, within one
   * zone band) first, each part newest first; a visitor's, or a member's with no garden, is newest first.
   */
  sort: z.enum(QUESTION_SORTS).optional(),
  /** Members only: open questions about my plants, near my garden, not mine. */
  couldAnswer: z.enum(['1']).optional(),
  limit: z.coerce.number().int().min(1).max(LIMITS.pageMax).default(QUESTION_LIMITS.pageDefault),
  cursor: z.string().max(200).optional(),
});
export type QuestionListQuery = z.input<typeof questionListQuerySchema>;

const person = {
  displayName: z.string(),
  authorPhotoURL: z.string().nullable(),
  authorId: z.string(),
};
const moderation = z.object({ hiddenAt: z.string(), reason: z.string() });

/** A question as anyone reads it (GET /questions lists these). */
export const questionSchema = z.object({
  _id: objectId,
  title: z.string(),
  details: z.string(),
  plantType: z.string(),
  plantSlug: z.string().nullable(),
  photos: z.array(z.object({ url: z.string(), alt: z.string() })),
  hemisphere: hemisphereSchema,
  zone: z.string().nullable(),
  ...person,
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  answerCount: z.number().int().min(0),
  acceptedAnswerId: objectId.nullable(),
  status: z.enum(QUESTION_STATUSES),
  /** Only for a signed-in caller: true when the caller asked it. */
  mine: z.boolean().optional(),
  /** Only in its asker's own view of a question moderators hid. */
  moderation: moderation.optional(),
});
export type Question = z.infer<typeof questionSchema>;

/** An answer: the accepted one first, then by helpful marks, then oldest first. */
export const answerSchema = z.object({
  _id: objectId,
  questionId: objectId,
  body: z.string(),
  photo: z.object({ url: z.string(), alt: z.string() }).nullable(),
  /** The tip it points at, while the reader may read it. */
  tip: z.object({ _id: objectId, title: z.string() }).nullable(),
  helpfulCount: z.number().int().min(0),
  accepted: z.boolean(),
  ...person,
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  mine: z.boolean().optional(),
  /** Only for a signed-in caller: they marked it helpful. */
  helpfulByMe: z.boolean().optional(),
  moderation: moderation.optional(),
});
export type Answer = z.infer<typeof answerSchema>;

/** GET /questions/{id}. */
export const questionWithAnswersSchema = questionSchema.extend({ answers: z.array(answerSchema) });
export type QuestionWithAnswers = z.infer<typeof questionWithAnswersSchema>;
