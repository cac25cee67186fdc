import type Database from 'better-sqlite3';
import { realClock, type Clock } from '../clock';
import { StoreUnavailableError } from './errors';
import type { ErasedMember } from './member-data';
import { createComposedCache, createReadCache } from './read-cache';

/**
 * What every feature's SQLite adapter works through: one connection, one cache of prepared
 * statements, and the three ways a call touches the data (run: a plain read; cached: a read
 * kept until the data changes; write: drops the kept answers).
 */
export interface EmbeddedContext {
  readonly db: Database.Database;
  /** Each SQL text is prepared once on the connection and reused by every feature. */
  sql: (text: string) => Database.Statement;
  /** The `n` of a `SELECT … AS n` statement. */
  count: (text: string, ...params: unknown[]) => number;
  run: <T>(work: () => T) => Promise<T>;
  /** A read whose answer is kept until the data changes. */
  cached: <T>(key: string, work: () => T) => Promise<T>;
  /** Inside a read: a part of its answer kept the same way (a list's total, say). */
  keep: <T>(key: string, work: () => T) => T;
  /** An answer composed from several reads (a member's week), kept until the data changes. */
  composed: <T>(key: string, work: () => Promise<T>) => Promise<T>;
  /** A write: whatever it did, the kept answers are dropped. */
  write: <T>(work: () => T) => Promise<T>;
  /**
   * A write to what only its own member reads (their notifications and the e-mail they bring, a
   * plan item's follow-up state): no shared kept answer (tip lists, a tip, gardeners, questions, a
   * tip's conversation) shows it, so those stay; answers composed for a member (a week) are
   * dropped. Without it, the 10,000 follow-ups of one run dropped the tip lists' answers about 2,000
   * times a second, and every read behind them went to SQLite (docs/benchmarks.md, issue 58).
   */
  writeOwn: <T>(work: () => T) => Promise<T>;
  /** The store's clock ("now" as an ISO date): what it stamps records with. */
  now: () => string;
  readonly clock: Clock;
  /** Where uploaded files go. */
  readonly uploadsDir: string;
  /** This feature's helpers on this store, made once (another feature's public module may ask for them too). */
  use: <T>(make: (ctx: EmbeddedContext) => T) => T;
  /** Every feature's piece of what it holds of a member (member-data.ts), in the parts' order. */
  readonly members: readonly EmbeddedMemberData[];
}

// Codes meaning the database itself cannot work right now (disk, permissions, locks),
// as opposed to a bug in a query: the API answers those with 503.
const UNAVAILABLE = /^SQLITE_(READONLY|FULL|IOERR|CANTOPEN|BUSY|LOCKED|NOMEM|PROTOCOL)/;

export function translateSqliteError(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && UNAVAILABLE.test(code) ? new StoreUnavailableError(error) : error;
}

export function createEmbeddedContext(
  db: Database.Database,
  options: {
    readCacheEntries?: number;
    uploadsDir: string;
    members?: readonly EmbeddedMemberData[];
    clock?: Clock;
  },
): EmbeddedContext {
  const statements = new Map<string, Database.Statement>();
  const sql = (text: string): Database.Statement => {
    let statement = statements.get(text);
    if (statement === undefined) {
      statement = db.prepare(text);
      statements.set(text, statement);
    }
    // The statement is shared by everyone who writes the same text: one caller's `.pluck()` must
    // not turn another's rows into bare values (a member's export once broke every later read of
    // their settings that way), so each caller gets it back in rows mode.
    if (statement.reader) statement.pluck(false);
    return statement;
  };
  const run = async <T>(work: () => T): Promise<T> => {
    try {
      return work();
    } catch (error) {
      throw translateSqliteError(error);
    }
  };
  const cache = createReadCache(db, options.readCacheEntries ?? 500);
  const noCache = options.readCacheEntries === 0;
  const composedCache = createComposedCache(db);
  const keep = <T>(key: string, work: () => T): T => (noCache ? work() : cache.get(key, work));
  // A write runs, then drops what it may have made stale, whether it succeeded or not.
  const writing =
    (drop: () => void) =>
    <T>(work: () => T): Promise<T> =>
      run(() => {
        try {
          return work();
        } finally {
          drop();
        }
      });
  const helpers = new Map<unknown, unknown>();
  const clock = options.clock ?? realClock;
  const ctx: EmbeddedContext = {
    db,
    sql,
    count: (text, ...params) => (sql(text).get(...params) as { n: number }).n,
    run,
    cached: (key, work) => run(() => keep(key, work)),
    keep,
    composed: (key, work) => (noCache ? work() : composedCache.get(key, work)),
    write: writing(() => {
      cache.invalidate();
      composedCache.invalidate();
    }),
    writeOwn: writing(() => composedCache.invalidate()),
    now: () => clock.now().toISOString(),
    clock,
    uploadsDir: options.uploadsDir,
    members: options.members ?? [],
    use: (make) => {
      if (!helpers.has(make)) helpers.set(make, make(ctx));
      return helpers.get(make) as ReturnType<typeof make>;
    },
  };
  return ctx;
}

/**
 * What a feature holds of one member, for leaving and for taking their data (features/account).
 * Each feature that keeps something of a member gives its piece in its part, and the store
 * walks every piece (collectMemberData), so the export and the erasure read the same list.
 * An export names no other member: no uid, no e-mail (a name someone shows publicly at most).
 */
export interface EmbeddedMemberData {
  /**
   * Inside the erasure's one transaction: removes what the feature holds of the member (or
   * keeps it without their name where others' words depend on it) and corrects every count.
   * Answers the upload ids whose files go once the transaction has committed.
   */
  erase: (ctx: EmbeddedContext, member: ErasedMember) => readonly string[] | void;
  /** The feature's part of the member's export, as named sections. */
  export: (ctx: EmbeddedContext, uid: string) => Record<string, unknown>;
}
