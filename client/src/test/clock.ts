import { afterEach, vi } from 'vitest';

/**
 * Sets the browser's date to `at` for the rest of the test (timers stay real, so user events and
 * React's scheduling run as usual): what the page reads as "today" never depends on the day the
 * suite runs. The real date is back after each test.
 */
export function setToday(at: string): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(at));
}

afterEach(() => {
  vi.useRealTimers();
});
