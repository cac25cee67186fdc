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
  it("issue 22 #20: takes members in turn, so one member's queue of large photos does not hold up another's small one", async () => {
    const fair = createImagePool({ size: 1, nice: 0, idleMs: 60_000 });
    try {
      // All are queued at once, so the order is the pool's alone; the sizes only tell the story.
      const large = await sharp({
        create: {
          width: 1000,
          height: 1000,
          channels: 3,
          background: '#808080',
          noise: { type: 'gaussian', mean: 128, sigma: 60 },
        },
      })
        .png({ compressionLevel: 1 })
        .toBuffer();
      const small = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3a6b2a' } })
        .jpeg()
        .toBuffer();
      const done: string[] = [];
      const job = (owner: string, name: string, input: Buffer) =>
        fair.process('0123456789abcdef01234567', input, owner).then(() => done.push(name));
      const jobs = [
        ...['a1', 'a2', 'a3', 'a4'].map((name) => job('member-a', name, large)),
        ...['b1', 'b2', 'b3'].map((name) => job('member-b', name, large)),
      ];
      jobs.push(job('member-c', 'c1', small));
      await Promise.all(jobs);
      // In turn: a1 was already running, then each waiting member once, oldest queue first.
      expect(done.slice(0, 3)).toEqual(['a1', 'b1', 'c1']);
      expect(done).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3', 'b3', 'a4']);
    } finally {
      fair.close();
    }
  }, 120_000);

  it.skipIf(!fs.existsSync('/proc/self/task'))(
    'runs every thread of its workers at a lower CPU priority than the API, by the configured step',
    async () => {
      const input = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#3a6b2a' } })
        .jpeg()
        .toBuffer();
      const result = await pool.process('0123456789abcdef01234567', input, 'member');
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
