import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createEmbeddedContext } from './embedded-context';

describe('the embedded context’s shared statements', () => {
  it('gives each caller rows, even after another caller plucked the same text', () => {
    const db = new Database(':memory:');
    db.exec(`CREATE TABLE settings (uid TEXT PRIMARY KEY, settings TEXT);
             INSERT INTO settings VALUES ('u1', '{"like":false}')`);
    const { sql } = createEmbeddedContext(db, { uploadsDir: '/nowhere', readCacheEntries: 0 });
    const text = 'SELECT settings FROM settings WHERE uid = ?';

    // One feature (a member's export) reads the bare value...
    expect(sql(text).pluck().get('u1')).toBe('{"like":false}');
    // ...and the next reader of the same text still gets its row.
    expect(sql(text).get('u1')).toEqual({ settings: '{"like":false}' });
    expect(sql(text).pluck().get('u1')).toBe('{"like":false}');
    db.close();
  });
});

describe('the embedded context’s kept answers', () => {
  const setUp = () => {
    const db = new Database(':memory:');
    db.exec(`CREATE TABLE tips (n INTEGER); INSERT INTO tips VALUES (1);
             CREATE TABLE notes (n INTEGER); INSERT INTO notes VALUES (1);`);
    const ctx = createEmbeddedContext(db, { uploadsDir: '/nowhere' });
    const tips = () => ctx.cached('tips', () => ctx.count('SELECT SUM(n) AS n FROM tips'));
    const week = () => ctx.composed('week', async () => ctx.count('SELECT SUM(n) AS n FROM notes'));
    return { db, ctx, tips, week };
  };

  it('keeps the shared answers across a write to what only its member reads, and drops the composed ones', async () => {
    const { db, ctx, tips, week } = setUp();
    expect([await tips(), await week()]).toEqual([1, 1]);
    // The same connection's write does not move data_version: only the cache's own rule decides.
    db.exec('UPDATE tips SET n = 5');
    await ctx.writeOwn(() => ctx.sql('UPDATE notes SET n = 2').run());
    expect(await tips()).toBe(1); // kept: writeOwn is for rows no shared answer shows
    expect(await week()).toBe(2);
    db.close();
  });

  it('drops every kept answer on a write', async () => {
    const { db, ctx, tips, week } = setUp();
    expect([await tips(), await week()]).toEqual([1, 1]);
    await ctx.write(() => ctx.sql('UPDATE tips SET n = 5').run());
    await ctx.write(() => ctx.sql('UPDATE notes SET n = 2').run());
    expect([await tips(), await week()]).toEqual([5, 2]);
    db.close();
  });
});
