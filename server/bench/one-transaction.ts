import type { EmbeddedStore } from '../src/store/embedded';

/**
 * The store's own writes, many at once, in one SQLite transaction: one sync to disk instead of
 * one each (the store runs with synchronous = FULL), so a benchmark seeds 100,000 records in
 * seconds through the product's code. `writes` calls store methods and returns their promises
 * without awaiting: each store write runs synchronously when called, inside the transaction.
 */
export async function inOneTransaction<T>(store: EmbeddedStore, writes: () => Array<Promise<T>>): Promise<T[]> {
  let pending: Array<Promise<T>> = [];
  store.db.transaction(() => {
    pending = writes();
  })();
  return Promise.all(pending);
}
