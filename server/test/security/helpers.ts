import { expect } from 'vitest';
import type { EmbeddedStore } from '../../src/store/embedded';

/** Every row of the tables a write can touch, in a stable order: equal snapshots mean nothing changed. */
export function snapshot(store: EmbeddedStore) {
  return {
    tips: store.db.prepare('SELECT * FROM tips ORDER BY seq').all(),
    likes: store.db.prepare('SELECT * FROM likes ORDER BY tipId, uid').all(),
    users: store.db.prepare('SELECT * FROM users ORDER BY _id').all(),
    gardeners: store.db.prepare('SELECT * FROM gardeners ORDER BY _id').all(),
  };
}

/**
 * The store's own bookkeeping agrees with its rows: likes == like rows, tip_counts == tips.
 * Seeded tips start with likes but no like rows: pass `seeded` to count from their seed value.
 */
export function expectConsistent(store: EmbeddedStore, seeded: Map<string, number> = new Map()) {
  const rows = store.db
    .prepare('SELECT t._id, t.title, t.likes, (SELECT COUNT(*) FROM likes l WHERE l.tipId = t._id) AS rows FROM tips t')
    .all() as { _id: string; title: string; likes: number; rows: number }[];
  const drift = rows.filter((row) => row.likes !== row.rows + (seeded.get(row.title) ?? 0));
  expect(drift).toEqual([]);
  const orphans = store.db.prepare('SELECT tipId FROM likes WHERE tipId NOT IN (SELECT _id FROM tips)').all();
  expect(orphans).toEqual([]);
  const counted = store.db.prepare('SELECT COALESCE(SUM(n), 0) AS n FROM tip_counts').get() as { n: number };
  expect(counted.n).toBe(rows.length);
}

/** No key anywhere in the stored rows (or inside JSON columns) starts with `$`, and no value is an operator object. */
export function expectNoOperatorKeys(store: EmbeddedStore) {
  for (const table of ['tips', 'likes', 'users', 'gardeners']) {
    for (const row of store.db.prepare(`SELECT * FROM ${table}`).all() as Record<string, unknown>[]) {
      for (const [key, value] of Object.entries(row)) {
        expect(key.startsWith('$')).toBe(false);
        if (typeof value === 'string') expect(value).not.toMatch(/^\s*\{\s*"\$/);
      }
    }
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
