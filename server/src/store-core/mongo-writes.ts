import type { Collection, Db } from 'mongodb';

const WRITES = new Set([
  'insertOne',
  'insertMany',
  'updateOne',
  'updateMany',
  'replaceOne',
  'deleteOne',
  'deleteMany',
  'findOneAndUpdate',
  'findOneAndReplace',
  'findOneAndDelete',
  'bulkWrite',
]);

/**
 * The database as the parts see it, where every write on any collection calls onWrite when it
 * is sent and again when it settles: the read caches then drop what a write in this process
 * may have changed, whichever way the part wrote (through ctx.write or a plain ctx.run).
 */
export function watchWrites(db: Db, onWrite: () => void): Db {
  const collections = new Map<string, Collection>();
  const watched = (collection: Collection): Collection =>
    new Proxy(collection, {
      get(target, key) {
        const value: unknown = Reflect.get(target, key, target);
        if (typeof value !== 'function') return value;
        if (typeof key !== 'string' || !WRITES.has(key)) return value.bind(target);
        return async (...args: unknown[]) => {
          onWrite();
          try {
            return await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
          } finally {
            onWrite();
          }
        };
      },
    });
  return new Proxy(db, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key, target);
      if (key !== 'collection' || typeof value !== 'function') {
        return typeof value === 'function' ? value.bind(target) : value;
      }
      return (name: string, options?: unknown) => {
        if (options === undefined && collections.has(name)) return collections.get(name);
        const collection = watched((value as (n: string, o?: unknown) => Collection).call(target, name, options));
        if (options === undefined) collections.set(name, collection);
        return collection;
      };
    },
  });
}
