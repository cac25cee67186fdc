import ical, { ICalEventRepeatingFreq } from 'ical-generator';
import type { Hemisphere } from '@green-circle/contract';
import type { StoredTip } from '../../store/store';
import { reminderDue } from './reminder-due';

/**
 * The member's reminders as an iCalendar feed: one all-day event per reminder on the 1st of
 * the month its season starts in the member's hemisphere, repeating every year from the next
 * season on, titled with the tip and linking to it; a reminder set while its season was on has
 * one more event, this season's, in the month it was set (reminderDue). It names no member: not
 * the owner, not the tip's author.
 */
export function calendarFeed(
  // Only what an event shows is taken from the stored tip: never its author's e-mail or uid.
  reminders: Array<{ tip: Pick<StoredTip, '_id' | 'title' | 'months' | 'hemisphere'>; createdAt: string }>,
  hemisphere: Hemisphere,
  tipUrl: (id: string) => string,
  now: Date,
): string {
  const calendar = ical({
    name: 'Green Circle reminders',
    prodId: { company: 'Green Circle', product: 'reminders', language: 'EN' },
    ttl: 60 * 60 * 12,
  });
  for (const { tip, createdAt } of reminders) {
    const set = new Date(createdAt);
    const { thisSeason, yearlyFrom } = reminderDue(tip, hemisphere, createdAt, now);
    const url = tipUrl(tip._id);
    const event = {
      allDay: true,
      summary: tip.title,
      description: `Time for this tip in your garden: ${url}`,
      url,
      stamp: set,
    };
    if (thisSeason !== null) {
      calendar.createEvent({
        ...event,
        id: `${tip._id}-${thisSeason.getUTCFullYear()}@green-circle`,
        start: thisSeason,
      });
    }
    calendar.createEvent({
      ...event,
      id: `${tip._id}@green-circle`,
      start: yearlyFrom,
      repeating: { freq: ICalEventRepeatingFreq.YEARLY },
    });
  }
  return calendar.toString();
}
