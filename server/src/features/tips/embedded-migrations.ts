import type Database from 'better-sqlite3';
import type { EmbeddedMigration } from '../../store-core/parts';
import { indexWords } from './search';

/** The tips table's versions (numbered across every feature: store-core/parts.ts). */
export const TIPS_EMBEDDED_MIGRATIONS: Record<number, EmbeddedMigration> = {
  2: {
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
      for (const row of searchableTips(db)) insert.run(row.seq, indexWords(row).join(' '));
    },
  },
  4: {
    // Tips show the author's avatar as it was when the tip was written or updated.
    name: "the author's avatar on tips",
    up: (db) => db.exec("ALTER TABLE tips ADD COLUMN authorPhotoURL TEXT NOT NULL DEFAULT ''"),
  },
  9: {
    // A tip's index words gained their stems and its category (search.ts).
    name: 'search by word stems and category',
    up: (db) => {
      const update = db.prepare('UPDATE tips_fts SET words = ? WHERE rowid = ?');
      for (const row of searchableTips(db)) update.run(indexWords(row).join(' '), row.seq);
    },
  },
  22: {
    // A tip's photos after its cover (issue 57), as JSON [{ url, alt }]; the cover stays image/imageAlt.
    name: "a tip's photos after its cover",
    up: (db) => db.exec("ALTER TABLE tips ADD COLUMN morePhotos TEXT NOT NULL DEFAULT '[]'"),
  },
};

/** Every tip's searchable text, by its row. */
function searchableTips(db: Database.Database) {
  return db.prepare('SELECT seq, title, plantType, category, description FROM tips').all() as Array<{
    seq: number;
    title: string;
    plantType: string;
    category: string;
    description: string;
  }>;
}
