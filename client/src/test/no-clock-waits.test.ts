import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '..');

/** Every unit test file of the client. */
function testFiles(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return /\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

// A promise settled by a timer of so many milliseconds: a wait by the clock, too short on a busy
// machine or longer than needed on a quiet one.
const CLOCK_WAIT = /new Promise\(\s*\(?\s*\w+\s*\)?\s*=>\s*setTimeout\(\s*\w+\s*,\s*\d/;

describe('findings 21: the client unit tests', () => {
  it('never wait by the clock (fake timers or an awaited event instead)', () => {
    const waiting = testFiles()
      .filter((file) => CLOCK_WAIT.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(SRC, file));
    expect(waiting).toEqual([]);
  });
});
