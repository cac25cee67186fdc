import { describe, expect, it } from 'vitest';
import { formatDateTime } from './date-time';

/** Issue 39: a moment (a comment's, a moderation log's) written the reader's way, by Intl. */
describe('formatDateTime', () => {
  const moment = '2026-11-27T18:13:00Z';

  it('writes English as before, and Spanish with its own month and a 24-hour clock', () => {
    expect(formatDateTime(moment, 'UTC')).toBe('Nov 27, 2026, 6:13 PM');
    expect(formatDateTime(moment, 'UTC', 'es')).toBe('27 nov 2026, 18:13');
  });

  it('shows a value that is no date as it came', () => {
    expect(formatDateTime('not a date', 'UTC', 'es')).toBe('not a date');
  });
});
