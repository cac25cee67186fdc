// Issue 56: no import circles in product code, type imports included. `npm test` runs
// scripts/import-cycles.mjs as a check of its own; this holds that it finds a planted circle.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from './doc-paths';

const script = path.join(ROOT, 'scripts', 'import-cycles.mjs');
const dir = mkdtempSync(path.join(tmpdir(), 'gc-cycles-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function plant(files: Record<string, string>): string {
  const at = mkdtempSync(path.join(dir, 'tree-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(at, name)), { recursive: true });
    writeFileSync(path.join(at, name), text);
  }
  return at;
}

describe('import circles', () => {
  it('finds a circle closed by a type import, names its files and fails', () => {
    const tree = plant({
      'a.ts': "import { b } from './b';\nexport const a = b + 1;\n",
      'b.ts': "import type { Later } from './c';\nexport const b: Later = 1;\n",
      'c.ts': "import { a } from './a';\nexport type Later = typeof a;\n",
    });
    const run = spawnSync(process.execPath, [script, tree], { encoding: 'utf8', cwd: tree });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('circle 1: 3 files');
    expect(run.stdout).toContain('b.ts -> c.ts');
  });

  it("follows a tsconfig's path alias (the client's #app/) as it follows a relative import", () => {
    const tree = plant({
      'tsconfig.json': JSON.stringify({
        compilerOptions: { module: 'ESNext', moduleResolution: 'bundler', paths: { '#app/*': ['./src/*'] } },
      }),
      'src/lib/a.ts': "import { b } from '#app/features/b';\nexport const a = b + 1;\n",
      'src/features/b.ts': "import { a } from '../lib/a';\nexport const b = a;\n",
    });
    const run = spawnSync(process.execPath, [script, tree], { encoding: 'utf8', cwd: tree });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(`${path.join('src', 'lib', 'a.ts')} -> ${path.join('src', 'features', 'b.ts')}`);
  });

  it('passes a tree whose imports all run one way', () => {
    const tree = plant({
      'a.ts': "import { b } from './b';\nexport const a = b + 1;\n",
      'b.ts': "import type { Later } from './c';\nexport const b: Later = 1;\n",
      'c.ts': 'export type Later = number;\n',
    });
    const run = spawnSync(process.execPath, [script, tree], { encoding: 'utf8', cwd: tree });
    expect(run.status).toBe(0);
  });

  it('finds none in the product code', () => {
    expect(execFileSync(process.execPath, [script], { encoding: 'utf8', cwd: ROOT })).toContain('No import circles');
  });
});
