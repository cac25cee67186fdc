import { WEEKDAYS, type EmailSettings } from '@green-circle/contract';
import type { MailStore } from './store';

/** The hour of the member's day from which the weekly and monthly e-mails go. */
const SEND_FROM_HOUR = 8;

/** The member's local date, weekday and hour in their time zone. */
function localTime(now: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'long',
      hour: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: String(parts.weekday).toLowerCase(),
    hour: Number(parts.hour),
    day: Number(parts.day),
  };
}

/**
 * The periodic e-mails that are due now: the weekly digest on the member's chosen day, and the
 * month's reminders on the 1st, each from 8:00 in the member's time zone. The run is its outbox
 * row (its dedupeKey names the member and the period), so every API process may run this and
 * each member gets each period's e-mail once. Returns how many it wrote.
 */
export async function runMailSchedule(
  store: MailStore & { memberUids(): Promise<string[]> },
  now: Date,
): Promise<number> {
  let written = 0;
  for (const uid of await store.memberUids()) {
    const settings: EmailSettings = await store.getEmailSettings(uid);
    if (!settings.digest && !settings.reminder) continue;
    const local = localTime(now, settings.timeZone);
    if (local.hour < SEND_FROM_HOUR) continue;
    if (settings.digest && local.weekday === settings.digestDay && WEEKDAYS.includes(settings.digestDay)) {
      if (
        await store.enqueueMail({
          uid,
          kind: 'digest',
          dedupeKey: `digest:${uid}:${local.date}`,
          payload: { period: local.date },
        })
      )
        written += 1;
    }
    if (settings.reminder && local.day === 1) {
      const month = local.date.slice(0, 7);
      if (
        await store.enqueueMail({
          uid,
          kind: 'reminder',
          dedupeKey: `reminder:${uid}:${month}`,
          payload: { period: month },
        })
      )
        written += 1;
    }
  }
  return written;
}
