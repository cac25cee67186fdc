import { DEFAULT_HEMISPHERE, type Hemisphere } from '@green-circle/contract';
import { reminderDue } from '../seasons';

/**
 * A reminder as a yearly plan item (issue 58's migration, both stores): its month is the one the
 * reminder fell due in every year (the start of the tip's season in the member's hemisphere), and
 * its first occurrence the first of those on or after the day it was set. No clock is read: an
 * occurrence long past rolls on to the coming one when the plan is read (service.ts).
 */
export function migratedReminder(reminder: {
  createdAt: string;
  months: string | readonly number[] | null | undefined;
  hemisphere: string | null | undefined;
  reader: string | null | undefined;
}): { month: number; due: string } {
  const months =
    reminder.months === null || reminder.months === undefined
      ? undefined
      : typeof reminder.months === 'string'
        ? (JSON.parse(reminder.months) as number[])
        : [...reminder.months];
  const tip = { months, hemisphere: (reminder.hemisphere ?? DEFAULT_HEMISPHERE) as Hemisphere };
  const reader = (reminder.reader ?? DEFAULT_HEMISPHERE) as Hemisphere;
  const { yearlyFrom } = reminderDue(tip, reader, reminder.createdAt, new Date(reminder.createdAt));
  return { month: yearlyFrom.getUTCMonth() + 1, due: yearlyFrom.toISOString().slice(0, 7) };
}
