import ical, { ICalEventRepeatingFreq } from 'ical-generator';
import { dueMonth, type Hemisphere } from '@green-circle/contract';
import type { StoredTip } from '../../store/store';

/**
 * The member's reminders as an iCalendar feed: one all-day event per reminder on the 1st of
 * the month it falls due in the member's hemisphere, repeating every year, titled with the tip
 * and linking to it. It names no member: not the owner, not the tip's author.
 */
export function calendarFeed(
  // Only what an event shows is taken from the stored tip: never its author's e-mail or uid.
  reminders: Array<{ tip: Pick<StoredTip, '_id' | 'title' | 'months' | 'hemisphere'>; createdAt: string }>,
  hemisphere: Hemisphere,
  tipUrl: (id: string) => string,
): string {
  const calendar = ical({
    name: 'Green Circle reminders',
    prodId: { company: 'Green Circle', product: 'reminders', language: 'EN' },
    ttl: 60 * 60 * 12,
  });
  for (const { tip, createdAt } of reminders) {
    const set = new Date(createdAt);
    const month = dueMonth(tip, hemisphere, set.getUTCMonth() + 1);
    const url = tipUrl(tip._id);
    calendar.createEvent({
      id: `${tip._id}@green-circle`,
      start: new Date(Date.UTC(set.getUTCFullYear(), month - 1, 1)),
      allDay: true,
      repeating: { freq: ICalEventRepeatingFreq.YEARLY },
      summary: tip.title,
      description: `Time for this tip in your garden: ${url}`,
      url,
      stamp: set,
    });
  }
  return calendar.toString();
}
