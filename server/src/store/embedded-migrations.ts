import { SEED_GARDENERS } from './seed-data';
import type Database from 'better-sqlite3';
import { SCHEMA_V1, migrateSeasons } from './embedded-schema';
import { CONVERSATION_SCHEMA } from './embedded-conversation-schema';
import { migrateSafety } from './embedded-safety-schema';
import { indexWords } from './search';
import { PEOPLE_SCHEMA } from './embedded-people';
import { migratePlants } from './embedded-plants';

/**
 * The embedded store's schema versions, kept in SQLite's user_version. Each start runs the
 * missing ones in one IMMEDIATE transaction: a second process starting at the same moment
 * waits for the lock, then finds the version current and runs nothing. A database made by
 * a newer release is refused rather than guessed at.
 */
export interface Migration {
  name: string;
  up: (db: Database.Database) => void;
}

export const EMBEDDED_MIGRATIONS: Migration[] = [
  { name: 'the first release schema', up: (db) => db.exec(SCHEMA_V1) },
  {
    // Search matches folded words (search.ts), written by the store beside each tip, so
    // both stores share one meaning of `q`; FTS5 only indexes them.
    name: 'search over folded words',
    up: (db) => {
      db.exec(`
        DROP TRIGGER IF EXISTS tips_after_insert;
        DROP TRIGGER IF EXISTS tips_after_update_text;
        DROP TRIGGER IF EXISTS tips_after_delete;
        DROP TABLE IF EXISTS tips_fts;
        CREATE VIRTUAL TABLE tips_fts USING fts5(words, tokenize = 'unicode61 remove_diacritics 0');
        CREATE TRIGGER tips_after_insert AFTER INSERT ON tips BEGIN
          INSERT INTO tip_counts (availability, difficulty, category, n)
            VALUES (new.availability, new.difficulty, new.category, 1)
            ON CONFLICT DO UPDATE SET n = n + 1;
        END;
        CREATE TRIGGER tips_after_delete AFTER DELETE ON tips BEGIN
          DELETE FROM tips_fts WHERE rowid = old.seq;
          UPDATE tip_counts SET n = n - 1
            WHERE availability = old.availability AND difficulty = old.difficulty AND category = old.category;
          DELETE FROM likes WHERE tipId = old._id;
        END;
      `);
      const insert = db.prepare('INSERT INTO tips_fts (rowid, words) VALUES (?, ?)');
      const rows = db.prepare('SELECT seq, title, plantType, category, description FROM tips').all() as Array<{
        seq: number;
        title: string;
        plantType: string;
        category: string;
        description: string;
      }>;
      for (const row of rows) insert.run(row.seq, indexWords(row).join(' '));
    },
  },
  {
    name: 'seed markers',
    up: (db) => db.exec('CREATE TABLE seeds (name TEXT PRIMARY KEY, seededAt TEXT NOT NULL) WITHOUT ROWID;'),
  },
  {
    // Tips show the author's avatar as it was when the tip was written or updated.
    name: "the author's avatar on tips",
    up: (db) => db.exec("ALTER TABLE tips ADD COLUMN authorPhotoURL TEXT NOT NULL DEFAULT ''"),
  },
  {
    // Photo uploads: their records (the files live under DATA_DIR/uploads/<id>/),
    // tips' alternative text for the photo, and the index that finds the tips using an upload.
    name: 'photo uploads and alternative text',
    up: (db) => {
      // A development database from before the migrations may already have the column.
      const columns = db.prepare('PRAGMA table_info(tips)').all() as Array<{ name: string }>;
      if (!columns.some((column) => column.name === 'imageAlt'))
        db.exec("ALTER TABLE tips ADD COLUMN imageAlt TEXT NOT NULL DEFAULT ''");
      db.exec(`
        CREATE TABLE IF NOT EXISTS uploads (
          id TEXT PRIMARY KEY,
          ownerUid TEXT NOT NULL,
          contentType TEXT NOT NULL,
          createdAt TEXT NOT NULL,
          profile INTEGER NOT NULL DEFAULT 0,
          files TEXT NOT NULL
        );
        CREATE INDEX IF NOT EXISTS uploads_created ON uploads (createdAt);
        CREATE INDEX IF NOT EXISTS uploads_owner_profile ON uploads (ownerUid, profile);
        CREATE INDEX IF NOT EXISTS tips_image ON tips (image);
      `);
    },
  },
  {
    // Seasons (embedded-schema.ts): tips gain months, hemisphere and a northern monthMask,
    // with per-month counts kept by triggers; gardens, reminders and calendar feeds. IF NOT
    // EXISTS throughout: a database made before migrations were numbered may have them already.
    name: 'seasons, gardens, reminders and calendar feeds',
    up: (db) => migrateSeasons(db),
  },
  {
    // A user record is keyed by uid alone (an e-mail can change and be registered
    // again by someone else), so uid becomes the unique key and e-mail a plain field. A member
    // who changed address before this has two records: the newest is kept. Records made before
    // verification was recorded count as verified, so no name anyone holds is freed by this.
    name: 'users keyed by uid; e-mail verification recorded',
    up: (db) =>
      db.exec(`
        CREATE TABLE users_by_uid (
          _id TEXT PRIMARY KEY,
          uid TEXT NOT NULL UNIQUE,
          email TEXT NOT NULL,
          emailVerified INTEGER NOT NULL DEFAULT 1,
          name TEXT NOT NULL,
          photoURL TEXT NOT NULL,
          creationTime TEXT NOT NULL,
          lastSignInTime TEXT NOT NULL
        );
        INSERT INTO users_by_uid (_id, uid, email, name, photoURL, creationTime, lastSignInTime)
          SELECT _id, uid, email, name, photoURL, creationTime, lastSignInTime FROM users
          WHERE rowid IN (SELECT MAX(rowid) FROM users GROUP BY uid);
        DROP TABLE users;
        ALTER TABLE users_by_uid RENAME TO users;
        CREATE INDEX users_unverified ON users (emailVerified) WHERE emailVerified = 0;
      `),
  },
  {
    // embedded-people.ts: profile extras, follows, notifications and their settings.
    name: 'people: profiles, follows and notifications',
    up: (db) => db.exec(PEOPLE_SCHEMA),
  },
  {
    // A tip's index words gained their stems and its category (search.ts).
    name: 'search by word stems and category',
    up: (db) => reindexSearch(db),
  },
  {
    // embedded-safety-schema.ts: roles, suspensions, reports, moderation, blocks.
    name: 'trust and safety',
    up: (db) => migrateSafety(db),
  },
  {
    // embedded-conversation-schema.ts: comments and trials, with the tip's counts kept by triggers.
    name: 'comments-and-trials',
    up: (db) => db.exec(CONVERSATION_SCHEMA),
  },
  {
    // A gardener card belongs to a member; their shared-tip count and active status
    // are counted from their tips (listGardeners), so the stored figures go. The seeded cards
    // are matched to their seed members by name; any other card counts nothing until linked.
    name: 'gardeners are members',
    up: (db) => {
      db.exec(`
        DROP INDEX IF EXISTS gardeners_status_shared;
        ALTER TABLE gardeners DROP COLUMN status;
        ALTER TABLE gardeners DROP COLUMN totalSharedTips;
        ALTER TABLE gardeners ADD COLUMN authorUid TEXT NOT NULL DEFAULT '';
        CREATE INDEX gardeners_author ON gardeners (authorUid);
      `);
      const link = db.prepare("UPDATE gardeners SET authorUid = ? WHERE name = ? AND authorUid = ''");
      for (const g of SEED_GARDENERS) link.run(g.authorUid, g.name);
    },
  },
  {
    // Moderators hide a comment as they hide a tip (when and why); a
    // comment without a mark is shown.
    name: 'comments hidden by moderators',
    up: (db) =>
      db.exec(`
        ALTER TABLE comments ADD COLUMN hiddenAt TEXT;
        ALTER TABLE comments ADD COLUMN hiddenReason TEXT;
      `),
  },
  {
    // The author is told what moderators did (people-store.ts): why, and until when.
    name: 'moderation notices',
    up: (db) =>
      db.exec(`
        ALTER TABLE notifications ADD COLUMN reason TEXT;
        ALTER TABLE notifications ADD COLUMN until TEXT;
      `),
  },
  {
    // Each tip keeps the plant its plantType names (embedded-plants.ts); members keep their plants.
    name: 'plants',
    up: migratePlants,
  },
];

