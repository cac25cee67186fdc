import type Database from 'better-sqlite3';

/**
 * Answers repeated reads (the first page of tips, the most liked, one tip) from memory until
 * the data changes. Every write through the store calls invalidate(); a commit by another
 * connection or process changes SQLite's data_version, which each read checks (one tiny
 * statement), so no answer outlives the data it came from. Cached answers are frozen: callers
 * share them and must copy to change anything. What it buys (the tip lists and the week 90-330x
 * the answers a second at 100,000 tips): docs/benchmarks.md, "Issue 56: what each piece of
 * request-path machinery buys".
 */
export interface ReadCache {
  get<T>(key: string, read: () => T): T;
  invalidate(): void;
}

export function createReadCache(db: Database.Database, maxEntries = 500): ReadCache {
  const dataVersion = db.prepare('PRAGMA data_version').pluck();
  const entries = new Map<string, unknown>();
  let version: unknown = null;

  return {
    get(key, read) {
      const current = dataVersion.get();
      if (current !== version) {
        entries.clear();
        version = current;
      }
      if (entries.has(key)) return entries.get(key) as ReturnType<typeof read>;
      const value = deepFreeze(read());
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, value);
      return value;
    },
    invalidate() {
      entries.clear();
    },
  };
}

/**
 * Answers composed from several awaited reads (a member's week) kept until the data changes:
 * on SQLite, until data_version moves (another connection's commit) or this connection writes
 * (invalidate). Each entry keeps the version it was read at, so one a write overtook while it
 * was being composed is never answered again (and is dropped once done, to free the memory).
 */
export function createComposedCache(db: Database.Database, maxEntries = 500): TimedCache {
  const dataVersion = db.prepare('PRAGMA data_version').pluck();
  const entries = new Map<string, { version: string; value: Promise<unknown> }>();
  let generation = 0;
  const versionNow = () => `${String(dataVersion.get())}:${generation}`;
  return {
    get(key, read) {
      const version = versionNow();
      const entry = entries.get(key);
      if (entry !== undefined && entry.version === version) return entry.value as ReturnType<typeof read>;
      const value = read().then(deepFreeze);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, { version, value });
      const drop = () => {
        if (entries.get(key)?.value === value) entries.delete(key);
      };
      value.then(() => {
        if (versionNow() !== version) drop();
      }, drop);
      return value;
    },
    invalidate() {
      generation += 1;
      entries.clear();
    },
  };
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * The MongoDB adapter's read cache: answers are kept at most ttlMs (another process's write
 * is seen within that bound) and dropped at once on this process's own writes.
 */
export interface TimedCache {
  get<T>(key: string, read: () => Promise<T>): Promise<T>;
  invalidate(): void;
}

/** The longest a process may answer from its cache after another process changed the data. */
export const CACHE_STALENESS_MS = 2000;

export function createTimedCache(ttlMs = CACHE_STALENESS_MS, maxEntries = 500): TimedCache {
  const entries = new Map<string, { at: number; value: Promise<unknown> }>();
  let generation = 0;
  return {
    get(key, read) {
      const now = Date.now();
      const entry = entries.get(key);
      if (entry !== undefined && now - entry.at < ttlMs) return entry.value as ReturnType<typeof read>;
      const started = generation;
      const value = read().then(deepFreeze);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, { at: now, value });
      // A failed read is not kept, and neither is one that a write overtook.
      value.then(
        () => {
          if (generation !== started) entries.delete(key);
        },
        () => entries.delete(key),
      );
      return value;
    },
    invalidate() {
      generation += 1;
      entries.clear();
    },
  };
}
