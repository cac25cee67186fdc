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
