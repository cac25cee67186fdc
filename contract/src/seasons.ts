// Seasons: the months a tip applies in, the two hemispheres and the climate zones. Plain
// TypeScript with no zod, so a page's first paint (the home page's "In season now") can use it.

export const HEMISPHERES = ['north', 'south'] as const;
export type Hemisphere = (typeof HEMISPHERES)[number];
export const DEFAULT_HEMISPHERE: Hemisphere = 'north';

/** USDA-style hardiness zones 1a..13b, or "not sure". */
export const ZONES = [
  ...Array.from({ length: 13 }, (_, i) => [`${i + 1}a`, `${i + 1}b`]).flat(),
  'not sure',
] as const as readonly string[];

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
export const MONTH_SHORT = MONTH_NAMES.map((name) => name.slice(0, 3));

/** Quick choices of the month picker, in the author's own hemisphere (northern names for the north). */
export const SEASONS: Record<Hemisphere, ReadonlyArray<{ name: string; months: readonly number[] }>> = {
  north: [
    { name: 'Spring', months: [3, 4, 5] },
    { name: 'Summer', months: [6, 7, 8] },
    { name: 'Autumn', months: [9, 10, 11] },
    { name: 'Winter', months: [12, 1, 2] },
  ],
  south: [
    { name: 'Spring', months: [9, 10, 11] },
    { name: 'Summer', months: [12, 1, 2] },
    { name: 'Autumn', months: [3, 4, 5] },
    { name: 'Winter', months: [6, 7, 8] },
  ],
};

/** Every month set: the mask of a tip without months (it applies all year). */
export const ALL_MONTHS_MASK = 0xfff;

/** A month (1..12) shifted by six: March in the north is September in the south. */
export const shiftMonth = (month: number): number => ((month + 5) % 12) + 1;

/** A month as someone in `to` experiences it, given it was meant in `from`. */
export const monthIn = (month: number, from: Hemisphere, to: Hemisphere): number =>
  from === to ? month : shiftMonth(month);

/** Months (as written in `from`) as experienced in `to`, sorted. */
export const monthsIn = (months: readonly number[], from: Hemisphere, to: Hemisphere): number[] =>
  months.map((m) => monthIn(m, from, to)).sort((a, b) => a - b);

/**
 * The stored, indexable form of a tip's months: a 12-bit mask in NORTHERN terms (bit 0 is
 * January). A southern tip's months are shifted by six first; no months means all twelve.
 */
export function northernMask(months: readonly number[] | undefined, hemisphere: Hemisphere): number {
  if (months === undefined || months.length === 0) return ALL_MONTHS_MASK;
  let mask = 0;
  for (const month of months) mask |= 1 << (monthIn(month, hemisphere, 'north') - 1);
  return mask;
}

/** The bit a reader asks for: the reader's month in northern terms. */
export const monthBit = (month: number, hemisphere: Hemisphere): number =>
  1 << (monthIn(month, hemisphere, 'north') - 1);

/**
 * Where a season starts: the first month of a run of months (a month whose previous month is
 * not in the set), the earliest in the year when there are several runs. [11, 12, 1, 2]
 * starts in 11. null for no months or all twelve (the tip applies all year).
 */
export function seasonStart(months: readonly number[] | undefined): number | null {
  if (months === undefined || months.length === 0 || months.length >= 12) return null;
  const set = new Set(months);
  const starts = [...set].filter((m) => !set.has(m === 1 ? 12 : m - 1));
  return starts.length === 0 ? null : Math.min(...starts);
}

/**
 * The month a reminder of a tip falls due for a reader: the start of the tip's season in the
 * reader's hemisphere, or, for a tip that applies all year, `fallbackMonth` (the month the
 * reminder was set). Due on the 1st, every year.
 */
export function dueMonth(
  tip: { months?: readonly number[]; hemisphere?: Hemisphere },
  reader: Hemisphere,
  fallbackMonth: number,
): number {
  const months =
    tip.months === undefined ? undefined : monthsIn(tip.months, tip.hemisphere ?? DEFAULT_HEMISPHERE, reader);
  return seasonStart(months) ?? fallbackMonth;
}

/** The current month (1..12) on this device. */
export const currentMonth = (date = new Date()): number => date.getMonth() + 1;
