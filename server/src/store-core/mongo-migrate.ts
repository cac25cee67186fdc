import type { Db } from 'mongodb';
import { isDuplicateKey } from './mongo-context';
import type { MongoMigration } from './parts';

/**
 * The MongoDB store's versions, recorded in the `migrations` collection (one document per
 * version: running, then done). Every migration is idempotent. Processes starting together
 * race to insert a version's document: the winner runs it, the others wait until it is
 * done; a version left running by a process that died is taken over after staleAfterMs.
 * The versions come from the features (collectMigrations, parts.ts).
 */
interface MigrationDoc {
  _id: number;
  name: string;
  state: 'running' | 'done';
  startedAt: Date;
  finishedAt?: Date;
}

/** For migrations: drops an index by name when it exists. */
export async function dropIndexIfPresent(db: Db, collection: string, name: string) {
  const indexes = await db.collection(collection).indexes();
  if (indexes.some((index) => index.name === name)) await db.collection(collection).dropIndex(name);
}

export class NewerMongoSchemaError extends Error {
  constructor(found: number, known: number) {
    super(`The database has migration ${found}, newer than this release knows (${known}); run a newer release`);
    this.name = 'NewerMongoSchemaError';
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs every version not yet done; returns the versions this process ran. */
export async function migrateMongo(
  db: Db,
  {
    migrations,
    staleAfterMs = 120_000,
    pollMs = 200,
  }: { migrations: MongoMigration[]; staleAfterMs?: number; pollMs?: number },
): Promise<number[]> {
  const records = db.collection<MigrationDoc>('migrations');
  const newest = await records.find({}).sort({ _id: -1 }).limit(1).next();
  if (newest !== null && newest._id > migrations.length) throw new NewerMongoSchemaError(newest._id, migrations.length);
  const ran: number[] = [];
  for (const [index, migration] of migrations.entries()) {
    const version = index + 1;
    for (;;) {
      const record = await records.findOne({ _id: version });
      if (record?.state === 'done') break;
      let mine = false;
      if (record === null) {
        try {
          await records.insertOne({ _id: version, name: migration.name, state: 'running', startedAt: new Date() });
          mine = true;
        } catch (error) {
          if (!isDuplicateKey(error)) throw error;
        }
      } else if (Date.now() - record.startedAt.getTime() > staleAfterMs) {
        // Its runner died: take it over, unless another process just did.
        const taken = await records.updateOne(
          { _id: version, startedAt: record.startedAt },
          { $set: { startedAt: new Date() } },
        );
        mine = taken.modifiedCount === 1;
      }
      if (mine) {
        await migration.up(db);
        await records.updateOne({ _id: version }, { $set: { state: 'done', finishedAt: new Date() } });
        ran.push(version);
        break;
      }
      await sleep(pollMs);
    }
  }
  return ran;
}
