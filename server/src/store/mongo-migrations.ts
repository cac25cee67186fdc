import { SEED_GARDENERS } from './seed-data';
import type { Db, Document } from 'mongodb';
import { ALL_MONTHS_MASK } from '@green-circle/contract';
import { indexWords } from './search';
import { migratePeople } from './mongo-people';
import { migratePlants } from './mongo-plants';

/**
 * The MongoDB store's versions, recorded in the `migrations` collection (one document per
 * version: running, then done). Every migration is idempotent. Processes starting together
 * race to insert a version's document: the winner runs it, the others wait until it is
 * done; a version left running by a process that died is taken over after staleAfterMs.
 */
export interface MongoMigration {
  name: string;
  up: (db: Db) => Promise<void>;
}

interface MigrationDoc {
  _id: number;
  name: string;
  state: 'running' | 'done';
  startedAt: Date;
  finishedAt?: Date;
}

async function dropIndexIfPresent(db: Db, collection: string, name: string) {
  const indexes = await db.collection(collection).indexes();
  if (indexes.some((index) => index.name === name)) await db.collection(collection).dropIndex(name);
}

export const MONGO_MIGRATIONS: MongoMigration[] = [
  {
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
  {
    // Search over folded words (search.ts) instead of $text, and counts derived from the
    // like documents (mongo.ts): each tip gets its words and the likes it has no documents
    // for (the seeded ones).
    name: 'search over folded words; likes counted from like documents',
    up: async (db) => {
      await dropIndexIfPresent(db, 'tips', 'tips_text');
      const tips = db.collection('tips');
      for await (const tip of tips.find({
        $or: [{ words: { $exists: false } }, { seededLikes: { $exists: false } }],
      })) {
        const documents = await db.collection('likes').countDocuments({ tipId: tip._id });
        const words = indexWords(tip as Document as Parameters<typeof indexWords>[0]);
        await tips.updateOne(
          { _id: tip._id },
          { $set: { words, seededLikes: Math.max(0, (tip.likes as number) - documents) } },
        );
      }
      await tips.createIndexes([{ key: { words: 1 } }]);
    },
  },
  {
    name: 'deletion records, recent likes, shared rate-limit counters',
    up: async (db) => {
      // A deletion record outlives its deletion by a day, so likes that raced it are swept at the next start.
      await db.collection('deletions').createIndexes([{ key: { at: 1 }, expireAfterSeconds: 86_400 }]);
      await db.collection('likes').createIndexes([{ key: { createdAt: -1 } }]);
      await db.collection('rate_limits').createIndexes([{ key: { resetAt: 1 }, expireAfterSeconds: 0 }]);
    },
  },
  {
    // Photo uploads (mongo-uploads.ts): records by age and by owner's profile photo,
    // the tips using an upload (by image), and GridFS files by their upload.
    name: 'photo uploads',
    up: async (db) => {
      await db.collection('uploads').createIndexes([{ key: { createdAt: 1 } }, { key: { ownerUid: 1, profile: 1 } }]);
      await db.collection('tips').createIndexes([{ key: { image: 1 } }]);
      await db.collection('uploads.files').createIndexes([{ key: { 'metadata.uploadId': 1 } }]);
    },
  },
  {
    // Seasons: a tip without months applies all year, in the north; a member's
    // reminders (one per tip, dropped with the tip) and calendar feeds (found by token hash).
    name: 'seasons: month masks, reminders and calendar feeds',
    up: async (db) => {
      const tips = db.collection('tips');
      for await (const tip of tips.find({ monthMask: { $exists: false } }, { projection: { _id: 1 } })) {
        await tips.updateOne({ _id: tip._id }, { $set: { monthMask: ALL_MONTHS_MASK, hemisphere: 'north' } });
      }
      await db
        .collection('reminders')
        .createIndexes([{ key: { uid: 1, tipId: 1 }, unique: true }, { key: { tipId: 1 } }]);
      await db.collection('calendar_feeds').createIndexes([{ key: { tokenHash: 1 }, unique: true }]);
    },
  },
  {
    // A user record is keyed by uid alone (an e-mail can change and be registered
    // again by someone else): the unique e-mail index goes, a member with two records (one per
    // address they had) keeps the newest, and uid becomes unique. Records from before verification
    // was recorded count as verified, so no name anyone holds is freed by this.
    name: 'users keyed by uid; e-mail verification recorded',
    up: async (db) => {
      const users = db.collection('users');
      await dropIndexIfPresent(db, 'users', 'email_1');
      const seen = new Set<string>();
      for await (const user of users.find({}, { projection: { _id: 1, uid: 1 } }).sort({ _id: -1 })) {
        const uid = String(user.uid);
        if (seen.has(uid)) await users.deleteOne({ _id: user._id });
        seen.add(uid);
      }
      await users.createIndexes([{ key: { uid: 1 }, unique: true }]);
      for await (const user of users.find({ emailVerified: { $exists: false } }, { projection: { _id: 1 } })) {
        await users.updateOne({ _id: user._id }, { $set: { emailVerified: true } });
      }
    },
  },
  {
    // mongo-people.ts: follows and notifications (one per recipient and group).
    name: 'people: follows and notifications',
    up: migratePeople,
  },
  {
    // A tip's index words gained their stems and its category (search.ts).
    name: 'search by word stems and category',
    up: async (db) => {
      const tips = db.collection('tips');
      const fields = { title: 1, plantType: 1, category: 1, description: 1 };
      for await (const tip of tips.find({}, { projection: fields })) {
        const words = indexWords(tip as Document as Parameters<typeof indexWords>[0]);
        await tips.updateOne({ _id: tip._id }, { $set: { words } });
      }
    },
  },
  {
    // mongo-safety.ts: members by role, one report per member per target, one block
    // per pair; existing members joined when their record says (uid is indexed).
    name: 'trust and safety',
    up: async (db) => {
      await db.collection('users').createIndexes([{ key: { role: 1 } }]);
      await db
        .collection('reports')
        .createIndexes([
          { key: { kind: 1, targetId: 1, reporterUid: 1 }, unique: true },
          { key: { status: 1, createdAt: 1 } },
        ]);
      await db.collection('blocks').createIndexes([{ key: { blockerUid: 1, blockedUid: 1 }, unique: true }]);
      const users = db.collection('users');
      const now = new Date().toISOString();
      for await (const user of users.find({ joinedAt: { $exists: false } }, { projection: { creationTime: 1 } })) {
        const time = new Date(String(user.creationTime));
        const joinedAt = Number.isNaN(time.getTime()) || time.toISOString() > now ? now : time.toISOString();
        await users.updateOne({ _id: user._id }, { $set: { joinedAt } });
      }
    },
  },
  {
    // mongo-comments.ts: tips gain commentCount and the trials summary (sort=tried
    // walks worked); comments by tip, oldest first, and by thread; one trial per member per
    // tip, a tip's trials newest first, "worked near me", and the trials using an upload.
    name: 'comments-and-trials',
    up: async (db) => {
      const tips = db.collection('tips');
      for await (const tip of tips.find({ worked: { $exists: false } }, { projection: { _id: 1 } })) {
        await tips.updateOne({ _id: tip._id }, { $set: { commentCount: 0, worked: 0, partly: 0, failed: 0 } });
      }
      await tips.createIndexes([
        { key: { availability: 1, worked: -1, createdAt: -1, _id: -1 } },
        { key: { worked: -1, createdAt: -1, _id: -1 } },
      ]);
      await db
        .collection('comments')
        .createIndexes([
          { key: { tipId: 1, createdAt: 1, _id: 1 } },
          { key: { parentId: 1 } },
          { key: { authorUid: 1 } },
        ]);
      await db
        .collection('trials')
        .createIndexes([
          { key: { tipId: 1, authorUid: 1 }, unique: true },
          { key: { tipId: 1, createdAt: -1, _id: -1 } },
          { key: { outcome: 1, hemisphere: 1, zone: 1, tipId: 1 } },
          { key: { authorUid: 1, tipId: 1 } },
          { key: { photo: 1 } },
        ]);
    },
  },
  {
    // A gardener card belongs to a member; their shared-tip count and active status
    // are counted from their tips (listGardeners), so the stored figures go. The seeded cards
    // are matched to their seed members by name; any other card counts nothing until linked.
    name: 'gardeners are members',
    up: async (db) => {
      const gardeners = db.collection('gardeners');
      await dropIndexIfPresent(db, 'gardeners', 'status_1_totalSharedTips_-1');
      await gardeners.updateMany({}, { $unset: { status: '', totalSharedTips: '' } });
      await gardeners.updateMany({ authorUid: { $exists: false } }, { $set: { authorUid: '' } });
      for (const g of SEED_GARDENERS) {
        await gardeners.updateMany({ name: g.name, authorUid: '' }, { $set: { authorUid: g.authorUid } });
      }
      await gardeners.createIndexes([{ key: { authorUid: 1 } }]);
    },
  },
  {
    // A comment carries `moderation` ({ hiddenAt, reason } when
    // moderators hid it, else null), as a tip does.
    name: 'comments hidden by moderators',
    up: async (db) => {
      const comments = db.collection('comments');
      for await (const doc of comments.find({ moderation: { $exists: false } }, { projection: { _id: 1 } })) {
        await comments.updateOne({ _id: doc._id, moderation: { $exists: false } }, { $set: { moderation: null } });
      }
    },
  },
  {
    // Each tip keeps the plant its plantType names (mongo-plants.ts); members keep their plants.
    name: 'plants',
    up: migratePlants,
  },
];

export class NewerMongoSchemaError extends Error {
  constructor(found: number, known: number) {
    super(`The database has migration ${found}, newer than this release knows (${known}); run a newer release`);
    this.name = 'NewerMongoSchemaError';
  }
}

const isDuplicateKey = (error: unknown) => (error as { code?: unknown } | null)?.code === 11000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs every version not yet done; returns the versions this process ran. */
export async function migrateMongo(
  db: Db,
  {
    migrations = MONGO_MIGRATIONS,
    staleAfterMs = 120_000,
    pollMs = 200,
  }: { migrations?: MongoMigration[]; staleAfterMs?: number; pollMs?: number } = {},
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
