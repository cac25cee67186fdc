/**
 * Version 1 of the embedded store's tables, as the first release made them (before
 * versioned migrations, with IF NOT EXISTS, so a database of that release is already at
 * it): the four MongoDB collections as tables with the same indexes, an FTS5 index kept in
 * step by triggers, and tip_counts, which the triggers keep per (availability, difficulty,
 * category) so a list's total is a sum of at most 30 small rows instead of a COUNT over
 * every tip. Later versions change it through embedded-migrations.ts; never edit this text.
 */
export const SCHEMA_V1 = `
CREATE TABLE IF NOT EXISTS tips (
  seq INTEGER PRIMARY KEY,
  _id TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  plantType TEXT NOT NULL,
  difficulty TEXT NOT NULL,
  category TEXT NOT NULL,
  description TEXT NOT NULL,
  image TEXT NOT NULL,
  availability TEXT NOT NULL,
  likes INTEGER NOT NULL DEFAULT 0,
  email TEXT NOT NULL,
  displayName TEXT NOT NULL,
  authorUid TEXT NOT NULL,
  createdAt TEXT NOT NULL,
  updatedAt TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS tips_availability_created ON tips (availability, createdAt, _id);
CREATE INDEX IF NOT EXISTS tips_availability_likes ON tips (availability, likes, createdAt, _id);
CREATE INDEX IF NOT EXISTS tips_created ON tips (createdAt, _id);
CREATE INDEX IF NOT EXISTS tips_likes_created ON tips (likes, createdAt, _id);
CREATE INDEX IF NOT EXISTS tips_email ON tips (email);
CREATE INDEX IF NOT EXISTS tips_difficulty ON tips (difficulty);
CREATE INDEX IF NOT EXISTS tips_author ON tips (authorUid, createdAt, _id);

CREATE VIRTUAL TABLE IF NOT EXISTS tips_fts USING fts5(
  title, plantType, description,
  content = 'tips', content_rowid = 'seq',
  tokenize = 'unicode61 remove_diacritics 2'
);

CREATE TABLE IF NOT EXISTS tip_counts (
  availability TEXT NOT NULL,
  difficulty TEXT NOT NULL,
  category TEXT NOT NULL,
  n INTEGER NOT NULL,
  PRIMARY KEY (availability, difficulty, category)
) WITHOUT ROWID;

CREATE TRIGGER IF NOT EXISTS tips_after_insert AFTER INSERT ON tips BEGIN
  INSERT INTO tips_fts (rowid, title, plantType, description)
    VALUES (new.seq, new.title, new.plantType, new.description);
  INSERT INTO tip_counts (availability, difficulty, category, n)
    VALUES (new.availability, new.difficulty, new.category, 1)
    ON CONFLICT DO UPDATE SET n = n + 1;
END;

CREATE TRIGGER IF NOT EXISTS tips_after_delete AFTER DELETE ON tips BEGIN
  INSERT INTO tips_fts (tips_fts, rowid, title, plantType, description)
    VALUES ('delete', old.seq, old.title, old.plantType, old.description);
  UPDATE tip_counts SET n = n - 1
    WHERE availability = old.availability AND difficulty = old.difficulty AND category = old.category;
  DELETE FROM likes WHERE tipId = old._id;
END;

CREATE TRIGGER IF NOT EXISTS tips_after_update_text AFTER UPDATE OF title, plantType, description ON tips BEGIN
  INSERT INTO tips_fts (tips_fts, rowid, title, plantType, description)
    VALUES ('delete', old.seq, old.title, old.plantType, old.description);
  INSERT INTO tips_fts (rowid, title, plantType, description)
    VALUES (new.seq, new.title, new.plantType, new.description);
END;

CREATE TRIGGER IF NOT EXISTS tips_after_update_kind AFTER UPDATE OF availability, difficulty, category ON tips BEGIN
  UPDATE tip_counts SET n = n - 1
    WHERE availability = old.availability AND difficulty = old.difficulty AND category = old.category;
  INSERT INTO tip_counts (availability, difficulty, category, n)
    VALUES (new.availability, new.difficulty, new.category, 1)
    ON CONFLICT DO UPDATE SET n = n + 1;
END;

CREATE TABLE IF NOT EXISTS likes (
  tipId TEXT NOT NULL,
  uid TEXT NOT NULL,
  createdAt TEXT NOT NULL,
  UNIQUE (tipId, uid)
);
CREATE INDEX IF NOT EXISTS likes_uid_created ON likes (uid, createdAt, tipId);

CREATE TABLE IF NOT EXISTS users (
  _id TEXT PRIMARY KEY,
  uid TEXT NOT NULL,
  email TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  photoURL TEXT NOT NULL,
  creationTime TEXT NOT NULL,
  lastSignInTime TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS gardeners (
  _id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  age INTEGER NOT NULL,
  gender TEXT NOT NULL,
  status TEXT NOT NULL,
  experiences TEXT NOT NULL,
  image TEXT NOT NULL,
  totalSharedTips INTEGER NOT NULL,
  otherInfo TEXT
);
CREATE INDEX IF NOT EXISTS gardeners_status_shared ON gardeners (status, totalSharedTips);

-- One row that GET /ready rewrites to prove the database can still take a write.
CREATE TABLE IF NOT EXISTS store_health (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  checkedAt TEXT NOT NULL
);
`;

