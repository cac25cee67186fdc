import { z } from 'zod';
import { peopleTipQuery, publicPersonSchema } from './people';
import { AVAILABILITIES, CATEGORIES, DIFFICULTIES, LIMITS, TIP_SORTS, TRIAL_OUTCOMES } from './constants';
import { imageUrl, objectId, requiredText, safeText, visibleText } from './fields';
import { hemisphereSchema, monthsSchema } from './garden';
import { plantSlugParam } from './plant-api';
import { photosSchema } from './photos';

/**
 * The fields a member writes (create and update). Unknown keys, among them
 * likes, email, displayName, authorUid and _id, are stripped: they come from the
 * token and the store, never from the body.
 */
export const tipInputSchema = z.object({
  title: visibleText(LIMITS.titleMax),
  plantType: requiredText(LIMITS.plantTypeMax),
  difficulty: z.enum(DIFFICULTIES),
  category: z.enum(CATEGORIES),
  description: requiredText(LIMITS.descriptionMax, { multiline: true }),
  image: imageUrl,
  /** A short description of the photo for screen readers; absent or empty when not given. */
  imageAlt: safeText(LIMITS.imageAltMax).optional(),
  availability: z.enum(AVAILABILITIES),
  /** Optional: the months (1..12) the tip applies in, in the author's hemisphere. */
  months: monthsSchema.optional(),
  /**
   * Optional (issue 57): up to four of the member's own uploads, each with what it shows. The
   * first is the cover, the photo `image` names (its alt becomes imageAlt). Absent on an update:
   * the photos after the cover stay as they are.
   */
  photos: photosSchema.optional(),
});
export type TipInput = z.infer<typeof tipInputSchema>;

/**
 * A tip as the API returns it to anyone: the author by name, avatar and a public id, never by
 * e-mail or Firebase uid (those stay in the store; see StoredTip on the server).
 */
export const tipSchema = tipInputSchema.extend({
  _id: objectId,
  /**
   * The cover (image, imageAlt) first, then the photos after it. The API always sends it; a tip
   * from before photos has its image alone (alt '' when it had none).
   */
  photos: z.array(z.object({ url: z.string(), alt: z.string() })).optional(),
  likes: z.number().int().min(0),
  /** The author (their avatar as it was when the tip was written or last updated). */
  ...publicPersonSchema.shape,
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * The author's hemisphere when the tip was written: the one its months are meant in. The API
   * always sends it; a reader treats a missing one as north.
   */
  hemisphere: hemisphereSchema.optional(),
  /** Only for a signed-in caller: true when the caller wrote the tip. */
  mine: z.boolean().optional(),
  /** Only on GET /gardenTips/{id} for a signed-in caller. */
  likedByMe: z.boolean().optional(),
  /** Comments that are not deleted. The API always sends it; a reader treats a missing one as 0. */
  commentCount: z.number().int().min(0).optional(),
  /** "I tried this" reports by outcome. The API always sends it. */
  trials: z.object({ worked: z.number().int(), partly: z.number().int(), failed: z.number().int() }).optional(),
  /** Only on GET /gardenTips/{id}: members with it in their plan this season, and those who did it (issue 58). */
  planned: z.number().int().min(0).optional(),
  done: z.number().int().min(0).optional(),
  /** Only on GET /gardenTips/{id}: weeks after "Done" its follower is asked whether it worked. */
  resultWeeks: z.number().int().min(1).max(16).optional(),
  /** For a signed-in caller, their own report's outcome, or null. */
  myTrial: z.enum(TRIAL_OUTCOMES).nullable().optional(),
  /** The plant its plantType names (GET /plants/{slug}), or null when it names none the list knows. The API always sends it. */
  plantSlug: z.string().nullable().optional(),
  /** Only for the author: moderators hid the tip (nobody else can read it), and why. */
  moderation: z.object({ hiddenAt: z.string(), reason: z.string() }).nullable().optional(),
});
export type Tip = z.infer<typeof tipSchema>;

/** The fields the store keeps about a tip's author, which no public view carries. */
export interface PrivateAuthorFields {
  email: string;
  authorUid: string;
}

export const topTipSchema = tipSchema.pick({
  _id: true,
  title: true,
  image: true,
  imageAlt: true,
  description: true,
  likes: true,
});
export type TopTip = z.infer<typeof topTipSchema>;

/** Query of GET /gardenTips. Every value is a plain string; unknown keys are refused. */
export const tipListQuerySchema = z.strictObject({
  difficulty: z.enum(DIFFICULTIES).optional(),
  category: z.enum(CATEGORIES).optional(),
  /** Members see both availabilities unless they ask for one (Browse asks for Public). */
  availability: z.enum(AVAILABILITIES).optional(),
  q: z.string().trim().max(LIMITS.queryMax).optional(),
  sort: z.enum(TIP_SORTS).default('newest'),
  limit: z.coerce.number().int().min(1).max(LIMITS.pageMax).default(LIMITS.pageDefault),
  cursor: z.string().max(200).optional(),
  email: z.string().max(LIMITS.emailMax).optional(),
  liked: z.literal('me').optional(),
  /** Only tips in season in this month (1..12) of the reader's hemisphere; tips without months always are. */
  month: z.coerce.number().int().min(1).max(12).optional(),
  /** The reader's hemisphere for `month`; members default to their garden's, visitors to north. */
  hemisphere: hemisphereSchema.optional(),
  /** Members only: tips that worked for someone in the caller's hemisphere and a zone within one step of theirs. */
  workedNearMe: z.literal('1').optional(),
  /** Only tips about this plant (its slug, as GET /plants answers). */
  plant: plantSlugParam.optional(),
  /** Members only: tips about the plants the caller grows (GET /me/plants). */
  myPlants: z.literal('1').optional(),
  ...peopleTipQuery,
});
export type TipListQuery = z.infer<typeof tipListQuerySchema>;

/** Body of PATCH /gardenTips/{id}/like: exactly {"increment": 1}. */
export const likeInputSchema = z.strictObject({ increment: z.literal(1) });

export const likeResultSchema = z.object({ likes: z.number().int().min(0), liked: z.literal(true) });
export type LikeResult = z.infer<typeof likeResultSchema>;

export const insertResultSchema = z.object({ insertedId: objectId });
export const modifyResultSchema = z.object({ modifiedCount: z.number().int().min(0) });
export const deleteResultSchema = z.object({ deletedCount: z.number().int().min(0) });
