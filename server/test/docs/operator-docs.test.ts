import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { apiEnvSchema, stackEnvSchema } from '@green-circle/contract/env';
import { MANIFEST } from '../../src/backup/manifest';
import { buildTestApp } from '../helpers/app';
import { ROOT } from './doc-paths';

/**
 * What docs/deployment.md and README.md tell an operator to type or expect stays true: every
 * `npm run` names a script that exists, every variable of the configuration table is one the
 * schema reads, every /metrics series of the table is in a real scrape, and the backup's files
 * are the ones the code writes.
 */
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const deployment = read('docs/deployment.md');
const scriptsOf = (workspace: string) =>
  Object.keys((JSON.parse(read(path.join(workspace, 'package.json'))) as { scripts: object }).scripts);

/** `npm run name`, `npm run name -w server`, `npm run name:x -w client` as written in the text. */
function npmRuns(text: string): Array<{ script: string; workspace: string }> {
  return [...text.matchAll(/npm run ([\w:-]+)(?: -w (\w+))?/g)].map((m) => ({ script: m[1]!, workspace: m[2] ?? '.' }));
}

describe('the operator docs', () => {
  it.each(['docs/deployment.md', 'README.md'])('%s names only npm scripts that exist', (doc) => {
    const runs = npmRuns(read(doc));
    expect(runs.length).toBeGreaterThanOrEqual(3);
    const missing = runs.filter(({ script, workspace }) => !scriptsOf(workspace).includes(script));
    expect(missing).toEqual([]);
    expect(npmRuns('`npm run bench:hits -w server` and `npm run restore -- x`')).toEqual([
      { script: 'bench:hits', workspace: 'server' },
      { script: 'restore', workspace: '.' },
    ]);
  });

  it('the configuration table names only variables the environment schema reads', () => {
    const known = Object.keys({ ...apiEnvSchema.shape, ...stackEnvSchema.shape });
    const rows = deployment.split('\n').filter((line) => /^\| `[A-Z]/.test(line));
    const named = rows.flatMap((row) => [...row.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]*\*?)`/g)].map((m) => m[1]!));
    expect(named).toContain('METRICS_TOKEN');
    const unknown = named.filter((name) =>
      name.endsWith('*') ? !known.some((k) => k.startsWith(name.slice(0, -1))) : !known.includes(name),
    );
    expect(unknown).toEqual([]);
  });

  it("the API's /metrics series in the table are in a real scrape", async () => {
    const section = deployment.slice(deployment.indexOf('## Metrics'), deployment.indexOf('## Backups'));
    const series = [...section.matchAll(/^\| `((?:http|gc)_[a-z_]+)(?:\{[^}]*\})?`[^|]*\| (API|both)/gm)].map(
      (m) => m[1]!,
    );
    expect(series.length).toBeGreaterThanOrEqual(5);
    const t = buildTestApp();
    try {
      await request(t.app).get('/health');
      const text = (await request(t.app).get('/metrics')).text;
      for (const name of series) expect(text, name).toContain(`# TYPE ${name} `);
    } finally {
      await t.close();
    }
  });

  it('the backup is described with the files the code writes', () => {
    const section = deployment.slice(deployment.indexOf('## Backups'));
    expect(section).toContain(`\`${MANIFEST}\``);
    expect(section).toContain('npm run backup -- ');
    expect(section).toContain('npm run restore -- <backup file> --force');
    expect(section).toContain('backups/green-circle-<date and time>.tar.gz');
    expect(read('README.md')).toContain('npm run restore -- backups/green-circle-');
  });
});
