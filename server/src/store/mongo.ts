import type { Db } from 'mongodb';
import type { Clock } from '../clock';
import { composeMongo, connectMongo, type MongoStoreOptions } from '../store-core/mongo-open';
import { MONGO_PARTS } from './parts';
import type { Store } from './store';

export type { MongoStoreOptions } from '../store-core/mongo-open';

export function createMongoStore(options: MongoStoreOptions): Promise<Store> {
  return connectMongo(MONGO_PARTS, options);
}

/** The store on an open database (the tests give it mingo's). */
export function openMongoStore(db: Db, close: () => Promise<void>, clock?: Clock): Promise<Store> {
  return composeMongo(MONGO_PARTS, db, close, clock);
}
