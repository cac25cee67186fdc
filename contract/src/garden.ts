import { z } from 'zod';
import { SEASON_MESSAGES } from './messages';
import { coded } from './said';
import { objectId } from './fields';
import { HEMISPHERES, ZONES } from './seasons';

/**
 * The months a tip applies in, as its author experiences them: whole numbers 1..12, each at
 * most once; stored and returned sorted. An empty list means what no list means: all year.
 */
const MONTHS_INVALID = coded('season.monthsInvalid', SEASON_MESSAGES.monthsInvalid);
const isMonth = (month: number) => Number.isInteger(month) && month >= 1 && month <= 12;

export const monthsSchema = z
  .array(z.number({ error: SEASON_MESSAGES.monthsInvalid }).refine(isMonth, MONTHS_INVALID))
  .refine((months) => months.length <= 12 && new Set(months).size === months.length, MONTHS_INVALID)
  .transform((months) => [...months].sort((a, b) => a - b));

export const hemisphereSchema = z.enum(HEMISPHERES);

/** Body of PUT /me/garden; the answer of GET /me/garden (a member who never chose: north, no zone). */
export const gardenSchema = z.strictObject({
  hemisphere: hemisphereSchema,
  zone: z.enum(ZONES as [string, ...string[]]).optional(),
});
export type Garden = z.infer<typeof gardenSchema>;

/**
 * One reminder as GET /me/reminders returns it: the tip's title and image, and `month`, the
 * month (1..12) in the member's hemisphere when it falls due (the first month of the tip's
 * season; for a tip without months, the month the reminder was set). Due on the 1st, every year.
 */
export const reminderSchema = z.object({
  tipId: objectId,
  title: z.string(),
  image: z.string(),
  month: z.number().int().min(1).max(12),
  createdAt: z.string(),
});
export type Reminder = z.infer<typeof reminderSchema>;

/** GET /me/calendar and POST /me/calendar/rotate: the member's private feed address. */
export const calendarFeedSchema = z.object({ url: z.string() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
