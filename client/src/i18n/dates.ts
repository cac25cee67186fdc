import type { Language } from './languages';

const cache = new Map<string, string[]>();

/**
 * The twelve months' names in the reader's language, by Intl (January first): 'long' ("enero"),
 * 'short' ("ene"). Computed at noon UTC of the 15th so no time zone moves a month.
 */
export function monthNames(language: Language, width: 'long' | 'short' = 'long'): string[] {
  const key = `${language}:${width}`;
  let names = cache.get(key);
  if (!names) {
    const format = new Intl.DateTimeFormat(language, { month: width, timeZone: 'UTC' });
    names = Array.from({ length: 12 }, (_, index) => format.format(Date.UTC(2024, index, 15, 12)).replace('.', ''));
    cache.set(key, names);
  }
  return names;
}

/** A month's name (1-12) in the reader's language. */
export const monthName = (language: Language, month: number, width: 'long' | 'short' = 'long') =>
  monthNames(language, width)[month - 1] ?? '';
