import { z } from 'zod';
import { gardenSchema } from './garden';
import { objectId, safeText } from './fields';
import { MESSAGES } from './messages';
import { hasVisibleLetters } from './text';

/** How a person appears wherever one is shown: the public author id, never a uid or an e-mail. */
export const publicPersonSchema = z.object({
  authorId: z.string(),
  displayName: z.string(),
  authorPhotoURL: z.string().nullable(),
});
export type PublicPerson = z.infer<typeof publicPersonSchema>;

/** A public author id as a path segment: 24 hex characters (an HMAC cut short, see author-id.ts). */
export const authorIdParams = z.object({ authorId: z.string().regex(/^[0-9a-f]{24}$/, 'Must be an author id') });

export const BIO_MAX = 280;

/** A short bio: the text rules of names (no invisible characters; when given, something readable). */
export const bioSchema = safeText(BIO_MAX).refine(
  (bio) => bio === '' || hasVisibleLetters(bio),
  MESSAGES.needsVisibleLetters,
);

/** GET /gardeners/{authorId}. `garden` is null unless the gardener shows it; `followedByMe` only for a member. */
export const gardenerProfileSchema = z.object({
  authorId: z.string(),
  displayName: z.string(),
  photoURL: z.string().nullable(),
  bio: z.string(),
  joinedAt: z.string().nullable(),
  garden: gardenSchema.nullable(),
  /** The plants they grow (slug and name, GET /plants/{slug}), shown only with their garden; [] otherwise. */
  plants: z.array(z.object({ slug: z.string(), name: z.string() })).optional(),
  counts: z.object({
    tips: z.number().int(),
    likesReceived: z.number().int(),
    trials: z.number().int(),
    followers: z.number().int(),
    following: z.number().int(),
  }),
  followedByMe: z.boolean().optional(),
  /** Present (true) when a member reads their own page: they cannot follow themselves. */
  self: z.literal(true).optional(),
});
export type GardenerProfile = z.infer<typeof gardenerProfileSchema>;

/** GET /me/following: the gardeners the caller follows, most recently followed first. */
export const followedGardenerSchema = publicPersonSchema.extend({ followedAt: z.string() });
export type FollowedGardener = z.infer<typeof followedGardenerSchema>;

export const NOTIFICATION_KINDS = ['like', 'comment', 'reply', 'trial', 'follow', 'reminder'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** One entry of GET /me/notifications; fields that do not apply to its kind are null. */
export const notificationSchema = z.object({
  _id: objectId,
  kind: z.enum(NOTIFICATION_KINDS),
  actors: z.array(publicPersonSchema),
  actorCount: z.number().int(),
  tipId: z.string().nullable(),
  tipTitle: z.string().nullable(),
  commentId: z.string().nullable(),
  outcome: z.string().nullable(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  cursor: z.string().max(200).optional(),
});

/** POST /me/notifications/read: these ids (the caller's own; others' are ignored), or all when absent. */
export const markReadSchema = z.strictObject({ ids: z.array(objectId).max(100).optional() });

/** One switch per kind; every kind is on until the member turns it off. */
export const notificationSettingsSchema = z.strictObject(
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, z.boolean()])) as Record<NotificationKind, z.ZodBoolean>,
);
export type NotificationSettings = Record<NotificationKind, boolean>;

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  like: true,
  comment: true,
  reply: true,
  trial: true,
  follow: true,
  reminder: true,
};

/** Query of GET /gardenTips beside the list filters: one gardener's tips, or those of whom the caller follows. */
export const peopleTipQuery = {
  author: z
    .string()
    .regex(/^[0-9a-f]{24}$/, 'Must be an author id')
    .optional(),
  following: z.literal('1').optional(),
};
