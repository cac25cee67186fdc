import ical, { ICalEventRepeatingFreq } from 'ical-generator';

/** One thing to do in the feed: a plan item's occurrence still to do, and whether it comes back every year. */
export interface FeedEvent {
  /** Stable across reads (a calendar app updates the event instead of adding another). */
  id: string;
  tipId: string;
  title: string;
  /** YYYY-MM: the event falls on its 1st. */
  due: string;
  yearly: boolean;
  createdAt: string;
}

/**
 * The member's plan as an iCalendar feed (issue 58: the reminders became plan items): one
 * all-day event per item on the 1st of the month it is due, repeating every year for a yearly
 * item, titled with the tip and linking to it. It names no member: not the owner, not the tip's author.
 */
export function calendarFeed(events: readonly FeedEvent[], tipUrl: (id: string) => string): string {
  const calendar = ical({
    name: 'Green Circle plan',
    prodId: { company: 'Green Circle', product: 'plan', language: 'EN' },
    ttl: 60 * 60 * 12,
  });
  for (const event of events) {
    const url = tipUrl(event.tipId);
    calendar.createEvent({
      id: `${event.id}@green-circle`,
      allDay: true,
      summary: event.title,
      description: `Time for this tip in your garden: ${url}`,
      url,
      stamp: new Date(event.createdAt),
      start: new Date(`${event.due}-01T00:00:00Z`),
      ...(event.yearly ? { repeating: { freq: ICalEventRepeatingFreq.YEARLY } } : {}),
    });
  }
  return calendar.toString();
}
