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
