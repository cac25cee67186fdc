import { createEmbeddedStore } from './embedded';
import { createMongoStore } from './mongo';
import type { Store } from './store';

export interface OpenStoreOptions {
  /** Set: MongoDB through the official driver. Unset: the embedded SQLite file in dataDir. */
  mongodbUri?: string;
  mongodbDb: string;
  dataDir: string;
}

export async function openStore({ mongodbUri, mongodbDb, dataDir }: OpenStoreOptions): Promise<Store> {
  if (mongodbUri !== undefined && mongodbUri !== '') return createMongoStore({ uri: mongodbUri, dbName: mongodbDb });
  return createEmbeddedStore({ dataDir });
}
