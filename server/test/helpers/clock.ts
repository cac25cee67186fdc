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

/**
 * The shifted clock of a run under scripts/at-date.sh (libfaketime's variables), for a process a
 * test spawns with an env of its own: it then shares the suite's date instead of the real one.
 * Empty on an ordinary run.
 */
export function sharedClockEnv(): Record<string, string> {
  const shared: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env))
    if (value !== undefined && (key === 'LD_PRELOAD' || key.startsWith('FAKETIME') || key === 'DONT_FAKE_MONOTONIC'))
      shared[key] = value;
  return shared;
}
