import {
  DEFAULT_HEMISPHERE,
  MONTH_NAMES,
  MONTH_SHORT,
  currentMonth,
  monthsIn,
  type Hemisphere,
} from '@green-circle/contract/seasons';
import { SEASON_MESSAGES } from '@green-circle/contract/messages';

export interface MonthStripProps {
  /** The tip's months as its author wrote them; none: all year. */
  months?: readonly number[];
  /** The author's hemisphere (default north). */
  authorHemisphere?: Hemisphere;
  /** The reader's hemisphere: the strip shows the months where they garden. */
  reader: Hemisphere;
  /** Marked as "now" (default: this month on this device). */
  now?: number;
}

/** Twelve months with the tip's months, as the reader lives them, highlighted. */
export function MonthStrip({
  months,
  authorHemisphere = DEFAULT_HEMISPHERE,
  reader,
  now = currentMonth(),
}: MonthStripProps) {
  const allYear = months === undefined || months.length === 0;
  const active = new Set(allYear ? [] : monthsIn(months, authorHemisphere, reader));
  const where = reader === 'south' ? 'southern' : 'northern';
  return (
    // A div, not a figure: daisyUI centres a card's figures.
    <div
      role="group"
      className="flex w-full flex-col gap-1"
      aria-label={`When this tip applies in your garden (${where} hemisphere)`}
    >
      <ol className="grid w-full max-w-md grid-cols-12 gap-0.5" data-testid="month-strip">
        {MONTH_SHORT.map((short, index) => {
          const month = index + 1;
          const on = allYear || active.has(month);
          return (
            <li
              key={short}
              data-active={on}
              title={MONTH_NAMES[index]}
              className={`rounded py-1 text-center text-[0.65rem] font-semibold uppercase sm:text-xs ${
                on ? 'bg-success text-success-content' : 'bg-base-200 opacity-70'
              } ${month === now ? 'ring-2 ring-base-content' : ''}`}
            >
              <span aria-hidden="true">{short.slice(0, 1)}</span>
              <span className="sr-only">
                {MONTH_NAMES[index]}: {on ? 'in season' : 'not in season'}
                {month === now ? ' (this month)' : ''}
              </span>
            </li>
          );
        })}
      </ol>
      <p className="text-sm">
        {allYear ? SEASON_MESSAGES.allYear : [...active].map((m) => MONTH_NAMES[m - 1]).join(', ')}{' '}
        <span className="opacity-80">(your garden, {where} hemisphere)</span>
      </p>
    </div>
  );
}
