import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The API's files are the members' data: the database, its journal and uploads. Everything it
 * creates from now on is owner-only (umask 077: files 0600, folders 0700), and what an older
 * version left world-readable in DATA_DIR is narrowed to the same.
 */
export function keepDataPrivate(dataDir: string): void {
  process.umask(0o077);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  narrow(dataDir, 0);
}

function narrow(target: string, depth: number): void {
  const stats = statSync(target, { throwIfNoEntry: false });
  if (!stats) return;
  if (stats.isDirectory()) {
    if ((stats.mode & 0o077) !== 0) chmodSync(target, 0o700);
    // The emulator's accounts (auth/) and logs sit here too; two levels reach every file we make.
    if (depth < 2) for (const entry of readdirSync(target)) narrow(path.join(target, entry), depth + 1);
  } else if (stats.isFile() && (stats.mode & 0o077) !== 0) {
    chmodSync(target, stats.mode & 0o700);
  }
}

/**
 * Makes `target` and everything under it owner-only (folders 0700, files 0600 or 0700), whatever the
 * umask of the process that wrote them: a restore (backup/restore.ts) writes what the API would.
 */
export function makePrivate(target: string): void {
  const stats = statSync(target, { throwIfNoEntry: false });
  if (!stats) return;
  if (stats.isDirectory()) {
    chmodSync(target, 0o700);
    for (const entry of readdirSync(target)) makePrivate(path.join(target, entry));
  } else if (stats.isFile()) chmodSync(target, stats.mode & 0o700);
}

/**
 * A server secret: `fromEnv` when set (it must then be the same on every copy of the API), else a random
 * one kept in DATA_DIR/`file` (0600), made on first use. Two processes making it at once keep the first.
 */
export function secretIn(fromEnv: string | undefined, dataDir: string, file: string): string {
  if (fromEnv !== undefined && fromEnv.trim() !== '') return fromEnv.trim();
  const kept = path.join(dataDir, file);
  try {
    return readFileSync(kept, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    try {
      writeFileSync(kept, secret, { mode: 0o600, flag: 'wx' });
      return secret;
    } catch {
      // Another process made it first: theirs is the one.
      return readFileSync(kept, 'utf8').trim();
    }
  }
}

/**
 * The secret that keys the public author ids when AUTHOR_ID_SECRET is unset: made once and kept
 * in DATA_DIR (0600), so a member's public id stays the same across restarts.
 */
export function authorIdSecretIn(dataDir: string): string {
  const file = path.join(dataDir, 'author-id.secret');
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 16) return kept;
  }
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
