import { DEFAULT_HEMISPHERE, currentMonth, monthsIn, type Hemisphere } from '@green-circle/contract/seasons';
import { monthNames } from '#app/i18n/dates';
import { useLanguage, useT } from '#app/i18n/i18n';

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
  const t = useT();
  const language = useLanguage();
  const names = monthNames(language);
  return (
    // A div, not a figure: daisyUI centres a card's figures.
    <div role="group" className="flex w-full flex-col gap-1" aria-label={t('strip.label', { hemisphere: reader })}>
      <ol className="grid w-full max-w-md grid-cols-12 gap-0.5" data-testid="month-strip">
        {names.map((name, index) => {
          const month = index + 1;
          const on = allYear || active.has(month);
          return (
            <li
              key={name}
              data-active={on}
              title={name}
              className={`rounded py-1 text-center text-[0.65rem] font-semibold uppercase sm:text-xs ${
                on ? 'bg-success text-success-content' : 'bg-base-200 opacity-70'
              } ${month === now ? 'ring-2 ring-base-content' : ''}`}
            >
              <span aria-hidden="true">{name.slice(0, 1)}</span>
              <span className="sr-only">
                {name}: {t(on ? 'strip.inSeason' : 'strip.notInSeason')}
                {month === now ? t('strip.thisMonth') : ''}
              </span>
            </li>
          );
        })}
      </ol>
      <p className="text-sm">
        {allYear ? t('season.allYear') : [...active].map((m) => names[m - 1]).join(', ')}{' '}
        <span className="opacity-80">{t('strip.yourGarden', { hemisphere: reader })}</span>
      </p>
    </div>
  );
}
