import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEED } from '../../src/store/seed-data';
import { ROOT } from './doc-paths';

/** "N gardeners and M tips": the counts a text states of the demo data, or null when it states none. */
function statedCounts(text: string): { gardeners: number; tips: number } | null {
  const match = /(\d+) gardeners,? and (\d+) tips|(\d+) gardeners, (\d+) tips/.exec(text);
  if (match?.[3]) return { gardeners: Number(match[3]), tips: Number(match[4]) };
  return match ? { gardeners: Number(match[1]), tips: Number(match[2]) } : null;
}

describe('the demo data as the docs count it', () => {
  const seeded = { gardeners: SEED.gardeners.length, tips: SEED.tips.length };

  it.each(['README.md', 'server/src/store/seed-data.ts'])('%s states the seed counts', (file) => {
    expect(statedCounts(fs.readFileSync(path.join(ROOT, file), 'utf8'))).toEqual(seeded);
  });

  it('findings 6: .env.example states the seed counts (SEED=demo)', () => {
    expect(statedCounts(fs.readFileSync(path.join(ROOT, '.env.example'), 'utf8'))).toEqual(seeded);
  });

  it('reads a stated count, so a wrong one fails', () => {
    expect(statedCounts('the demo data is 12 gardeners and 18 tips.')).toEqual({ gardeners: 12, tips: 18 });
    expect(statedCounts('no figures here')).toBeNull();
  });
});

describe('findings 15: the README is the front door, the rest is in docs/', () => {
  it('is at most 120 lines and still gives the two commands', () => {
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(120);
    expect(readme).toMatch(/npm start\nnpm test/);
  });
});
