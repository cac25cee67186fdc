import type { Clock } from '../../src/clock';

/** A clock a test sets: it reads the date last set, so a test's dates never depend on the day it runs. */
export interface TestClock extends Clock {
  set(at: string | Date): void;
}

export function testClock(at: string | Date): TestClock {
  let current = new Date(at);
  return {
    now: () => new Date(current),
    set(next) {
      current = new Date(next);
    },
  };
}
