import { describe, expect, it } from 'vitest';
import { monthName, monthNames, timeAgo } from './dates';

/** Issue 39: months in the reader's language, as Intl writes them, never an English list for everyone. */
describe('month names', () => {
  it('are what Intl writes in each language, long and short (the table stands in for it on the page)', () => {
    for (const language of ['en', 'es'] as const)
      for (const width of ['long', 'short'] as const) {
        const intl = new Intl.DateTimeFormat(language, { month: width, timeZone: 'UTC' });
        const written = Array.from({ length: 12 }, (_, index) =>
          intl.format(Date.UTC(2024, index, 15, 12)).replace('.', ''),
        );
        expect(monthNames(language, width), `${language} ${width}`).toEqual(written);
      }
  });

  it('are the language’s own', () => {
    expect(monthNames('en').slice(0, 3)).toEqual(['January', 'February', 'March']);
    expect(monthNames('es').slice(0, 3)).toEqual(['enero', 'febrero', 'marzo']);
    expect(monthName('es', 12)).toBe('diciembre');
    expect(monthName('es', 9, 'short')).toMatch(/^sept?$/);
  });
});

/** "n days ago" by Intl.RelativeTimeFormat in the reader's language, one and many by its plural rules. */
describe('timeAgo', () => {
  const now = new Date('2026-11-28T12:00:00.000Z');
  const before = (seconds: number) => new Date(now.getTime() - seconds * 1000);
  const day = 24 * 3600;

  it('says one and many in English', () => {
    expect(timeAgo('en', before(1 * day), now)).toBe('1 day ago');
    expect(timeAgo('en', before(3 * day), now)).toBe('3 days ago');
    expect(timeAgo('en', before(60), now)).toBe('1 minute ago');
    expect(timeAgo('en', before(5 * 3600 + 59), now)).toBe('5 hours ago');
  });

  it('says one and many in Spanish', () => {
    expect(timeAgo('es', before(1 * day), now)).toBe('hace 1 día');
    expect(timeAgo('es', before(3 * day), now)).toBe('hace 3 días');
    expect(timeAgo('es', before(3600), now)).toBe('hace 1 hora');
    expect(timeAgo('es', before(2 * 7 * day), now)).toBe('hace 2 semanas');
  });

  it('says now under a minute (and for a clock a little ahead), the largest whole unit after', () => {
    expect(timeAgo('en', before(59), now)).toBe('now');
    expect(timeAgo('es', before(-30), now)).toBe('ahora');
    expect(timeAgo('en', before(400 * day), now)).toBe('1 year ago');
    expect(timeAgo('es', before(45 * day), now.getTime())).toBe('hace 1 mes');
  });

  it('takes the ISO text the API sends', () => {
    expect(timeAgo('es', '2026-11-26T12:00:00.000Z', now)).toBe('hace 2 días');
  });
});
