import {
  MongoError,
  MongoNetworkError,
  MongoNotConnectedError,
  MongoServerSelectionError,
  MongoTopologyClosedError,
  ObjectId,
  type Collection,
  type Db,
  type Document,
  type Filter,
  type UpdateFilter,
  type WithId,
} from 'mongodb';
import { realClock, type Clock } from '../clock';
import { StoreUnavailableError } from './errors';
import type { ErasedMember } from './member-data';
import { normalizeId } from './paging';
import { createTimedCache } from './read-cache';
import { watchWrites } from './mongo-writes';

/**
 * What every feature's MongoDB adapter works through: the database, and the three ways a call
 * touches the data (run: a plain read; cached: a read kept at most CACHE_STALENESS_MS and
 * dropped at once by this process's writes; write: drops the kept answers).
 */
export interface MongoContext {
  readonly db: Db;
  run: <T>(work: () => Promise<T>) => Promise<T>;
  cached: <T>(key: string, work: () => Promise<T>) => Promise<T>;
  /** Inside a read: a part of its answer kept the same way (a list's total, say). */
  keep: <T>(key: string, work: () => Promise<T>) => Promise<T>;
  write: <T>(work: () => Promise<T>) => Promise<T>;
  /** The store's clock ("now" as an ISO date): what it stamps records with. */
  now: () => string;
  readonly clock: Clock;
  /** This feature's helpers on this store, made once (another feature's public module may ask for them too). */
  use: <T>(make: (ctx: MongoContext) => T) => T;
  /** Every feature's piece of what it holds of a member (member-data.ts), in the parts' order. */
  readonly members: readonly MongoMemberData[];
}

// Errors meaning the database cannot be reached or cannot take writes right now: the API answers 503.
export function translateMongoError(error: unknown): unknown {
  const unreachable =
    error instanceof MongoNetworkError ||
    error instanceof MongoServerSelectionError ||
    error instanceof MongoTopologyClosedError ||
    error instanceof MongoNotConnectedError ||
    (error instanceof MongoError &&
      (error.hasErrorLabel('RetryableWriteError') || error.hasErrorLabel('TransientTransactionError')));
  return unreachable ? new StoreUnavailableError(error) : error;
}

export const isDuplicateKey = (error: unknown) => (error as { code?: unknown } | null)?.code === 11000;

/** A 24-hex id in any case as an ObjectId, or null for anything else (so no string can become an operator). */
export function toObjectId(id: string): ObjectId | null {
  const normalized = normalizeId(id);
  return normalized === null ? null : ObjectId.createFromHexString(normalized);
}

/**
 * The document with this id as `as` makes it (the document itself by default), or null: an id
 * that is no ObjectId finds none (and asks nothing).
 */
export async function findById<T extends Document, R = WithId<T>>(
  collection: Collection<T>,
  id: string,
  as: (doc: WithId<T>) => R = (doc) => doc as R,
): Promise<R | null> {
  const _id = toObjectId(id);
  const doc = _id === null ? null : await collection.findOne({ _id } as Filter<T>);
  return doc === null ? null : as(doc);
}

/** Changes the document with this id; how many had it (0 or 1; 0 for an id that is no ObjectId). */
export async function updateById<T extends Document>(
  collection: Collection<T>,
  id: string,
  change: UpdateFilter<T>,
): Promise<number> {
  const _id = toObjectId(id);
  return _id === null ? 0 : (await collection.updateOne({ _id } as Filter<T>, change)).matchedCount;
}

/**
 * What comes after a page's last row in a keyset order (a cursor's keys, each a tie-break of the
 * one before): beyond it by the first key, or equal by that and beyond by the next, and so on.
 * `beyond`: $lt for a descending order (the default), $gt for an ascending one.
 */
export function keysetAfter(keys: ReadonlyArray<readonly [field: string, value: unknown]>, beyond = '$lt'): Document {
  return {
    $or: keys.map(([field, value], at) => ({ ...Object.fromEntries(keys.slice(0, at)), [field]: { [beyond]: value } })),
  };
}

/** Text matched literally inside a $regex. */
export const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function createMongoContext(
  db: Db,
  members: readonly MongoMemberData[] = [],
  clock: Clock = realClock,
): MongoContext {
  const run = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw translateMongoError(error);
    }
  };
  const cache = createTimedCache();
  const helpers = new Map<unknown, unknown>();
  const ctx: MongoContext = {
    db: watchWrites(db, () => cache.invalidate()),
    run,
    cached: (key, work) => run(() => cache.get(key, work)),
    keep: (key, work) => cache.get(key, work),
    write: async (work) => {
      try {
        return await run(work);
      } finally {
        cache.invalidate();
      }
    },
    now: () => clock.now().toISOString(),
    clock,
    members,
    use: (make) => {
      if (!helpers.has(make)) helpers.set(make, make(ctx));
      return helpers.get(make) as ReturnType<typeof make>;
    },
  };
  return ctx;
}

/** The same for MongoDB (EmbeddedMemberData in embedded-context.ts says what each piece does). */
export interface MongoMemberData {
  /** Each write safe to repeat: a crash half-way is finished by running it again. Answers as above. */
  erase: (ctx: MongoContext, member: ErasedMember) => Promise<readonly string[] | void>;
  export: (ctx: MongoContext, uid: string) => Promise<Record<string, unknown>>;
}
