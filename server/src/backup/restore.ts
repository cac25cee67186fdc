import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import Database from 'better-sqlite3';
import { makePrivate } from '../http/data-dir';
import { COUNTERS_FILENAME, DB_FILENAME } from '../store-core/embedded-open';
import { unpackArchive } from './archive';
import { BACKUP_DB, BackupError, checkFiles, MANIFEST, readManifest, type Manifest } from './manifest';

/** What a restore replaces in DATA_DIR (the logs, the local inbox and the rate-limit counters stay). */
const REPLACED = (manifest: Manifest) => [
  DB_FILENAME,
  `${DB_FILENAME}-wal`,
  `${DB_FILENAME}-shm`,
  'uploads',
  ...new Set(manifest.files.map((f) => f.path.split('/')[0]!).filter((top) => top !== BACKUP_DB && top !== 'uploads')),
];

/** Puts the backup archive `file` (npm run backup's .tar.gz) back into DATA_DIR, as restoreDataDir does. */
export async function restoreArchive(file: string, dataDir: string, options: { force?: boolean } = {}) {
  const folder = await unpackArchive(file);
  try {
    return await restoreDataDir(folder, dataDir, options);
  } catch (error) {
    // The messages name the backup the operator gave, not the folder it was unpacked into.
    if (error instanceof BackupError) throw new BackupError(error.message.replaceAll(folder, file));
    throw error;
  } finally {
    await fsp.rm(folder, { recursive: true, force: true });
  }
}

/**
 * Puts a backup folder back into DATA_DIR. The whole backup is checked first (every file's hash, the
 * database's integrity); then a DATA_DIR whose store an API has open is refused, and one that
 * holds a store or photos is replaced only with `force`. The copy is staged inside DATA_DIR,
 * checked again, and swapped in by renames, so a failure leaves DATA_DIR as it was.
 */
async function restoreDataDir(backup: string, dataDir: string, { force = false } = {}): Promise<Manifest> {
  const manifest = await readManifest(backup);
  await checkFiles(backup, manifest);
  checkDatabase(path.join(backup, BACKUP_DB), backup);

  const live = path.join(dataDir, DB_FILENAME);
  if (fs.existsSync(live) && inUse(live))
    throw new BackupError(
      `The store in ${dataDir} is in use (an API or npm start has it open): stop it, then restore again.`,
    );
  const present = REPLACED(manifest).filter((name) => occupied(path.join(dataDir, name)));
  if (present.length && !force)
    throw new BackupError(
      `${dataDir} already holds data (${present.join(', ')}). Restoring replaces it: run again with --force ` +
        '(npm run restore -- <backup> --force), or set DATA_DIR to an empty folder.',
    );

  await fsp.mkdir(dataDir, { recursive: true, mode: 0o700 });
  const stamp = `${process.pid}-${Date.now()}`;
  const staged = path.join(dataDir, `.restoring-${stamp}`);
  const replaced = path.join(dataDir, `.replaced-${stamp}`);
  try {
    for (const file of manifest.files)
      await fsp.cp(path.join(backup, ...file.path.split('/')), path.join(staged, ...file.path.split('/')));
    await checkFiles(staged, manifest);
    // Owner-only before it is swapped in, as the API writes it (not as this shell's umask would).
    makePrivate(staged);
  } catch (error) {
    await fsp.rm(staged, { recursive: true, force: true });
    throw error;
  }
  await fsp.mkdir(replaced, { mode: 0o700 });
  const moved: string[] = [];
  try {
    for (const name of REPLACED(manifest)) {
      if (!fs.existsSync(path.join(dataDir, name))) continue;
      await fsp.rename(path.join(dataDir, name), path.join(replaced, name));
      moved.push(name);
    }
    for (const name of fs.readdirSync(staged)) await fsp.rename(path.join(staged, name), path.join(dataDir, name));
  } catch (error) {
    // Put back what was there: DATA_DIR ends as it began.
    for (const name of fs.readdirSync(staged)) await fsp.rm(path.join(dataDir, name), { recursive: true, force: true });
    for (const name of moved) await fsp.rename(path.join(replaced, name), path.join(dataDir, name));
    await fsp.rm(staged, { recursive: true, force: true });
    await fsp.rm(replaced, { recursive: true, force: true });
    throw error;
  }
  // The manifest describes the backup, not DATA_DIR; the counters of the old store mean nothing to the restored one.
  await fsp.rm(path.join(dataDir, MANIFEST), { force: true });
  await fsp.rm(path.join(dataDir, COUNTERS_FILENAME), { force: true });
  await fsp.rm(staged, { recursive: true, force: true });
  await fsp.rm(replaced, { recursive: true, force: true });
  return manifest;
}

function checkDatabase(file: string, backup: string): void {
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { fileMustExist: true, readonly: true });
    const check = db.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new Error(String(check));
  } catch (error) {
    throw new BackupError(`The database in the backup ${backup} is damaged (${(error as Error).message}).`);
  } finally {
    db?.close();
  }
}

/**
 * True when another connection has the database open. Leaving WAL mode needs the only
 * connection, so SQLite refuses it at once while an API holds the file; the mode is put back.
 */
function inUse(file: string): boolean {
  const db = new Database(file, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 0');
    if (db.pragma('journal_mode', { simple: true }) !== 'wal') return false;
    db.pragma('journal_mode = DELETE');
    db.pragma('journal_mode = WAL');
    return false;
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_BUSY') return true;
    throw error;
  } finally {
    db.close();
  }
}

function occupied(target: string): boolean {
  const stats = fs.statSync(target, { throwIfNoEntry: false });
  if (!stats) return false;
  return stats.isDirectory() ? fs.readdirSync(target).length > 0 : true;
}
