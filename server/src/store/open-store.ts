import type { Clock } from '../clock';
import { createEmbeddedStore } from './embedded';
import { createMongoStore } from './mongo';
import type { Store } from './store';

export interface OpenStoreOptions {
  /** Set: MongoDB through the official driver. Unset: the embedded SQLite file in dataDir. */
  mongodbUri?: string;
  mongodbDb: string;
  dataDir: string;
  /** What "now" is for the store's dates; default the system clock. */
  clock?: Clock;
  /** False: the embedded store answers every read afresh (benchmarks only: GC_BENCH_WITHOUT in main.ts). */
  readCache?: boolean;
}

export async function openStore({
  mongodbUri,
  mongodbDb,
  dataDir,
  clock,
  readCache = true,
}: OpenStoreOptions): Promise<Store> {
  if (mongodbUri !== undefined && mongodbUri !== '')
    return createMongoStore({ uri: mongodbUri, dbName: mongodbDb, clock });
  return createEmbeddedStore({ dataDir, clock, ...(readCache ? {} : { readCacheEntries: 0 }) });
}
