import fs from 'node:fs';
import os from 'node:os';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createImagePool } from './image-pool';

const pool = createImagePool({ size: 1, nice: 7, idleMs: 60_000 });
afterAll(() => pool.close());

/** The nice value of every thread of a process, from /proc (field 19 of each task's stat). */
function threadNices(pid: number): number[] {
  return fs.readdirSync(`/proc/${pid}/task`).map((tid) => {
    const stat = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}

describe('the image pool', () => {
  it.skipIf(!fs.existsSync('/proc/self/task'))(
    'runs every thread of its workers at a lower CPU priority than the API, by the configured step',
    async () => {
      const input = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#3a6b2a' } })
        .jpeg()
        .toBuffer();
      const result = await pool.process('0123456789abcdef01234567', input);
      expect(result.width).toBe(1600);
      const [pid] = pool.pids();
      expect(pid).toBeDefined();
      const expected = Math.min(19, os.getPriority() + 7);
      const nices = threadNices(pid!);
      expect(nices.length).toBeGreaterThan(1);
      expect(new Set(nices)).toEqual(new Set([expected]));
    },
  );
});
