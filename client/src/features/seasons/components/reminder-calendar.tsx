import type { Reminder } from '@green-circle/contract';
import { currentMonth } from '@green-circle/contract/seasons';
import { useState, type ReactNode } from 'react';
import Calendar from 'react-calendar';
import { Link } from 'react-router';
import { paths } from '#app/config/paths';
import { monthName } from '#app/i18n/dates';
import { useLanguage, useT } from '#app/i18n/i18n';
import type { Language } from '#app/i18n/languages';
import './date-calendar.css';

/** Reminders fall due on the 1st of their month, every year. */
const dueOn = (reminders: readonly Reminder[], date: Date) =>
  date.getDate() === 1 ? reminders.filter((r) => r.month === date.getMonth() + 1) : [];

/** A day as the reader writes it: English as it always read ("Sat Nov 28 2026"), others by Intl. */
const dayText = (language: Language, day: Date) =>
  language === 'en' ? day.toDateString() : new Intl.DateTimeFormat(language, { dateStyle: 'full' }).format(day);

function ReminderList({
  reminders,
  empty,
  monthOf,
}: {
  reminders: readonly Reminder[];
  empty: string;
  /** Each reminder's month before its title (the later ones, of several months). */
  monthOf?: (reminder: Reminder) => string;
}) {
  if (reminders.length === 0) return <p className="text-sm opacity-80">{empty}</p>;
  return (
    <ul className="flex flex-col gap-2">
      {reminders.map((reminder) => (
        <li key={reminder.tipId}>
          {monthOf && <span className="capitalize opacity-80">{monthOf(reminder)}: </span>}
          <Link to={paths.tipDetails(reminder.tipId)} className="link font-medium" lang="">
            {reminder.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * A part of the reminders beside the calendar, named by its heading: a card of its own (h2),
 * or a part inside one (h3); under the heading its month (as the month's name writes it) or a note.
 */
function RemindersPanel({
  card = false,
  id,
  testId,
  title,
  month,
  note,
  children,
}: {
  card?: boolean;
  id: string;
  testId: string;
  title: string;
  month?: string;
  note?: string;
  children: ReactNode;
}) {
  const Heading = card ? 'h2' : 'h3';
  return (
    <section aria-labelledby={id} className={card ? 'card bg-base-100 p-4 shadow-md' : 'mt-5'} data-testid={testId}>
      <Heading id={id} className={card ? 'mb-1 text-lg font-semibold' : 'mb-1 font-semibold'}>
        {title}
      </Heading>
      <p className={month === undefined ? 'mb-3 text-sm opacity-80' : 'mb-3 text-sm capitalize opacity-80'}>
        {month ?? note}
      </p>
      {children}
    </section>
  );
}

/**
 * The dashboard calendar: the days with reminders are marked (the 1st of each month a reminder
 * falls due), the reminders of the selected day are listed under it, and "This month in my
 * garden" lists what is due this month and next, then the rest of the year's, soonest first.
 */
export function ReminderCalendar({
  reminders,
  now = new Date(),
  picked,
}: {
  reminders: readonly Reminder[];
  now?: Date;
  /** The picked day held by the page, so it outlives the stand-in drawn while the reminders load. */
  picked?: [Date | null, (day: Date) => void];
}) {
  const t = useT();
  const language = useLanguage();
  const [own, setOwn] = useState(() => now);
  const [selected, setSelected] = picked ? [picked[0] ?? now, picked[1]] : [own, setOwn];
  const onSelected = dueOn(reminders, selected);
  const month = currentMonth(now);
  const nextMonth = (month % 12) + 1;
  const dueIn = (m: number) => reminders.filter((r) => r.month === m);
  // The rest of the year, soonest first: a reminder set now for a later month is seen here, not
  // only on the calendar's later pages.
  const monthsAway = (r: Reminder) => (r.month - month + 12) % 12;
  const later = reminders.filter((r) => monthsAway(r) >= 2).sort((a, b) => monthsAway(a) - monthsAway(b));

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="calendar-heading" className="card bg-base-100 p-4 shadow-md">
        <h2 id="calendar-heading" className="mb-3 text-lg font-semibold">
          {t('reminder.calendar')}
        </h2>
        <Calendar
          className="gc-calendar"
          locale={language}
          value={selected}
          onChange={(value) => {
            if (value instanceof Date) setSelected(value);
          }}
          tileClassName={({ date, view }) =>
            view === 'month' && dueOn(reminders, date).length > 0 ? 'gc-reminder-day' : null
          }
          tileContent={({ date, view }) => {
            const due = view === 'month' ? dueOn(reminders, date).length : 0;
            return due > 0 ? (
              <span className="gc-reminder-dot">
                <span className="sr-only">, {t('reminder.dueCount', { n: due })}</span>
              </span>
            ) : null;
          }}
          prevAriaLabel={t('reminder.prevMonth')}
          nextAriaLabel={t('reminder.nextMonth')}
          prev2AriaLabel={t('reminder.prevYear')}
          next2AriaLabel={t('reminder.nextYear')}
        />
        <p className="mt-3" aria-live="polite">
          <span className="font-semibold">{t('reminder.selectedDate')}:</span> {dayText(language, selected)}
        </p>
        <div className="mt-2" data-testid="reminders-of-day">
          <h3 className="mb-1 text-sm font-semibold">
            {t('season.remindersOn')} {dayText(language, selected)}
          </h3>
          <ReminderList reminders={onSelected} empty={t('season.noRemindersOnDay')} />
        </div>
      </section>
      {/* Beside the calendar: this month and next, then the rest of the year. */}
      <div className="flex flex-col gap-6">
        <RemindersPanel
          card
          id="this-month-heading"
          testId="this-month-panel"
          title={t('season.thisMonthInMyGarden')}
          month={monthName(language, month)}
        >
          <ReminderList reminders={dueIn(month)} empty={t('season.nothingDueThisMonth')} />
          {/* What comes next, so a reminder due on the 1st is seen before that day. */}
          <RemindersPanel
            id="next-month-heading"
            testId="next-month-panel"
            title={t('season.nextMonthInMyGarden')}
            month={monthName(language, nextMonth)}
          >
            <ReminderList reminders={dueIn(nextMonth)} empty={t('season.nothingDueNextMonth')} />
          </RemindersPanel>
        </RemindersPanel>
        {later.length > 0 && (
          <RemindersPanel
            card
            id="later-heading"
            testId="upcoming-reminders"
            title={t('season.laterInMyGarden')}
            note={t('season.laterNote')}
          >
            <ReminderList reminders={later} empty="" monthOf={(r) => monthName(language, r.month)} />
          </RemindersPanel>
        )}
      </div>
    </div>
  );
}
