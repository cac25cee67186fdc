import { MongoClient, type Db } from 'mongodb';
import type { Clock } from '../clock';
import { createMongoContext, isDuplicateKey, translateMongoError } from './mongo-context';
import { migrateMongo } from './mongo-migrate';
import { collectMemberData } from './member-data';
import { collectMigrations, mergeMethods, type MethodsOf, type MongoPart } from './parts';

export interface MongoStoreOptions {
  uri: string;
  dbName: string;
  /** How long an operation waits to find a server before the store reports itself unavailable. */
  serverSelectionTimeoutMs?: number;
  /** What "now" is for the store's dates; default the system clock. */
  clock?: Clock;
}

/** What the MongoDB store does itself: rate-limit counters, health, closing. */
export interface MongoBase {
  hit(key: string, windowMs: number): Promise<{ hits: number; resetAt: number }>;
  unhit(key: string): Promise<void>;
  resetHits(key: string): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

interface CounterDoc {
  _id: string;
  hits: number;
  resetAt: Date;
}

/** Connects, then opens the parts' store on the database (composeMongo); a failure closes the client. */
export async function connectMongo<Parts extends ReadonlyArray<MongoPart<object>>>(
  parts: Parts,
  options: MongoStoreOptions,
): Promise<MongoBase & MethodsOf<Parts[number]>> {
  const client = new MongoClient(options.uri, { serverSelectionTimeoutMS: options.serverSelectionTimeoutMs ?? 5000 });
  try {
    await client.connect();
    return await composeMongo(parts, client.db(options.dbName), () => client.close(), options.clock);
  } catch (error) {
    await client.close().catch(() => undefined);
    throw translateMongoError(error);
  }
}

/**
 * The store on an open database, made of the features' parts: runs the migrations, lets each
 * part finish what a crashed process left half done (in the parts' order), and answers. Every
 * change that spans documents is built from single-document writes that are each safe to
 * repeat, so a crash between any two leaves nothing that the next start or the next request
 * does not put right (each part says how).
 */
export async function composeMongo<Parts extends ReadonlyArray<MongoPart<object>>>(
  parts: Parts,
  db: Db,
  close: () => Promise<void>,
  clock?: Clock,
): Promise<MongoBase & MethodsOf<Parts[number]>> {
  await migrateMongo(db, { migrations: collectMigrations(parts) });
  const ctx = createMongoContext(db, collectMemberData(parts), clock);
  for (const part of parts) await part.recover?.(ctx);
  const { run } = ctx;
  const counters = db.collection<CounterDoc>('rate_limits');
  const base: MongoBase = {
    hit: (key, windowMs) =>
      run(async () => {
        const at = ctx.clock.now();
        const fresh = { $gt: ['$resetAt', at] };
        const update = [
          {
            $set: {
              hits: { $cond: [fresh, { $add: ['$hits', 1] }, 1] },
              resetAt: { $cond: [fresh, '$resetAt', new Date(at.getTime() + windowMs)] },
            },
          },
        ];
        const once = () => counters.findOneAndUpdate({ _id: key }, update, { upsert: true, returnDocument: 'after' });
        // Two first hits at once: one upsert inserts, the other meets its key and goes again.
        const doc = await once().catch((error: unknown) => (isDuplicateKey(error) ? once() : Promise.reject(error)));
        if (doc === null) throw new Error('The rate-limit counter was not written');
        return { hits: doc.hits, resetAt: doc.resetAt.getTime() };
      }),
    unhit: (key) =>
      run(async () => {
        await counters.updateOne({ _id: key, hits: { $gt: 0 } }, { $inc: { hits: -1 } });
      }),
    resetHits: (key) =>
      run(async () => {
        await counters.deleteOne({ _id: key });
      }),
    ping: () =>
      run(async () => {
        await db.collection('tips').findOne({}, { projection: { _id: 1 } });
      }),
    close,
  };
  return { ...mergeMethods(parts, ctx), ...base } as MongoBase & MethodsOf<Parts[number]>;
}
