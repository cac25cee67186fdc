// One backup is one file: a gzipped tar of the backup folder (the database, the photos, the
// secrets and manifest.json). node-tar writes and reads it: the tar format has enough corners
// (long names, pax headers, unsafe entries) that a hand-written reader would be the risk.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { create, extract, list } from 'tar';
import { BackupError } from './manifest';

/** Writes every file of `folder` into the archive `file` (written as `file.partial`, renamed when whole). */
export async function packFolder(folder: string, file: string): Promise<void> {
  const partial = `${file}.partial`;
  try {
    await fsp.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    const entries = await fsp.readdir(folder);
    await create({ gzip: true, file: partial, cwd: folder, portable: true, mode: 0o600 }, entries);
    await fsp.chmod(partial, 0o600);
    await fsp.rename(partial, file);
  } catch (error) {
    await fsp.rm(partial, { force: true });
    throw error;
  }
}

/**
 * Unpacks the archive `file` into a new private folder and resolves with it. Only plain files and
 * folders come out, and none outside it (node-tar strips absolute paths and `..`); what the files
 * hold is then checked against the manifest by the restore.
 */
export async function unpackArchive(file: string): Promise<string> {
  if (!fs.statSync(file, { throwIfNoEntry: false })?.isFile())
    throw new BackupError(`There is no backup file ${file}.`);
  const into = await fsp.mkdtemp(path.join(os.tmpdir(), 'green-circle-restore-'));
  try {
    let foreign = false;
    await list({
      file,
      strict: true,
      onReadEntry: (entry) => void (foreign ||= entry.type !== 'File' && entry.type !== 'Directory'),
    }).catch(() => (foreign = true));
    if (foreign)
      throw new BackupError(`${file} is not a Green Circle backup: it is not an archive npm run backup writes.`);
    await extract({ file, cwd: into, strict: true, filter: (_p, entry) => 'type' in entry && isPlain(entry.type) });
    return into;
  } catch (error) {
    await fsp.rm(into, { recursive: true, force: true });
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${file} is not a Green Circle backup, or it is damaged (${(error as Error).message}).`);
  }
}

const isPlain = (type: unknown) => type === 'File' || type === 'Directory';
