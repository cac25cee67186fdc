import { z } from 'zod';
import { coded } from './said';
import { requiredText, safeText } from './fields';
import { SAFETY_MESSAGES } from './messages';
import {
  MODERATION_ACTIONS,
  REPORT_KINDS,
  REPORT_REASONS,
  SAFETY_LIMITS,
  type ModerationAction,
  type ReportReason,
  type Role,
} from './constants';
import type { PublicPerson } from './people';

// Trust and safety: reports, moderation, roles and blocks.

/** What a report or a moderation action is about: a tip or comment by its id, a gardener by their public author id. */
export const reportTargetSchema = z.strictObject({
  kind: z.enum(REPORT_KINDS),
  id: z
    .string()
    .trim()
    .regex(/^[0-9a-f]{24}$/i, 'Must be a 24-character hex id'),
});
export type ReportTarget = z.infer<typeof reportTargetSchema>;

/** Body of POST /reports. */
export const reportInputSchema = z.strictObject({
  target: reportTargetSchema,
  reason: z.enum(REPORT_REASONS),
  note: safeText(SAFETY_LIMITS.noteMax, { multiline: true }).optional(),
});
export type ReportInput = z.infer<typeof reportInputSchema>;

/** A suspension's length: a whole number of days, 1 to 365, refused in the product's words. */
export const suspendDaysSchema = z
  .number({ error: SAFETY_MESSAGES.suspendDaysRange })
  .refine(
    (days) => Number.isInteger(days) && days >= SAFETY_LIMITS.suspendDaysMin && days <= SAFETY_LIMITS.suspendDaysMax,
    coded('safety.suspendDaysRange', SAFETY_MESSAGES.suspendDaysRange),
  );

/** Body of POST /moderation/actions: `days` only (and required) with suspend. */
export const moderationActionSchema = z
  .strictObject({
    target: reportTargetSchema,
    action: z.enum(MODERATION_ACTIONS),
    reason: requiredText(SAFETY_LIMITS.reasonMax, { multiline: true }),
    days: suspendDaysSchema.optional(),
  })
  .refine((body) => (body.action === 'suspend') === (body.days !== undefined), {
    message: 'days (1-365) goes with suspend, and only with it',
    path: ['days'],
  })
  .refine((body) => body.action !== 'suspend' || body.target.kind === 'gardener', {
    message: 'Only a gardener can be suspended',
    path: ['action'],
  });
export type ModerationActionInput = z.infer<typeof moderationActionSchema>;

const pageQuery = {
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional(),
};
export const moderationQueueQuerySchema = z.strictObject({
  status: z.enum(['open', 'closed']).default('open'),
  ...pageQuery,
});
export const moderationLogQuerySchema = z.strictObject(pageQuery);

/** A person as anyone may see them (never a uid or an e-mail). */
/** One reported target in the moderators' queue. */
export interface ModerationQueueEntry {
  target: ReportTarget;
  /** The content as it reads now (a tip's title and text, a gardener's name), '' when gone. */
  preview: string;
  author: PublicPerson | null;
  count: number;
  reasons: ReportReason[];
  notes: string[];
  firstReportedAt: string;
  status: 'open' | 'closed';
  hiddenAt: string | null;
  /** Until when the author is suspended, when they are. */
  suspendedUntil: string | null;
  /** The tip the content is on (a tip's own id, a comment's tip), to read it in place; null for a gardener or gone. */
  tipId: string | null;
}

export interface ModerationLogEntry {
  _id: string;
  at: string;
  /** null for the system (auto-hide). */
  moderator: PublicPerson | null;
  target: ReportTarget;
  action: ModerationAction | 'auto-hide' | 'grant' | 'revoke';
  reason: string;
  days?: number;
}

/** A moderators' hide, as a tip's author sees it. */
export interface ModerationMark {
  hiddenAt: string;
  reason: string;
}

/** ?q= of GET /moderation/people (admins only): part of a gardener's display name. */
export const moderationPeopleQuerySchema = z.strictObject({
  q: z.string().trim().min(2, 'Type at least 2 letters of the name').max(60),
});

/** A gardener as an admin finds them to grant or revoke the moderator role: public, with the role. */
export interface ModerationPerson extends PublicPerson {
  role: Role;
}

/** Body of PUT /moderation/roles/{authorId} (admins only). */
export const roleInputSchema = z.strictObject({ role: z.enum(['member', 'moderator']) });

export interface BlockedPerson extends PublicPerson {
  blockedAt: string;
}
