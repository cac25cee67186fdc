import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '..');

/** Every component file of the client (tests aside). */
function componentFiles(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return componentFiles(full);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [full] : [];
  });
}

// The only drawings that are not an icon of the set: the set itself, Google's four-colour mark
// (its colours are the brand's) and the home page's plant illustrations (several shapes each).
const DRAWINGS = [
  'components/ui/line-icons.tsx',
  'features/auth/components/google-button.tsx',
  'features/home/components/plant-icons.tsx',
];

describe('findings 20: icons', () => {
  it('are drawn by LineIcon (components/ui/line-icons.tsx), never as an inline <svg> of their own', () => {
    const inline = componentFiles()
      .map((file) => path.relative(SRC, file).split(path.sep).join('/'))
      .filter((file) => !DRAWINGS.includes(file) && /<svg[\s>]/.test(readFileSync(path.join(SRC, file), 'utf8')));
    expect(inline).toEqual([]);
  });
});
