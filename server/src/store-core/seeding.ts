import { createHash } from 'node:crypto';
import { ObjectId } from 'mongodb';
import type { EmbeddedContext } from './embedded-context';
import { isDuplicateKey, type MongoContext } from './mongo-context';

/**
 * What makes seeding safe to repeat and to run from several processes at once, in both
 * stores: every seeded record has a fixed id (the same in every process and on every
 * start), and a marker per collection says the seeding of that collection finished. A
 * collection that already holds other records is never seeded (demo data does not mix
 * with real data); it is only marked.
 */
export type SeededCollection = 'gardeners' | 'tips';

/** A fixed 24-hex id for the index-th seeded record of a collection. */
export function seedId(collection: SeededCollection, index: number, name: string): string {
  return createHash('sha256').update(`green-circle seed\0${collection}\0${index}\0${name}`).digest('hex').slice(0, 24);
}

/**
 * One collection's seeding in SQLite, inside the seeding transaction: skipped once marked; a
 * collection that already holds records is only marked. The IMMEDIATE transaction makes a
 * second process wait and then find the marker.
 */
export function seedTable<T>(
  ctx: EmbeddedContext,
  name: SeededCollection,
  items: T[],
  insert: (item: T, id: string) => void,
  nameOf: (item: T) => string,
): number {
  const { sql } = ctx;
  if (sql('SELECT 1 FROM seeds WHERE name = ?').get(name) !== undefined) return 0;
  const empty = sql(`SELECT 1 FROM ${name} LIMIT 1`).get() === undefined;
  if (empty) items.forEach((item, index) => insert(item, seedId(name, index, nameOf(item))));
  sql('INSERT INTO seeds (name, seededAt) VALUES (?, ?)').run(name, ctx.now());
  return empty ? items.length : 0;
}

/** The same in MongoDB: fixed ids written with upserts, then the collection's marker. */
export async function seedCollection<T, D extends { _id: ObjectId }>(
  { db }: MongoContext,
  name: SeededCollection,
  items: T[],
  nameOf: (item: T) => string,
  toDoc: (item: T, _id: ObjectId) => D,
): Promise<number> {
  const seeds = db.collection<{ _id: string; at: Date }>('seeds');
  if ((await seeds.findOne({ _id: name })) !== null) return 0;
  const collection = db.collection<D>(name);
  const ids = items.map((item, index) => ObjectId.createFromHexString(seedId(name, index, nameOf(item))));
  const other = await collection.findOne({ _id: { $nin: ids } } as never, { projection: { _id: 1 } });
  let inserted = 0;
  if (other === null) {
    for (const [index, item] of items.entries()) {
      const { _id, ...fields } = toDoc(item, ids[index]!);
      try {
        const result = await collection.updateOne({ _id } as never, { $setOnInsert: fields } as never, {
          upsert: true,
        });
        inserted += result.upsertedCount;
      } catch (error) {
        // Two processes upserting the same id at once: the other one inserted it.
        if (!isDuplicateKey(error)) throw error;
      }
    }
  }
  await seeds.updateOne({ _id: name }, { $setOnInsert: { at: new Date() } }, { upsert: true });
  return inserted;
}
