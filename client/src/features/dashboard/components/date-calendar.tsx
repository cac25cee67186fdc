import { useState } from 'react';
import Calendar from 'react-calendar';
import { DASHBOARD_MESSAGES } from '../lib/messages';
import './date-calendar.css';

/** A month calendar; the chosen day is shown as 'Selected Date'. */
export function DateCalendar() {
  const [selected, setSelected] = useState(() => new Date());

  return (
    <section aria-labelledby="calendar-heading" className="card bg-base-100 p-4 shadow-md">
      <h2 id="calendar-heading" className="mb-3 text-lg font-semibold">
        Calendar
      </h2>
      <Calendar
        className="gc-calendar"
        value={selected}
        onChange={(value) => {
          if (value instanceof Date) setSelected(value);
        }}
        prevAriaLabel="Previous month"
        nextAriaLabel="Next month"
        prev2AriaLabel="Previous year"
        next2AriaLabel="Next year"
      />
      <p className="mt-3" aria-live="polite">
        <span className="font-semibold">{DASHBOARD_MESSAGES.selectedDate}:</span> {selected.toDateString()}
      </p>
    </section>
  );
}
