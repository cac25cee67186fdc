// Issue 33 #10: what a newcomer sees on the first `npm start` of a fresh clone. npm 11 runs no
// install script that `allowScripts` does not list and prints a notice of those it skipped; the
// README says how long the first install takes and why each skipped script does not matter.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './doc-paths';

const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const lock = JSON.parse(read('package-lock.json')) as {
  packages: Record<string, { hasInstallScript?: boolean }>;
};
const allowScripts =
  (JSON.parse(read('package.json')) as { allowScripts?: Record<string, boolean> }).allowScripts ?? {};
const readme = read('README.md');

/** The packages of the lockfile whose install scripts npm would have to run (or skip), by name. */
const withInstallScripts = [
  ...new Set(
    Object.entries(lock.packages)
      .filter(([at, entry]) => at !== '' && entry.hasInstallScript)
      .map(([at]) => at.slice(at.lastIndexOf('node_modules/') + 'node_modules/'.length)),
  ),
].sort();

describe('findings 10: the first start of a fresh clone, as the README tells it', () => {
  it('every package with an install script is turned on or off on purpose in allowScripts', () => {
    expect(withInstallScripts.length).toBeGreaterThan(0);
    expect(withInstallScripts.filter((name) => !(name in allowScripts))).toEqual([]);
  });

  it('the README names the install script that runs and why msw’s is off', () => {
    const running = Object.keys(allowScripts).filter((name) => allowScripts[name]);
    expect(running).toEqual(['better-sqlite3']);
    expect(readme).toMatch(/`allowScripts` runs better-sqlite3's/);
    expect(readme).toMatch(/msw's included \(it only copies a service worker/);
  });

  it('findings 6: the README says what a newcomer sees on the first start, with no figure nobody measured', () => {
    const first = readme.slice(
      readme.indexOf('The first start installs'),
      readme.indexOf('`npm test` runs every suite'),
    );
    expect(first).toMatch(/later starts reuse both/);
    expect(first).toMatch(/may print nothing for several minutes while it compiles\s+better-sqlite3/);
    expect(first).toMatch(/Each of the six steps prints a line when it starts and one when it ends/);
    // Timings of another machine on another day (issue 33's 4 and 10 minutes, 12 s, 2.7 min) go stale.
    expect(first).not.toMatch(/\d+(\.\d+)?\s*(s|min|minutes?|seconds?)\b|2-core/);
  });
});
