import Database from 'better-sqlite3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect } from 'vitest';
import { DB_FILENAME } from '../../src/store/embedded';
import { migrate } from '../../src/store-core/embedded-migrate';
import { migrateMongo } from '../../src/store-core/mongo-migrate';
import { EMBEDDED_MIGRATIONS, MONGO_MIGRATIONS } from '../../src/store/parts';
import { MingoDb } from './mingo-db';

/**
 * What each feature's migration test starts from (call it at the top of the test file): a
 * database as the release before a named migration left it, on SQLite (a temp file, removed
 * after the file's tests) or on mingo. The version numbers are counted across features, so a
 * test names the migration, not its number.
 */
export function migrationTools() {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });
  const tempFile = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gc-migrate-'));
    dirs.push(dir);
    return path.join(dir, DB_FILENAME);
  };
  return {
    tempFile,
    /**
     * A database file as the release before the named migration left it (asserted to be a later
     * one than the first), still open for the test to write that release's rows.
     */
    embeddedBefore(migrationName: string) {
      const file = tempFile();
      const before = EMBEDDED_MIGRATIONS.findIndex((m) => m.name.startsWith(migrationName));
      expect(before).toBeGreaterThan(0);
      const old = new Database(file);
      migrate(old, EMBEDDED_MIGRATIONS.slice(0, before));
      return { file, old };
    },
    /** The same on mingo: the database, how many versions the release before had, and the versions run to get there. */
    async mongoBefore(migrationName: string) {
      const db = new MingoDb();
      const before = MONGO_MIGRATIONS.findIndex((m) => m.name.startsWith(migrationName));
      expect(before).toBeGreaterThan(0);
      const ran = await migrateMongo(db.asDb(), { migrations: MONGO_MIGRATIONS.slice(0, before) });
      return { db, before, ran };
    },
  };
}

/** A tip of the first release, written into old databases. */
export const firstReleaseTip = {
  id: '65a1b2c3d4e5f60718293a4b',
  title: 'Kräuter über dem Fenster',
  plantType: 'Thyme',
  description: 'A sunny sill suits basil too.',
};

export const newTip = (over: { authorUid: string }) => ({
  title: 'Mulch the beds',
  plantType: 'Roses',
  difficulty: 'Easy' as const,
  category: 'Composting' as const,
  description: 'A thick layer keeps water in.',
  image: '/images/tips/x.svg',
  availability: 'Public' as const,
  email: 'x@greencircle.test',
  displayName: 'X',
  ...over,
});
