import { realClock, type Clock } from '../clock';
import Database from 'better-sqlite3';

/**
 * The rate-limit counters every API process on this DATA_DIR shares. A file of their own,
 * opened on the first hit: a hit is a write on every request, which in the main database
 * would wait for a durable commit (synchronous FULL) and tell every other process's read
 * cache that the data changed. Counters need neither, so this file commits without fsync
 * (synchronous OFF: a power cut may forget the last hits; deleting the file resets them).
 */
export function openCounters(filename: string, busyTimeoutMs: number, clock: Clock = realClock) {
  let db: Database.Database | null = null;
  let statements: {
    hit: Database.Statement;
    unhit: Database.Statement;
    reset: Database.Statement;
    sweep: Database.Statement;
  } | null = null;
  let sweptAt = 0;
  const open = () => {
    if (statements !== null) return statements;
    try {
      db = new Database(filename);
      db.pragma('journal_mode = WAL');
      db.pragma('synchronous = OFF');
      db.pragma(`busy_timeout = ${Math.max(0, Math.trunc(busyTimeoutMs))}`);
      db.exec(
        'CREATE TABLE IF NOT EXISTS rate_limits (key TEXT PRIMARY KEY, hits INTEGER NOT NULL, resetAt INTEGER NOT NULL) WITHOUT ROWID',
      );
    } catch (error) {
      db?.close();
      db = null;
      throw error;
    }
    // One statement adds a hit to the key's window, or starts a new window once the last one has passed.
    statements = {
      hit: db.prepare(
        `INSERT INTO rate_limits (key, hits, resetAt) VALUES (@key, 1, @resetAt)
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN resetAt <= @at THEN 1 ELSE hits + 1 END,
           resetAt = CASE WHEN resetAt <= @at THEN @resetAt ELSE resetAt END
         RETURNING hits, resetAt`,
      ),
      unhit: db.prepare('UPDATE rate_limits SET hits = MAX(hits - 1, 0) WHERE key = ?'),
      reset: db.prepare('DELETE FROM rate_limits WHERE key = ?'),
      sweep: db.prepare('DELETE FROM rate_limits WHERE resetAt <= ?'),
    };
    return statements;
  };
  return {
    hit(key: string, windowMs: number) {
      const s = open();
      const at = clock.now().getTime();
      if (at - sweptAt > 60_000) {
        sweptAt = at;
        s.sweep.run(at);
      }
      return s.hit.get({ key, at, resetAt: at + windowMs }) as { hits: number; resetAt: number };
    },
    unhit(key: string) {
      open().unhit.run(key);
    },
    reset(key: string) {
      open().reset.run(key);
    },
    close() {
      if (db?.open) db.close();
    },
  };
}
