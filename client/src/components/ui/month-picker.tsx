import { SEASONS, type Hemisphere } from '@green-circle/contract/seasons';
import { useId, useRef, useState } from 'react';
import { monthNames } from '#app/i18n/dates';
import { useLanguage, useT } from '#app/i18n/i18n';
import { useHydrated } from '#app/lib/hydration';
import { ERROR_TEXT } from './error-text';

export interface MonthPickerProps {
  /** The form value: one `name=<month>` per chosen month (1..12); none chosen: all year. */
  name: string;
  /** The months chosen when the page is drawn (the loader's, or what a refused form sent). */
  defaultValue?: readonly number[];
  /** Whose seasons the quick choices name (the author's garden); default north. */
  hemisphere?: Hemisphere;
  legend?: string;
  error?: string;
  disabled?: boolean;
}

const sorted = (months: Iterable<number>) => [...new Set(months)].sort((a, b) => a - b);

/**
 * Twelve month checkboxes (drawn as toggles) that a plain POST sends before any JavaScript, and,
 * once the page's JavaScript runs, quick choices for the four seasons: a season ticks its months
 * as a whole, or clears them when all are ticked. The checkboxes are the state (decision 0016):
 * what React keeps is read from them, for the seasons' pressed state and the summary.
 */
export function MonthPicker({
  name,
  defaultValue = [],
  hemisphere = 'north',
  legend,
  error,
  disabled,
}: MonthPickerProps) {
  const id = useId();
  const t = useT();
  const language = useLanguage();
  const hydrated = useHydrated();
  const group = useRef<HTMLDivElement>(null);
  // Month names by Intl in the reader's language; the seasons' by the catalogue (home.Spring...).
  const longNames = monthNames(language);
  const shortNames = monthNames(language, 'short');
  const [value, setValue] = useState<number[]>(() => sorted(defaultValue));
  const chosen = new Set(value);
  const boxes = () => [...(group.current?.querySelectorAll<HTMLInputElement>('input[type=checkbox]') ?? [])];
  const read = () => setValue(sorted(boxes().flatMap((box) => (box.checked ? [Number(box.value)] : []))));
  /** Ticks exactly `months` (a season, or none), as if the member had: the form hears each change. */
  const tick = (months: readonly number[]) => {
    for (const box of boxes()) {
      const on = months.includes(Number(box.value));
      if (box.checked === on) continue;
      box.checked = on;
      box.dispatchEvent(new Event('input', { bubbles: true }));
    }
    read();
  };
  const toggleSeason = (months: readonly number[]) => {
    const all = months.every((m) => chosen.has(m));
    tick(all ? value.filter((m) => !months.includes(m)) : sorted([...value, ...months]));
  };
  const summary =
    value.length === 0 || value.length === 12 ? t('season.allYear') : value.map((m) => longNames[m - 1]).join(', ');

  return (
    <fieldset
      className="flex min-w-0 flex-col gap-2"
      aria-describedby={`${id}-hint ${id}-summary${error ? ` ${id}-error` : ''}`}
      disabled={disabled}
    >
      <legend className="mb-1 font-medium">{legend ?? t('season.monthsLabel')}</legend>
      <p id={`${id}-hint`} className="text-sm opacity-80">
        {t('season.monthsHint')}
      </p>
      {/* The seasons need the page's JavaScript: without it the months alone are there. */}
      {hydrated && (
        <div className="flex flex-wrap gap-2" role="group" aria-label={t('tipForm.seasons')}>
          {SEASONS[hemisphere].map((season) => {
            const on = season.months.every((m) => chosen.has(m));
            return (
              <button
                key={season.name}
                type="button"
                aria-pressed={on}
                onClick={() => toggleSeason(season.months)}
                className={`btn btn-sm ${on ? 'btn-success' : 'btn-outline'}`}
              >
                {t(`home.${season.name as 'Spring' | 'Summer' | 'Autumn' | 'Winter'}`)}
              </button>
            );
          })}
          <button type="button" onClick={() => tick([])} className="btn btn-sm btn-ghost" disabled={value.length === 0}>
            {t('season.clearMonths')}
          </button>
        </div>
      )}
      <div ref={group} className="grid grid-cols-4 gap-1 sm:grid-cols-6" role="group" aria-label={t('tipForm.months')}>
        {longNames.map((monthName, index) => {
          const month = index + 1;
          return (
            // A checkbox drawn as a toggle: it covers the toggle (what a tap lands on), unseen; ticked,
            // the toggle looks pressed, and the checkbox's focus ring is the toggle's.
            <label
              key={monthName}
              className="btn btn-sm btn-outline relative has-checked:btn-success has-checked:btn-active has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary"
            >
              <input
                type="checkbox"
                name={name}
                value={month}
                defaultChecked={chosen.has(month)}
                onChange={read}
                className="absolute inset-0 m-0 h-full w-full cursor-pointer appearance-none opacity-0"
              />
              {/* Named by its full month in text, so the name contains nothing the eye cannot match. */}
              <span aria-hidden="true">{shortNames[index]}</span>
              <span className="sr-only">{monthName}</span>
            </label>
          );
        })}
      </div>
      <p id={`${id}-summary`} className="text-sm" aria-live="polite">
        <span className="font-semibold">{t('tipForm.applies')}</span> {summary}
      </p>
      {error && (
        <p id={`${id}-error`} className={ERROR_TEXT}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
