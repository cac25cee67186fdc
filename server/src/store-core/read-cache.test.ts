import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createComposedCache } from './read-cache';

/** The cache of answers composed from several reads (a member's week): kept, and never past a write. */
describe('createComposedCache', () => {
  let dir: string;
  let db: Database.Database;
  let other: Database.Database;
  let composed = 0;
  const read = () => {
    composed += 1;
    return Promise.resolve(db.prepare('SELECT count(*) AS n FROM tips').get() as { n: number });
  };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'composed-cache-'));
    db = new Database(join(dir, 'db.sqlite'));
    db.exec('CREATE TABLE tips (id INTEGER PRIMARY KEY)');
    other = new Database(join(dir, 'db.sqlite'));
    composed = 0;
  });
  afterEach(() => {
    db.close();
    other.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers again from memory until this connection writes', async () => {
    const cache = createComposedCache(db);
    expect(await cache.get('k', read)).toEqual({ n: 0 });
    expect(await cache.get('k', read)).toEqual({ n: 0 });
    expect(composed).toBe(1);
    db.exec('INSERT INTO tips DEFAULT VALUES');
    cache.invalidate();
    expect(await cache.get('k', read)).toEqual({ n: 1 });
    expect(composed).toBe(2);
  });

  it('sees another connection’s commit (data_version) without being told', async () => {
    const cache = createComposedCache(db);
    await cache.get('k', read);
    other.exec('INSERT INTO tips DEFAULT VALUES');
    expect(await cache.get('k', read)).toEqual({ n: 1 });
    expect(composed).toBe(2);
  });
});
