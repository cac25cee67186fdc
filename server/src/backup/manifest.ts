import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';

/** What a backup folder holds beside its files: what makes it checkable before anything is replaced. */
export interface Manifest {
  format: typeof FORMAT;
  createdAt: string;
  /** The store's schema version (SQLite's user_version) in the copy. */
  schemaVersion: number;
  counts: { members: number; tips: number; photos: number };
  /** Every file of the backup but this one, relative, with '/' separators. */
  files: Array<{ path: string; bytes: number; sha256: string }>;
  /** Photos the snapshot records whose files were removed before they could be copied (a tip deleted meanwhile). */
  missingPhotos: string[];
}

export const FORMAT = 'green-circle-backup/1';
export const MANIFEST = 'manifest.json';
/** The database's file name inside a backup (a plain SQLite file, rollback journal, no -wal). */
export const BACKUP_DB = 'green-circle.db';
/** DATA_DIR's secrets: without them public author ids, calendar feed and unsubscribe links change. */
export const SECRET_FILES = ['author-id.secret', 'calendar-feed.secret', 'mail.secret'] as const;
/** The local Auth emulator's saved accounts (npm start only; a deployment's accounts live in Firebase). */
export const EMULATOR_ACCOUNTS = 'auth';

/** A backup that fails its checks: nothing was changed. */
export class BackupError extends Error {
  override name = 'BackupError';
}

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Every regular file under `dir`, relative with '/' separators, sorted. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await fsp.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** Checks every file the manifest lists against its size and hash; throws BackupError naming the first that differs. */
export async function checkFiles(dir: string, manifest: Manifest): Promise<void> {
  for (const file of manifest.files) {
    const full = path.join(dir, ...file.path.split('/'));
    const stats = await fsp.stat(full).catch(() => null);
    if (!stats?.isFile()) throw new BackupError(`${file.path} is missing from the backup ${dir}.`);
    if (stats.size !== file.bytes || (await sha256Of(full)) !== file.sha256)
      throw new BackupError(`${file.path} in the backup ${dir} is damaged: its content differs from when it was made.`);
  }
}

/** Reads and checks the manifest's shape; throws BackupError when it is not a Green Circle backup. */
export async function readManifest(dir: string): Promise<Manifest> {
  const text = await fsp.readFile(path.join(dir, MANIFEST), 'utf8').catch(() => null);
  if (text === null)
    throw new BackupError(`${dir} is not a Green Circle backup: it has no ${MANIFEST} (npm run backup writes one).`);
  let manifest: Partial<Manifest>;
  try {
    manifest = JSON.parse(text) as Partial<Manifest>;
  } catch {
    throw new BackupError(`The backup's ${MANIFEST} in ${dir} is damaged: it is not JSON.`);
  }
  const files = manifest.files;
  const wellFormed =
    manifest.format === FORMAT &&
    Array.isArray(files) &&
    files.every(
      (f) =>
        typeof f?.path === 'string' &&
        !f.path.split('/').includes('..') &&
        !path.isAbsolute(f.path) &&
        typeof f.bytes === 'number' &&
        typeof f.sha256 === 'string',
    ) &&
    files.some((f) => f.path === BACKUP_DB);
  if (!wellFormed)
    throw new BackupError(`The backup's ${MANIFEST} in ${dir} is not one npm run backup writes (format ${FORMAT}).`);
  return manifest as Manifest;
}
