// Prints the rehearsal's table at the end of the run: each check, how it went, and what it saw
// (the lines checks.mjs recorded under its test's name).
import { existsSync, readFileSync, rmSync } from 'node:fs';

export default class TableReporter {
  /**
   * `file`: what checks.mjs wrote; unset, REHEARSAL_CHECKS as the suite's config sets it (read at
   * the end: a reporter named on the command line is made before the config runs).
   */
  constructor(file) {
    // Named on the command line, vitest hands it an options object instead.
    this.file = typeof file === 'string' ? file : undefined;
  }

  onTestRunEnd(testModules) {
    const seen = new Map();
    const file = this.file ?? process.env.REHEARSAL_CHECKS;
    if (file && existsSync(file)) {
      for (const line of readFileSync(file, 'utf8').split('\n').filter(Boolean)) {
        const { test, what, detail } = JSON.parse(line);
        seen.set(test, [...(seen.get(test) ?? []), `${what}: ${detail}`]);
      }
      rmSync(file, { force: true });
    }
    const rows = [];
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result()?.state ?? 'pending';
        const mark = { passed: '✓ passed', failed: '✗ FAILED', skipped: '- skipped' }[state] ?? state;
        const details = [...seen.entries()].filter(([name]) => name?.endsWith(test.name)).flatMap(([, lines]) => lines);
        rows.push({ check: test.name, mark, details });
      }
    }
    if (!rows.length) return;
    const width = Math.min(100, Math.max(...rows.map((row) => row.check.length)));
    const line = '─'.repeat(width + 14);
    const out = ['', 'The rehearsal: what it checked and how each went', line];
    for (const row of rows) {
      out.push(`${row.mark.padEnd(10)}  ${row.check}`);
      for (const detail of row.details) out.push(`${' '.repeat(12)}${detail}`);
    }
    out.push(line);
    const failed = rows.filter((row) => row.mark.startsWith('✗')).length;
    const passed = rows.filter((row) => row.mark.startsWith('✓')).length;
    out.push(`${passed} of ${rows.length} checks passed${failed ? `, ${failed} FAILED` : ''}`);
    console.log(out.join('\n'));
  }
}
