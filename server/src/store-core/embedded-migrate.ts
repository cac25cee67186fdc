import type Database from 'better-sqlite3';
import type { EmbeddedMigration } from './parts';

/**
 * The embedded store's schema versions, kept in SQLite's user_version. Each start runs the
 * missing ones in one IMMEDIATE transaction: a second process starting at the same moment
 * waits for the lock, then finds the version current and runs nothing. A database made by
 * a newer release is refused rather than guessed at. The versions come from the features
 * (collectMigrations, parts.ts).
 */
export class NewerSchemaError extends Error {
  constructor(found: number, known: number) {
    super(`The database is at schema version ${found}, newer than this release knows (${known}); run a newer release`);
    this.name = 'NewerSchemaError';
  }
}

/** A migration that adds columns to one table (`{ reason: 'TEXT' }`: each name with its SQL type and default). */
export const addColumns = (table: string, columns: Record<string, string>) => (db: Database.Database) =>
  void db.exec(
    Object.entries(columns)
      .map(([name, definition]) => `ALTER TABLE ${table} ADD COLUMN ${name} ${definition};`)
      .join('\n'),
  );

/** Brings the database to the latest version; returns the version it found. */
export function migrate(db: Database.Database, migrations: EmbeddedMigration[]): number {
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
