import { DEFAULT_HEMISPHERE, dueMonth, monthsIn, type Hemisphere } from '@green-circle/contract';
import type { StoredTip } from '../../store/store';

type SeasonalTip = Pick<StoredTip, 'months' | 'hemisphere'>;

export interface ReminderDue {
  /** The month (1..12) it falls due now: the month it was set while that season lasts, else the season's start. */
  month: number;
  /** Set in season after the season's first month: this season's due month (its 1st, UTC), before the yearly ones. */
  thisSeason: Date | null;
  /** The first of the yearly dates: the season's start on or after the day it was set. */
  yearlyFrom: Date;
}

const monthsBetween = (from: Date, to: Date) =>
  (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + to.getUTCMonth() - from.getUTCMonth();

/**
 * When a reminder falls due for a reader. Yearly on the 1st of the month the tip's season starts
 * in the reader's hemisphere (dueMonth); but a reminder set while the season is on is due at once
 * (its month is the one it was set in) until that season is over: a member who asks in November
 * about an October–December tip has this season to act, not next October.
 */
export function reminderDue(tip: SeasonalTip, reader: Hemisphere, createdAt: string, now: Date): ReminderDue {
  const set = new Date(createdAt);
  const setMonth = set.getUTCMonth() + 1;
  const start = dueMonth(tip, reader, setMonth);
  const startYear = start >= setMonth ? set.getUTCFullYear() : set.getUTCFullYear() + 1;
  const yearlyFrom = new Date(Date.UTC(startYear, start - 1, 1));
  if (start === setMonth || tip.months === undefined) return { month: start, thisSeason: null, yearlyFrom };
  const season = new Set(monthsIn(tip.months, tip.hemisphere ?? DEFAULT_HEMISPHERE, reader));
  if (!season.has(setMonth)) return { month: start, thisSeason: null, yearlyFrom };
  const thisSeason = new Date(Date.UTC(set.getUTCFullYear(), setMonth - 1, 1));
  // The season set in is still on while every month from then to now is in it (and a year has not passed).
  const elapsed = monthsBetween(set, now);
  let lasting = elapsed >= 0 && elapsed < 12;
  for (let k = 1; lasting && k <= elapsed; k += 1) lasting = season.has(((setMonth - 1 + k) % 12) + 1);
  return { month: lasting ? setMonth : start, thisSeason, yearlyFrom };
}
