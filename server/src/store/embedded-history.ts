/**
 * Version 1 of the embedded store's tables, as the first release made them (before
 * versioned migrations, with IF NOT EXISTS, so a database of that release is already at
 * it): the four MongoDB collections as tables with the same indexes, an FTS5 index kept in
 * step by triggers, and tip_counts, which the triggers keep per (availability, difficulty,
 * category) so a list's total is a sum of at most 30 small rows instead of a COUNT over
 * every tip. Later versions come from the features (store-core/parts.ts); never edit this text.
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
