import type Database from 'better-sqlite3';

/**
 * The trust and safety tables and columns (see store.ts). users gain a role, a suspension and
 * joinedAt, which only the server writes (a trigger stamps it on insert, so the users code
 * stays as it was); existing records take their sign-up time when it reads as a date.
 */
export function migrateSafety(db: Database.Database): void {
  db.exec(`
    ALTER TABLE users ADD COLUMN role TEXT NOT NULL DEFAULT 'member';
    ALTER TABLE users ADD COLUMN suspendedUntil TEXT;
    ALTER TABLE users ADD COLUMN joinedAt TEXT;
    CREATE INDEX IF NOT EXISTS users_uid ON users (uid);
    CREATE TRIGGER users_joined AFTER INSERT ON users WHEN new.joinedAt IS NULL BEGIN
      UPDATE users SET joinedAt = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE _id = new._id;
    END;

    ALTER TABLE tips ADD COLUMN hiddenAt TEXT;
    ALTER TABLE tips ADD COLUMN hiddenReason TEXT;
    CREATE INDEX tips_moderated ON tips (hiddenAt) WHERE hiddenAt IS NOT NULL;

    CREATE TABLE reports (
      _id TEXT PRIMARY KEY,
      kind TEXT NOT NULL,
      targetId TEXT NOT NULL,
      reporterUid TEXT NOT NULL,
      targetAuthorUid TEXT NOT NULL,
      reason TEXT NOT NULL,
      note TEXT NOT NULL,
      qualifying INTEGER NOT NULL,
      status TEXT NOT NULL DEFAULT 'open',
      createdAt TEXT NOT NULL,
      UNIQUE (kind, targetId, reporterUid)
    );
    CREATE INDEX reports_status ON reports (status, createdAt);

    CREATE TABLE moderation_log (
      _id TEXT PRIMARY KEY,
      at TEXT NOT NULL,
      moderatorUid TEXT,
      kind TEXT NOT NULL,
      targetId TEXT NOT NULL,
      action TEXT NOT NULL,
      reason TEXT NOT NULL,
      days INTEGER
    );

    CREATE TABLE blocks (
      blockerUid TEXT NOT NULL,
      blockedUid TEXT NOT NULL,
      createdAt TEXT NOT NULL,
      PRIMARY KEY (blockerUid, blockedUid)
    ) WITHOUT ROWID;
  `);
  const stamp = db.prepare('UPDATE users SET joinedAt = ? WHERE _id = ?');
  const now = new Date().toISOString();
  for (const row of db.prepare('SELECT _id, creationTime FROM users').all() as Array<{
    _id: string;
    creationTime: string;
  }>) {
    const time = new Date(row.creationTime);
    stamp.run(Number.isNaN(time.getTime()) || time.toISOString() > now ? now : time.toISOString(), row._id);
  }
}
