import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import Database from 'better-sqlite3';
import { DB_FILENAME } from '../store-core/embedded-open';
import { packFolder } from './archive';
import {
  BACKUP_DB,
  BackupError,
  EMULATOR_ACCOUNTS,
  FORMAT,
  listFiles,
  MANIFEST,
  SECRET_FILES,
  sha256Of,
  type Manifest,
} from './manifest';

const UPLOAD_ID = /^[0-9a-f]{24}$/;

/**
 * Copies DATA_DIR's embedded store into the archive `file` (a new .tar.gz) while the API may be
 * writing: the database through SQLite's online backup (one consistent snapshot), the photos of
 * every upload that snapshot records, the secrets and the local emulator's saved accounts, and a
 * manifest with each file's hash. The folder is made beside the file (same disk), packed, removed.
 */
export async function backupDataDir(dataDir: string, file: string): Promise<Manifest> {
  const source = path.join(dataDir, DB_FILENAME);
  if (!fs.existsSync(source)) throw new BackupError(`There is no store to back up in ${dataDir} (no ${DB_FILENAME}).`);
  if (fs.existsSync(file)) throw new BackupError(`${file} already exists: name a new file for the backup.`);
  const partial = `${file}.partial.d`;
  await fsp.rm(partial, { recursive: true, force: true });
  await fsp.mkdir(partial, { recursive: true, mode: 0o700 });
  try {
    const uploads = path.join(dataDir, 'uploads');
    // Photos before the snapshot too: one its tip's deletion removes after the snapshot is already here.
    const early = await copyUploads(uploads, partial, listUploadIds(uploads));
    const db = path.join(partial, BACKUP_DB);
    await snapshot(source, db);
    const { recorded, counts, schemaVersion } = readCopy(db);
    await copyUploads(
      uploads,
      partial,
      recorded.filter((id) => !early.has(id)),
    );
    // Directories of uploads the snapshot does not record (half-made, or removed before it) stay out.
    for (const id of early)
      if (!recorded.includes(id)) await fsp.rm(path.join(partial, 'uploads', id), { recursive: true });
    const missingPhotos = recorded.filter((id) => !fs.existsSync(path.join(partial, 'uploads', id)));
    for (const name of SECRET_FILES) await copyIfThere(path.join(dataDir, name), path.join(partial, name));
    await copyIfThere(path.join(dataDir, EMULATOR_ACCOUNTS), path.join(partial, EMULATOR_ACCOUNTS));
    const files = [];
    for (const name of await listFiles(partial)) {
      const full = path.join(partial, name);
      files.push({ path: name, bytes: (await fsp.stat(full)).size, sha256: await sha256Of(full) });
    }
    const manifest: Manifest = {
      format: FORMAT,
      createdAt: new Date().toISOString(),
      schemaVersion,
      counts,
      files,
      missingPhotos,
    };
    await fsp.writeFile(path.join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    await packFolder(partial, file);
    return manifest;
  } finally {
    await fsp.rm(partial, { recursive: true, force: true });
  }
}

/** SQLite's online backup: a consistent copy while other connections read and write. */
async function snapshot(source: string, target: string): Promise<void> {
  const db = new Database(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    // Large steps: a write by the API restarts the copy, so fewer steps finish sooner under writes.
    await db.backup(target, { progress: () => 10_000 });
  } finally {
    db.close();
  }
}

/** Checks the copy, makes it one self-contained file, and reads what it holds. */
function readCopy(file: string) {
  const db = new Database(file, { fileMustExist: true });
  try {
    const check = db.pragma('integrity_check', { simple: true });
    if (check !== 'ok')
      throw new BackupError(`The copy of the database failed SQLite's integrity check: ${String(check)}`);
    db.pragma('journal_mode = DELETE');
    const count = (table: string) => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
    const recorded = (db.prepare('SELECT id FROM uploads ORDER BY id').all() as Array<{ id: string }>).map((r) => r.id);
    return {
      recorded,
      counts: { members: count('users'), tips: count('tips'), photos: recorded.length },
      schemaVersion: db.pragma('user_version', { simple: true }) as number,
    };
  } finally {
    db.close();
  }
}

function listUploadIds(uploads: string): string[] {
  if (!fs.existsSync(uploads)) return [];
  return fs.readdirSync(uploads).filter((name) => UPLOAD_ID.test(name));
}

/** Copies the named upload folders that still exist; returns the ids copied. */
async function copyUploads(uploads: string, target: string, ids: string[]): Promise<Set<string>> {
  const copied = new Set<string>();
  for (const id of ids) {
    try {
      await fsp.cp(path.join(uploads, id), path.join(target, 'uploads', id), { recursive: true, errorOnExist: true });
      copied.add(id);
    } catch (error) {
      // Removed while we copied (its tip deleted): the snapshot decides whether it was needed.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      await fsp.rm(path.join(target, 'uploads', id), { recursive: true, force: true });
    }
  }
  return copied;
}

async function copyIfThere(from: string, to: string): Promise<void> {
  if (fs.existsSync(from)) await fsp.cp(from, to, { recursive: true });
}
