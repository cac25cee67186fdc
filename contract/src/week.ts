import { z } from 'zod';
import { notificationSchema } from './people';
import { planItemSchema } from './plan';
import { plantSchema } from './plant-api';
import { HEMISPHERES } from './seasons';
import { tipSchema } from './tip';

// GET /me/week: "This week in my garden", for the member's hemisphere, zone and plants.

/** Why a part of the week is empty, so the page can say what to do about it. */
export const WEEK_EMPTY_REASONS = [
  'nothingPlannedDue',
  'noPlants',
  'nothingInSeasonForPlants',
  'nothingInSeason',
  'noGarden',
  'nothingWorkedNear',
  'noFollows',
  'nothingNewFromFollowed',
  'allSeen',
] as const;
export type WeekEmptyReason = (typeof WEEK_EMPTY_REASONS)[number];

/** How many items each part of the week shows; `total` and `more` lead to the rest. */
export const WEEK_CAPS = { plan: 5, tips: 4, onMyTips: 5 } as const;
/** A followed gardener's tip counts as new this many days. */
export const WEEK_NEW_DAYS = 30;

const part = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    /** How many there are in all (the items are the first few). */
    total: z.number().int().min(0),
    /** The page with the full list (a path of the site). */
    more: z.string(),
    /** Why there are none; null when there are some. */
    empty: z.enum(WEEK_EMPTY_REASONS).nullable(),
  });

export const weekSchema = z.object({
  /** This month and the next, as the member's garden lives them (1..12). */
  month: z.number().int().min(1).max(12),
  nextMonth: z.number().int().min(1).max(12),
  hemisphere: z.enum(HEMISPHERES),
  zone: z.string().nullable(),
  /** Whether the member set their garden (else the hemisphere is the default north). */
  hasGarden: z.boolean(),
  plants: z.array(plantSchema),
  /** "From my plan": items overdue from last month, due this month and next, in that order (issue 58). */
  plan: part(planItemSchema),
  /** Tips in season now for the member's plants, best evidence first. */
  forMyPlants: part(tipSchema),
  /** Tips in season now for everyone (not already above), most liked first. */
  inSeason: part(tipSchema),
  /** Tips that worked for gardeners in the member's hemisphere and within one zone of theirs. */
  workedNear: part(tipSchema),
  /** New tips (WEEK_NEW_DAYS) from gardeners the member follows, newest first. */
  fromFollowed: part(tipSchema),
  /** Comments, replies and "I tried this" reports on the member's own tips they have not seen. */
  onMyTips: part(notificationSchema),
});
export type Week = z.infer<typeof weekSchema>;
export type WeekPart<T> = { items: T[]; total: number; more: string; empty: WeekEmptyReason | null };
