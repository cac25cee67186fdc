import { MONTH_NAMES, MONTH_SHORT } from '@green-circle/contract/seasons';
import type { Language } from './languages';

/**
 * The twelve months' names in each language the site speaks, as Intl writes them ('long' "enero",
 * 'short' "ene", its abbreviation's dot dropped): dates.test.ts holds them to Intl's. A table, not
 * Intl, because the first Intl formatter a page makes loads the number and date data (20–40 ms in
 * Chromium, measured) inside the task that hydrates the page (issue 57's Total Blocking Time), and
 * because the server's Intl and the browser's may write a month differently, which hydration
 * would find a mismatch.
 */
const MONTHS: Record<Language, Record<'long' | 'short', readonly string[]>> = {
  // The contract's own English names (the API's and the e-mails'), the same as Intl's.
  en: { long: MONTH_NAMES, short: MONTH_SHORT },
  es: {
    long: [
      'enero',
      'febrero',
      'marzo',
      'abril',
      'mayo',
      'junio',
      'julio',
      'agosto',
      'septiembre',
      'octubre',
      'noviembre',
      'diciembre',
    ],
    short: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'],
  },
};

/** The twelve months' names in the reader's language (January first): 'long' ("enero"), 'short' ("ene"). */
export const monthNames = (language: Language, width: 'long' | 'short' = 'long'): readonly string[] =>
  MONTHS[language][width];

/** A month's name (1-12) in the reader's language. */
export const monthName = (language: Language, month: number, width: 'long' | 'short' = 'long') =>
  monthNames(language, width)[month - 1] ?? '';

/**
 * A month of a year (YYYY-MM) as a heading in the reader's language, by Intl: "December 2026",
 * "Diciembre de 2026" (a heading starts with a capital, whatever the language writes mid-sentence).
 */
export function formatMonth(language: Language, month: string): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const text = new Intl.DateTimeFormat(language === 'en' ? 'en-US' : language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(year, index - 1, 15, 12));
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
}

const UNITS: Array<[unit: Intl.RelativeTimeFormatUnit, seconds: number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * How long ago `date` was at `now`, in the reader's language by Intl.RelativeTimeFormat: "now"
 * ("ahora") under a minute, then "1 minute ago", "3 days ago" ("hace 3 días"), the largest whole
 * unit. Numbers always (never "yesterday"), so one and many read by the language's plural rules.
 * A moment in the future (a clock a little ahead) counts as now.
 */
export function timeAgo(language: Language, date: Date | string, now: Date | number = Date.now()): string {
  const seconds = Math.max(0, (new Date(now).getTime() - new Date(date).getTime()) / 1000);
  if (!Number.isFinite(seconds)) return '';
  const found = UNITS.find(([, size]) => seconds >= size);
  if (!found) return new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(0, 'second');
  const [unit, size] = found;
  return new Intl.RelativeTimeFormat(language, { numeric: 'always' }).format(-Math.floor(seconds / size), unit);
}

/** A calendar day (YYYY-MM-DD) in the reader's language: "Oct 5, 2026", "5 oct 2026" (UTC, so no zone moves it). */
export function formatDay(language: Language, day: string): string {
  const date = new Date(`${day.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(language === 'en' ? 'en-US' : language, {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(date);
}
