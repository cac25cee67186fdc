import { z } from 'zod';
import { coded } from './said';
import { gardenSchema } from './garden';
import { gardenerSchema } from './gardener';
import { BIO_MAX } from './constants';
import { objectId, safeText } from './fields';
import { MESSAGES } from './messages';
import { hasVisibleLetters } from './text';

/** How a person appears wherever one is shown: the public author id, never a uid or an e-mail. */
export const publicPersonSchema = z.object({
  /** Their public, opaque id: stable per member, not derivable from the uid without the server's secret. */
  authorId: z.string(),
  /** Their display name (unique among members, compared case- and accent-insensitively). */
  displayName: z.string(),
  /** Their avatar, or null. */
  authorPhotoURL: z.string().nullable(),
});
export type PublicPerson = z.infer<typeof publicPersonSchema>;

/** A public author id as a path segment: 24 hex characters (an HMAC cut short, see author-id.ts). */
export const authorIdParams = z.object({ authorId: z.string().regex(/^[0-9a-f]{24}$/, 'Must be an author id') });

/** A short bio: the text rules of names (no invisible characters; when given, something readable). */
export const bioSchema = safeText(BIO_MAX).refine(
  (bio) => bio === '' || hasVisibleLetters(bio),
  coded('messages.needsVisibleLetters', MESSAGES.needsVisibleLetters),
);

/**
 * GET /gardeners/{authorId}. `photoURL`: the member's photo, else their Explore card's picture
 * (the one avatar everywhere). `card`: what their Explore card shows, null for a member with none.
 * `garden` is null unless the gardener shows it; `followedByMe` only for a member.
 */
export const gardenerProfileSchema = z.object({
  authorId: z.string(),
  displayName: z.string(),
  photoURL: z.string().nullable(),
  card: gardenerSchema
    .pick({ age: true, gender: true, status: true, experiences: true, otherInfo: true, totalSharedTips: true })
    .nullable(),
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

/** The kinds a member may turn off (notification settings). */
export const NOTIFICATION_KINDS = [
  'like',
  'comment',
  'reply',
  'trial',
  'follow',
  'shared',
  'reminder',
  'question',
  'answer',
  'helpful',
  'planFollowUp',
  'planReport',
] as const;
/**
 * What moderators did to the member's own tip, comment or account: always told (no setting), with
 * the moderators' reason, a suspension with its end; never who the moderator was.
 */
export const MODERATION_NOTICE_KINDS = [
  'tip-hidden',
  'tip-restored',
  'comment-hidden',
  'comment-restored',
  'suspended',
  'suspension-lifted',
  'question-hidden',
  'question-restored',
  'answer-hidden',
  'answer-restored',
] as const;
export type ModerationNoticeKind = (typeof MODERATION_NOTICE_KINDS)[number];
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number] | ModerationNoticeKind;

/** How much of a comment a notification quotes (the comment's first characters, on a word boundary). */
export const NOTIFICATION_EXCERPT_MAX = 80;

/** One entry of GET /me/notifications; fields that do not apply to its kind are null. */
export const notificationSchema = z.object({
  _id: objectId,
  kind: z.enum([...NOTIFICATION_KINDS, ...MODERATION_NOTICE_KINDS]),
  actors: z.array(publicPersonSchema),
  actorCount: z.number().int(),
  tipId: z.string().nullable(),
  tipTitle: z.string().nullable(),
  commentId: z.string().nullable(),
  /** The question it is about (questions, answers, helpful marks), while the reader may read it. */
  questionId: z.string().nullable().optional(),
  questionTitle: z.string().nullable().optional(),
  /** The start of the comment it is about, while the reader may read that comment. */
  excerpt: z.string().nullable(),
  outcome: z.string().nullable(),
  /** Moderation notices: the moderators' reason. */
  reason: z.string().nullable(),
  /** A suspension's end (ISO time); for planFollowUp, the day the plan item was done. */
  until: z.string().nullable(),
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
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, z.boolean()])) as Record<
    (typeof NOTIFICATION_KINDS)[number],
    z.ZodBoolean
  >,
);
export type NotificationSettings = Record<(typeof NOTIFICATION_KINDS)[number], boolean>;

/**
 * PATCH (or PUT, its alias) /me/notification-settings: the kinds to change; a kind left out keeps its
 * value, so a client that knows fewer kinds than the API (last release's six) still saves.
 */
export const notificationSettingsUpdateSchema = notificationSettingsSchema.partial();
export type NotificationSettingsUpdate = Partial<NotificationSettings>;

/** Whether the member turned this kind off (moderation notices cannot be). */
export const switchedOff = (settings: NotificationSettings, kind: NotificationKind): boolean =>
  kind in settings && !settings[kind as keyof NotificationSettings];

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  like: true,
  comment: true,
  reply: true,
  trial: true,
  follow: true,
  shared: true,
  reminder: true,
  question: true,
  answer: true,
  helpful: true,
  planFollowUp: true,
  planReport: true,
};

/** Query of GET /gardenTips beside the list filters: one gardener's tips, or those of whom the caller follows. */
export const peopleTipQuery = {
  author: z
    .string()
    .regex(/^[0-9a-f]{24}$/, 'Must be an author id')
    .optional(),
  following: z.literal('1').optional(),
};
