import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createEmbeddedStore, type EmbeddedStore } from './embedded';
import type { SeedData } from './store';
import { crashTip, seedCrashTip } from '../../test/store/crash-fixture';

/**
 * The embedded store's like and delete paths, killed (SIGKILL, a real process death) after
 * every row they write, then reopened: each change happened whole or not at all, and the
 * bookkeeping (counts, search rows, likes) agrees with the rows.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const tsxLoader = pathToFileURL(path.resolve(here, '../../../node_modules/tsx/dist/loader.mjs')).href;
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const seed: SeedData = {
  gardeners: [],
  tips: [
    crashTip,
    {
      title: 'Mulch the beds',
      plantType: 'Basil',
      difficulty: 'Hard',
      category: 'Composting',
      description: 'Straw keeps it moist.',
      image: '/images/tips/x.svg',
      availability: 'Hidden',
      email: 'maya@greencircle.test',
      displayName: 'Maya',
      authorUid: 'uid-maya',
      likes: 0,
      createdAt: '2024-03-02T10:00:00.000Z',
    },
  ],
};

async function prepare() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gc-crash-'));
  dirs.push(dir);
  const filename = path.join(dir, 'green-circle.db');
  const store = createEmbeddedStore({ filename });
  const id = await seedCrashTip(store, seed);
  await store.close();
  return { filename, id };
}

function runChild(args: string[]): Promise<{ signal: string | null; output: string }> {
  const child = spawn(
    process.execPath,
    ['--import', tsxLoader, path.join(here, '../../test/store/embedded-crash-child.ts'), ...args],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.once('exit', (_code, signal) => resolve({ signal, output })));
}

const seededLikes = new Map(seed.tips.map((tip) => [tip.title, tip.likes]));

function expectConsistent(store: EmbeddedStore) {
  const rows = store.db
    .prepare('SELECT _id, title, likes, (SELECT COUNT(*) FROM likes l WHERE l.tipId = t._id) AS n FROM tips t')
    .all() as Array<{ title: string; likes: number; n: number }>;
  for (const row of rows) expect(row.likes, row.title).toBe(row.n + (seededLikes.get(row.title) ?? 0));
  expect(store.db.prepare('SELECT tipId FROM likes WHERE tipId NOT IN (SELECT _id FROM tips)').all()).toEqual([]);
  expect(store.db.prepare('SELECT COALESCE(SUM(n), 0) AS n FROM tip_counts').get()).toEqual({ n: rows.length });
  expect(store.db.prepare('SELECT COUNT(*) AS n FROM tips_fts').get()).toEqual({ n: rows.length });
  expect(store.db.pragma('integrity_check', { simple: true })).toBe('ok');
}

async function crashAtEveryRow(
  operation: 'like' | 'delete',
  check: (store: EmbeddedStore, id: string) => Promise<void>,
) {
  for (let n = 1; n < 20; n++) {
    const { filename, id } = await prepare();
    const { signal, output } = await runChild([filename, operation, id, 'fan-3', String(n)]);
    const reopened = createEmbeddedStore({ filename });
    try {
      expectConsistent(reopened);
      await check(reopened, id);
    } finally {
      await reopened.close();
    }
    if (signal === null) {
      expect(output).toContain('completed');
      return n - 1;
    }
    expect(signal).toBe('SIGKILL');
  }
  throw new Error('the change never completed');
}

describe('embedded store: a process killed between any two writes', { timeout: 120_000 }, () => {
  it('has liked whole or not at all, its notification included', async () => {
    const points = await crashAtEveryRow('like', async (store, id) => {
      const liked = await store.hasLiked(id, 'fan-3');
      expect((await store.getTip(id))?.likes).toBe(liked ? 6 : 5);
      // The author's like entry names fan-3 exactly when the like is stored.
      const [entry] = (await store.listNotifications('uid-maya', { limit: 5 })).items;
      expect(entry?.actorUids.includes('fan-3') ?? false).toBe(liked);
    });
    // The like row, the count and the notification: three rows, three places to die.
    expect(points).toBe(3);
  });

  it('has deleted the tip, its likes, its count and its search row whole or not at all', async () => {
    const points = await crashAtEveryRow('delete', async (store, id) => {
      const tip = await store.getTip(id);
      const likes = store.db.prepare('SELECT COUNT(*) AS n FROM likes WHERE tipId = ?').get(id) as { n: number };
      if (tip === null) expect(likes.n).toBe(0);
      else expect(likes.n).toBe(2);
    });
    // The tip row, its count row and two like rows.
    expect(points).toBeGreaterThanOrEqual(4);
  });
});
