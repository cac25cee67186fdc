// The rehearsal suite (`npm run rehearse`, `npm test -- rehearse`): its own config, one file at a
// time (the production-settings checks, then the production shape), with the table of what it
// checked printed at the end (table-reporter.mjs).
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import TableReporter from './table-reporter.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
// Where each check writes what it saw, for the table (the reporter removes it at the end).
process.env.REHEARSAL_CHECKS ??= path.join(tmpdir(), `gc-rehearsal-checks-${process.pid}.jsonl`);

export default defineConfig({
  root: path.resolve(here, '../..'),
  test: {
    include: ['scripts/rehearse/*.test.mjs'],
    fileParallelism: false,
    sequence: { concurrent: false },
    testTimeout: 300_000,
    hookTimeout: 20 * 60_000,
    reporters: ['default', new TableReporter(process.env.REHEARSAL_CHECKS)],
  },
});
