import { z } from 'zod';
import { MAIL_MESSAGES } from './messages';
import { coded } from './said';

/**
 * What Green Circle sends by e-mail, one switch per kind (and one unsubscribe link per kind).
 * The first three are batched per member: at most one e-mail per kind an hour.
 */
export const EMAIL_KINDS = [
  'reply',
  'comment',
  'trial',
  'shared',
  'question',
  'answer',
  'digest',
  'reminder',
  'moderation',
  'planFollowUp',
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/** Kinds gathered into one e-mail an hour ("3 new replies on …", "2 new tips from gardeners you follow"). */
export const BATCHED_EMAIL_KINDS: readonly EmailKind[] = ['reply', 'comment', 'trial', 'shared', 'question', 'answer'];

export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

/** An IANA time zone name this runtime knows (Europe/Lisbon, America/Santiago, UTC). */
export const timeZoneSchema = z
  .string()
  .max(64)
  .refine(
    (zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    },
    coded('mail.timeZoneInvalid', MAIL_MESSAGES.timeZoneInvalid),
  );

/** GET /me/email-settings (and what PATCH answers): a switch per kind, the digest's day and the member's time zone. */
export const emailSettingsSchema = z.strictObject({
  ...(Object.fromEntries(EMAIL_KINDS.map((kind) => [kind, z.boolean()])) as Record<EmailKind, z.ZodBoolean>),
  digestDay: z.enum(WEEKDAYS),
  timeZone: timeZoneSchema,
});
export type EmailSettings = z.infer<typeof emailSettingsSchema>;

/** PATCH (or PUT, its alias) /me/email-settings: the fields to change; one left out keeps its value. */
export const emailSettingsUpdateSchema = emailSettingsSchema.partial();
export type EmailSettingsUpdate = Partial<EmailSettings>;

/**
 * Every kind on: each answers the member (their comments, their tips, their reminders, their account,
 * the gardeners they chose to follow) or is weekly.
 */
export const DEFAULT_EMAIL_SETTINGS: EmailSettings = {
  reply: true,
  comment: true,
  trial: true,
  shared: true,
  question: true,
  answer: true,
  digest: true,
  reminder: true,
  moderation: true,
  planFollowUp: true,
  digestDay: 'sunday',
  timeZone: 'UTC',
};

/** An unsubscribe link's token (signed, base64url). */
export const unsubscribeTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,200}$/, 'Not an unsubscribe link of ours');

/** What GET /mail/unsubscribe/{token} answers: the kind the link stops, and whether it is off already. */
export interface UnsubscribeInfo {
  kind: EmailKind;
  off: boolean;
}