/** Rewrites every tip's search row from indexWords as it is now. */
function reindexSearch(db: Database.Database) {
  const update = db.prepare('UPDATE tips_fts SET words = ? WHERE rowid = ?');
  const rows = db.prepare('SELECT seq, title, plantType, category, description FROM tips').all() as Array<{
    seq: number;
    title: string;
    plantType: string;
    category: string;
    description: string;
  }>;
  for (const row of rows) update.run(indexWords(row).join(' '), row.seq);
}

export class NewerSchemaError extends Error {
  constructor(found: number, known: number) {
    super(`The database is at schema version ${found}, newer than this release knows (${known}); run a newer release`);
    this.name = 'NewerSchemaError';
  }
}

/** Brings the database to the latest version; returns the version it found. */
export function migrate(db: Database.Database, migrations: Migration[] = EMBEDDED_MIGRATIONS): number {
  const version = () => db.pragma('user_version', { simple: true }) as number;
  const latest = migrations.length;
  const found = version();
  if (found > latest) throw new NewerSchemaError(found, latest);
  if (found === latest) return found;
  return db
    .transaction(() => {
      // Read again under the write lock: another process may have migrated meanwhile.
      const from = version();
      if (from > latest) throw new NewerSchemaError(from, latest);
      for (const migration of migrations.slice(from)) migration.up(db);
      if (from < latest) db.pragma(`user_version = ${latest}`);
      return from;
    })
    .immediate();
}