/**
 * Seasons, gardens, reminders and calendar feeds. The tips table gains months (JSON
 * in the author's terms), hemisphere and monthMask (12 bits in NORTHERN terms, all set for a
 * tip without months), added by migrateSeasons to a database made before them. A seasonal
 * list walks the same sort-order index as a plain one and tests the mask as it goes; its total
 * comes from tip_month_counts, kept by triggers like tip_counts, so it is never a COUNT.
 */
export const SEASON_COLUMNS: ReadonlyArray<[name: string, definition: string]> = [
  ['months', 'TEXT'],
  ['hemisphere', "TEXT NOT NULL DEFAULT 'north'"],
  ['monthMask', 'INTEGER NOT NULL DEFAULT 4095'],
];

export const SEASON_SCHEMA = `
CREATE TABLE IF NOT EXISTS month_bits (
  month INTEGER PRIMARY KEY,
  bit INTEGER NOT NULL
);
INSERT OR IGNORE INTO month_bits (month, bit) VALUES
  (1, 1), (2, 2), (3, 4), (4, 8), (5, 16), (6, 32), (7, 64), (8, 128), (9, 256), (10, 512), (11, 1024), (12, 2048);

CREATE TABLE IF NOT EXISTS tip_month_counts (
  availability TEXT NOT NULL,
  difficulty TEXT NOT NULL,
  category TEXT NOT NULL,
  month INTEGER NOT NULL,
  n INTEGER NOT NULL,
  PRIMARY KEY (month, availability, difficulty, category)
) WITHOUT ROWID;

CREATE TRIGGER IF NOT EXISTS tips_after_insert_months AFTER INSERT ON tips BEGIN
  INSERT INTO tip_month_counts (availability, difficulty, category, month, n)
    SELECT new.availability, new.difficulty, new.category, m.month, 1 FROM month_bits m WHERE (new.monthMask & m.bit) != 0
    ON CONFLICT DO UPDATE SET n = n + 1;
END;

CREATE TRIGGER IF NOT EXISTS tips_after_delete_months AFTER DELETE ON tips BEGIN
  UPDATE tip_month_counts SET n = n - 1
    WHERE availability = old.availability AND difficulty = old.difficulty AND category = old.category
      AND month IN (SELECT m.month FROM month_bits m WHERE (old.monthMask & m.bit) != 0);
  DELETE FROM reminders WHERE tipId = old._id;
END;

CREATE TRIGGER IF NOT EXISTS tips_after_update_months AFTER UPDATE OF availability, difficulty, category, monthMask ON tips BEGIN
  UPDATE tip_month_counts SET n = n - 1
    WHERE availability = old.availability AND difficulty = old.difficulty AND category = old.category
      AND month IN (SELECT m.month FROM month_bits m WHERE (old.monthMask & m.bit) != 0);
  INSERT INTO tip_month_counts (availability, difficulty, category, month, n)
    SELECT new.availability, new.difficulty, new.category, m.month, 1 FROM month_bits m WHERE (new.monthMask & m.bit) != 0
    ON CONFLICT DO UPDATE SET n = n + 1;
END;

CREATE TABLE IF NOT EXISTS gardens (
  uid TEXT PRIMARY KEY,
  hemisphere TEXT NOT NULL,
  zone TEXT,
  updatedAt TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS reminders (
  uid TEXT NOT NULL,
  tipId TEXT NOT NULL,
  createdAt TEXT NOT NULL,
  PRIMARY KEY (uid, tipId)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS reminders_tip ON reminders (tipId);

CREATE TABLE IF NOT EXISTS calendar_feeds (
  uid TEXT PRIMARY KEY,
  nonce TEXT NOT NULL,
  tokenHash TEXT NOT NULL UNIQUE
);
`;

/** Adds the season columns to a tips table made before them, then fills tip_month_counts once. */
export function migrateSeasons(db: {
  prepare(sql: string): { all(): unknown[]; get(): unknown; run(): unknown };
  exec(sql: string): unknown;
}): void {
  const columns = new Set((db.prepare('PRAGMA table_info(tips)').all() as Array<{ name: string }>).map((c) => c.name));
  for (const [name, definition] of SEASON_COLUMNS) {
    if (!columns.has(name)) db.exec(`ALTER TABLE tips ADD COLUMN ${name} ${definition}`);
  }
  db.exec(SEASON_SCHEMA);
  const counted = db.prepare('SELECT 1 FROM tip_month_counts LIMIT 1').get() !== undefined;
  const anyTip = db.prepare('SELECT 1 FROM tips LIMIT 1').get() !== undefined;
  if (!counted && anyTip) {
    db.exec(`INSERT INTO tip_month_counts (availability, difficulty, category, month, n)
      SELECT t.availability, t.difficulty, t.category, m.month, COUNT(*) FROM tips t JOIN month_bits m ON (t.monthMask & m.bit) != 0
      GROUP BY t.availability, t.difficulty, t.category, m.month`);
  }
}
