import { describe, expect, it } from 'vitest';
import { monthName, monthNames } from './dates';

/** Issue 39: months by Intl in the reader's language, never from an English list. */
describe('month names', () => {
  it('are the language’s own', () => {
    expect(monthNames('en').slice(0, 3)).toEqual(['January', 'February', 'March']);
    expect(monthNames('es').slice(0, 3)).toEqual(['enero', 'febrero', 'marzo']);
    expect(monthName('es', 12)).toBe('diciembre');
    expect(monthName('es', 9, 'short')).toMatch(/^sept?$/);
  });
});
