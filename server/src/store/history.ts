import type { EmbeddedPart, MongoPart } from '../store-core/parts';
import { SCHEMA_V1 } from './embedded-history';

/**
 * The versions from before features had folders that belong to no one feature: the first
 * release's schema (tips, likes, users, gardeners) and the seeding markers; in MongoDB the
 * first release's indexes and the crash-safety collections.
 */
export const historyOnSqlite: EmbeddedPart<object> = {
  migrations: {
    1: { name: 'the first release schema', up: (db) => db.exec(SCHEMA_V1) },
    3: {
      name: 'seed markers',
      up: (db) => db.exec('CREATE TABLE seeds (name TEXT PRIMARY KEY, seededAt TEXT NOT NULL) WITHOUT ROWID;'),
    },
  },
  methods: () => ({}),
};

export const historyOnMongo: MongoPart<object> = {
  migrations: {
    1: {
      name: 'the first release indexes (without its $text index)',
      up: async (db) => {
        await db
          .collection('tips')
          .createIndexes([
            { key: { availability: 1, createdAt: -1, _id: -1 } },
            { key: { availability: 1, likes: -1, createdAt: -1, _id: -1 } },
            { key: { createdAt: -1, _id: -1 } },
            { key: { likes: -1, createdAt: -1, _id: -1 } },
            { key: { email: 1 } },
            { key: { difficulty: 1 } },
            { key: { authorUid: 1, createdAt: -1, _id: -1 } },
          ]);
        await db
          .collection('likes')
          .createIndexes([{ key: { tipId: 1, uid: 1 }, unique: true }, { key: { uid: 1, createdAt: -1, tipId: -1 } }]);
        await db.collection('users').createIndexes([{ key: { email: 1 }, unique: true }]);
        await db.collection('gardeners').createIndexes([{ key: { status: 1, totalSharedTips: -1 } }]);
      },
    },
    3: {
      name: 'deletion records, recent likes, shared rate-limit counters',
      up: async (db) => {
        // A deletion record outlives its deletion by a day, so likes that raced it are swept at the next start.
        await db.collection('deletions').createIndexes([{ key: { at: 1 }, expireAfterSeconds: 86_400 }]);
        await db.collection('likes').createIndexes([{ key: { createdAt: -1 } }]);
        await db.collection('rate_limits').createIndexes([{ key: { resetAt: 1 }, expireAfterSeconds: 0 }]);
      },
    },
  },
  methods: () => ({}),
};
