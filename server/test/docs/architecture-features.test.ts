// Issue 56: docs/architecture.md names every feature folder of the client and the server, and no
// folder that is gone, so a newcomer's map matches the tree.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './doc-paths';

const doc = fs.readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8');

const folders = (side: 'client' | 'server') =>
  fs
    .readdirSync(path.join(ROOT, side, 'src', 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** The first column of the "| <side> feature | …" table: each row's `name`. */
function namedIn(text: string, side: 'client' | 'server'): string[] {
  const start = text.search(new RegExp(`^\\| ${side} feature +\\|`, 'm'));
  if (start === -1) return [];
  const rows = text.slice(start).split('\n').slice(2);
  const names: string[] = [];
  for (const row of rows) {
    const cell = /^\| `([^`]+)` +\|/.exec(row);
    if (cell === null) break;
    names.push(cell[1]!);
  }
  return names.sort();
}

describe('docs/architecture.md: the feature folders', () => {
  it.each(['client', 'server'] as const)('names every %s feature folder, and none that is gone', (side) => {
    expect(folders(side).length).toBeGreaterThan(10);
    expect(namedIn(doc, side)).toEqual(folders(side));
  });

  it('fails on a planted drift: a folder left out, or one named that is gone', () => {
    const table = (names: string[]) =>
      ['| client feature | what |', '| --- | --- |', ...names.map((n) => `| \`${n}\` | x |`), ''].join('\n');
    const real = folders('client');
    expect(namedIn(table(real.slice(1)), 'client')).not.toEqual(real);
    expect(namedIn(table([...real, 'gone']), 'client')).not.toEqual(real);
    expect(namedIn(table(real), 'client')).toEqual(real);
  });
});
