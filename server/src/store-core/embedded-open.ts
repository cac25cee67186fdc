import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Clock } from '../clock';
import { createEmbeddedContext, translateSqliteError } from './embedded-context';
import { openCounters } from './embedded-counters';
import { migrate } from './embedded-migrate';
import { StoreUnavailableError } from './errors';
import { collectMemberData } from './member-data';
import { collectMigrations, mergeMethods, type EmbeddedPart, type MethodsOf } from './parts';

export const DB_FILENAME = 'green-circle.db';
/** The shared rate-limit counters live beside the database, in a file of their own (see openCounters). */
export const COUNTERS_FILENAME = 'rate-limits.db';

export interface EmbeddedStoreOptions {
  /** The database is DATA_DIR/green-circle.db (the directory is created if missing). */
  dataDir?: string;
  /** Or an exact file name; ':memory:' for throwaway stores. */
  filename?: string;
  /** How long a write waits for another connection's lock before the store reports itself unavailable. */
  busyTimeoutMs?: number;
  /** How many read answers to keep until the next write (0: none). */
  readCacheEntries?: number;
  /** Where uploaded files go: default DATA_DIR/uploads (a throwaway temp directory for ':memory:'). */
  uploadsDir?: string;
  /** What "now" is for the store's dates; default the system clock. */
  clock?: Clock;
}

/** What the embedded store does itself: rate-limit counters, health, closing; and its connection for tests. */
export interface EmbeddedBase {
  /** For tests and the benchmark (never for the API): read through it freely; a write would bypass the read cache. */
  readonly db: Database.Database;
  hit(key: string, windowMs: number): Promise<{ hits: number; resetAt: number }>;
  unhit(key: string): Promise<void>;
  resetHits(key: string): Promise<void>;
  ping(): Promise<void>;
  probeWrite(): Promise<void>;
  close(): Promise<void>;
}

/** The embedded SQLite store made of the features' parts: opens (and migrates) the file, then builds each part over one context. */
export function composeEmbedded<Parts extends ReadonlyArray<EmbeddedPart<object>>>(
  parts: Parts,
  options: EmbeddedStoreOptions,
): EmbeddedBase & MethodsOf<Parts[number]> {
  const filename = options.filename ?? path.join(options.dataDir ?? '.data', DB_FILENAME);
  if (filename !== ':memory:') fs.mkdirSync(path.dirname(filename), { recursive: true });
  const busyTimeoutMs = options.busyTimeoutMs ?? 5000;
  const db = openDatabase(filename, busyTimeoutMs, parts);
  const throwawayUploads = filename === ':memory:' && options.uploadsDir === undefined;
  const uploadsDir =
    options.uploadsDir ??
    (throwawayUploads
      ? fs.mkdtempSync(path.join(os.tmpdir(), 'gc-uploads-'))
      : path.join(path.dirname(filename), 'uploads'));
  const ctx = createEmbeddedContext(db, {
    readCacheEntries: options.readCacheEntries,
    uploadsDir,
    members: collectMemberData(parts),
    clock: options.clock,
  });
  const counters = openCounters(
    filename === ':memory:' ? ':memory:' : path.join(path.dirname(filename), COUNTERS_FILENAME),
    busyTimeoutMs,
    ctx.clock,
  );
  const sameFile = fileCheck(filename);
  const { run, sql } = ctx;

  const base: EmbeddedBase = {
    db,
    hit: (key, windowMs) => run(() => counters.hit(key, windowMs)),
    unhit: (key) => run(() => counters.unhit(key)),
    resetHits: (key) => run(() => counters.reset(key)),
    ping: () =>
      run(() => {
        sameFile();
        sql('SELECT n FROM tip_counts LIMIT 1').get();
      }),
    probeWrite: () =>
      run(() => {
        sql(
          'INSERT INTO store_health (id, checkedAt) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET checkedAt = excluded.checkedAt',
        ).run(ctx.now());
      }),
    close: async () => {
      counters.close();
      if (db.open) db.close();
      if (throwawayUploads) fs.rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
  return { ...mergeMethods(parts, ctx), ...base } as EmbeddedBase & MethodsOf<Parts[number]>;
}

function openDatabase(
  filename: string,
  busyTimeoutMs: number,
  parts: ReadonlyArray<EmbeddedPart<object>>,
): Database.Database {
  let db: Database.Database | undefined;
  try {
    db = new Database(filename);
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma(`busy_timeout = ${Math.max(0, Math.trunc(busyTimeoutMs))}`);
    // Lower case beyond ASCII, for matching names as MongoDB's case-insensitive match does.
    db.function('fold', { deterministic: true }, (text: unknown) =>
      typeof text === 'string' ? text.toLowerCase() : text,
    );
    migrate(db, collectMigrations(parts));
    return db;
  } catch (error) {
    db?.close();
    throw translateSqliteError(error);
  }
}

/** A file store is the one at its path: once that file is gone or replaced, the store is not reachable. */
function fileCheck(filename: string): () => void {
  const identity = filename === ':memory:' ? null : fs.statSync(filename).ino;
  return () => {
    if (identity === null) return;
    let ino: number | null = null;
    try {
      ino = fs.statSync(filename).ino;
    } catch {
      // gone: handled below
    }
    if (ino !== identity) throw new StoreUnavailableError(new Error(`${filename} is gone or was replaced`));
  };
}
