import { SEASONS, type Hemisphere } from '@green-circle/contract/seasons';
import { useId } from 'react';
import { monthNames } from '../../i18n/dates';
import { useLanguage, useT } from '../../i18n/i18n';

export interface MonthPickerProps {
  /** The chosen months, 1..12 (any order); empty: all year. */
  value: readonly number[];
  onChange: (months: number[]) => void;
  /** Whose seasons the quick choices name (the author's garden); default north. */
  hemisphere?: Hemisphere;
  legend?: string;
  error?: string;
  disabled?: boolean;
}

const sorted = (months: Iterable<number>) => [...new Set(months)].sort((a, b) => a - b);

/**
 * Twelve month toggles and quick choices for the four seasons. A season toggles as a whole:
 * chosen when any of its months is missing, removed when all are there. Self-contained and
 * controlled, so any form (plain state or conform's input control) can hold its value.
 */
export function MonthPicker({ value, onChange, hemisphere = 'north', legend, error, disabled }: MonthPickerProps) {
  const id = useId();
  const t = useT();
  const language = useLanguage();
  // Month names by Intl in the reader's language; the seasons' by the catalogue (home.Spring...).
  const longNames = monthNames(language);
  const shortNames = monthNames(language, 'short');
  const chosen = new Set(value);
  const toggle = (month: number) =>
    onChange(sorted(chosen.has(month) ? value.filter((m) => m !== month) : [...value, month]));
  const toggleSeason = (months: readonly number[]) => {
    const all = months.every((m) => chosen.has(m));
    onChange(sorted(all ? value.filter((m) => !months.includes(m)) : [...value, ...months]));
  };
  const summary =
    value.length === 0 || value.length === 12
      ? t('season.allYear')
      : sorted(value)
          .map((m) => longNames[m - 1])
          .join(', ');

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
        <button
          type="button"
          onClick={() => onChange([])}
          className="btn btn-sm btn-ghost"
          disabled={value.length === 0}
        >
          {t('season.clearMonths')}
        </button>
      </div>
      <div className="grid grid-cols-4 gap-1 sm:grid-cols-6" role="group" aria-label={t('tipForm.months')}>
        {longNames.map((name, index) => {
          const month = index + 1;
          const on = chosen.has(month);
          return (
            <button
              key={name}
              type="button"
              aria-pressed={on}
              onClick={() => toggle(month)}
              className={`btn btn-sm ${on ? 'btn-success' : 'btn-outline'}`}
            >
              {/* Named by its full month in text, not aria-label, so the name contains nothing the eye cannot match. */}
              <span aria-hidden="true">{shortNames[index]}</span>
              <span className="sr-only">{name}</span>
            </button>
          );
        })}
      </div>
      <p id={`${id}-summary`} className="text-sm" aria-live="polite">
        <span className="font-semibold">{t('tipForm.applies')}</span> {summary}
      </p>
      {error && (
        <p
          id={`${id}-error`}
          className="text-sm font-medium text-[color-mix(in_oklab,var(--color-error)_55%,var(--color-base-content))]"
        >
          {error}
        </p>
      )}
    </fieldset>
  );
}
