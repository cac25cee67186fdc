import {
  MongoClient,
  MongoError,
  MongoNetworkError,
  MongoNotConnectedError,
  MongoServerSelectionError,
  MongoTopologyClosedError,
  ObjectId,
  type Db,
} from 'mongodb';
import { nameKeys, sameName } from '@green-circle/contract/name-key';
import {
  northernMask,
  plantSlugOf,
  type Garden,
  type Hemisphere,
  type TipInput,
  type TopTip,
  type User,
} from '@green-circle/contract';
import { migrateMongo } from './mongo-migrations';
import { SORTS, likedPipeline, planMongoList, toObjectId, type LikeDoc, type TipDoc } from './mongo-list';
import { mongoUploads } from './mongo-uploads';
import { mongoConversation } from './mongo-comments';
import { mongoPeople } from './mongo-people';
import { mongoPlants } from './mongo-plants';
import { likeGroupKey } from './people-store';
import { mongoSafety } from './mongo-safety';
import { cutPage, orderOf } from './paging';
import { createTimedCache } from './read-cache';
import { indexWords } from './search';
import { activeSince } from './gardener-activity';
import { seedId, type SeededCollection } from './seeding';
import {
  StoreUnavailableError,
  type AuthorProfile,
  type CalendarFeedRecord,
  type NewTip,
  type StoredGardener,
  type NewUser,
  type Store,
  type StoredTip,
  type TipListFilter,
} from './store';

export interface MongoStoreOptions {
  uri: string;
  dbName: string;
  /** How long an operation waits to find a server before the store reports itself unavailable. */
  serverSelectionTimeoutMs?: number;
}

/** emailVerified is missing on records written before it was recorded. */
type UserDoc = Omit<User, '_id' | 'emailVerified'> & { _id: ObjectId; emailVerified?: boolean; joinedAt?: string };
type GardenerDoc = Omit<StoredGardener, '_id' | 'status' | 'totalSharedTips'> & { _id: ObjectId };
type TipRow = TipDoc & { likedAt?: string };
type GardenDoc = Garden & { _id: string; updatedAt: string };
interface ReminderDoc {
  uid: string;
  tipId: ObjectId;
  createdAt: string;
}
type FeedDoc = CalendarFeedRecord & { _id: string };
interface DeletionDoc {
  _id: ObjectId;
  at: Date;
}
/** A like being taken back (like_takebacks): finished at the next start when a crash cut it off. */
interface TakeBackDoc {
  _id: string;
  tipId: ObjectId;
  uid: string;
  /** When the like was given and when it was taken back: its notification goes when both are the same day. */
  likedAt: string;
  at: string;
}
interface MarkerDoc {
  _id: string;
  at: Date;
}
interface CounterDoc {
  _id: string;
  hits: number;
  resetAt: Date;
}

/** Likes younger than this are recounted at start, so a like whose count a crash cut off is counted. */
const RECOUNT_RECENT_MS = 15 * 60_000;

// Errors meaning the database cannot be reached or cannot take writes right now: the API answers 503.
function translate(error: unknown): unknown {
  const unreachable =
    error instanceof MongoNetworkError ||
    error instanceof MongoServerSelectionError ||
    error instanceof MongoTopologyClosedError ||
    error instanceof MongoNotConnectedError ||
    (error instanceof MongoError &&
      (error.hasErrorLabel('RetryableWriteError') || error.hasErrorLabel('TransientTransactionError')));
  return unreachable ? new StoreUnavailableError(error) : error;
}

const isDuplicateKey = (error: unknown) => (error as { code?: unknown } | null)?.code === 11000;

export async function createMongoStore(options: MongoStoreOptions): Promise<Store> {
  const client = new MongoClient(options.uri, { serverSelectionTimeoutMS: options.serverSelectionTimeoutMs ?? 5000 });
  try {
    await client.connect();
    return await openMongoStore(client.db(options.dbName), () => client.close());
  } catch (error) {
    await client.close().catch(() => undefined);
    throw translate(error);
  }
}

/**
 * The store on an open database: runs the migrations, finishes what a crashed process left
 * half done, and answers. Every change that spans documents is built from single-document
 * writes that are each safe to repeat, so a crash between any two leaves nothing that the
 * next start or the next request does not put right:
 * - A like is a like document (unique per tip and member); the tip's count is derived from
 *   them: after its insert the like documents of the tip are counted and the count set to
 *   seededLikes + that number (recount: counted again after the write, so racing writes
 *   settle on the true figure). A crash after the insert leaves the count one short until
 *   the member's retry, the tip's next like or the next start (which recounts recent likes)
 *   puts it right; the like can never be counted twice. No transaction, so a standalone
 *   server works too.
 * - A like taken back first writes a marker (like_takebacks), then deletes the like,
 *   recounts, and takes a same-day like's notification back; the member's retry or the next
 *   start finishes a marked one.
 * - A deletion first writes a deletion record, then deletes the tip, then its likes. The
 *   next start finishes every recorded deletion; records live a day, so a like that raced a
 *   deletion and lost its clean-up to a crash is swept too.
 * - Seeding writes fixed ids with upserts and marks each collection when done (seeding.ts).
 */
export async function openMongoStore(db: Db, close: () => Promise<void>): Promise<Store> {
  const tips = db.collection<TipDoc>('tips');
  const likes = db.collection<LikeDoc>('likes');
  const users = db.collection<UserDoc>('users');
  const gardeners = db.collection<GardenerDoc>('gardeners');
  const gardens = db.collection<GardenDoc>('gardens');
  const reminders = db.collection<ReminderDoc>('reminders');
  const feeds = db.collection<FeedDoc>('calendar_feeds');
  const deletions = db.collection<DeletionDoc>('deletions');
  const profileSyncs = db.collection<MarkerDoc>('profile_syncs');
  const likeTakeBacks = db.collection<TakeBackDoc>('like_takebacks');
  const seeds = db.collection<MarkerDoc>('seeds');
  const counters = db.collection<CounterDoc>('rate_limits');
  // The conversation (mongo-comments.ts). Its reads and writes go through run and write (below) when called.
  const conversation = mongoConversation(db, { run: (work) => run(work), write: (work) => write(work) });

  /**
   * The tip's count set to seededLikes + its like documents. Likes can be taken back, so the
   * count is set, not raised: a recount that raced another like or take-back counts again
   * after its write and writes again until nothing moved in between, so the last write of
   * any race holds the true figure.
   */
  const recount = async (_id: ObjectId, seededLikes: number) => {
    let documents = await likes.countDocuments({ tipId: _id });
    for (let tries = 0; ; tries++) {
      const updated = await tips.findOneAndUpdate(
        { _id },
        { $set: { likes: seededLikes + documents } },
        { returnDocument: 'after', projection: { likes: 1 } },
      );
      const again = await likes.countDocuments({ tipId: _id });
      if (updated === null || again === documents || tries >= 10) return updated;
      documents = again;
    }
  };
  const finishDeletion = async (_id: ObjectId) => {
    await tips.deleteOne({ _id });
    await Promise.all([
      likes.deleteMany({ tipId: _id }),
      reminders.deleteMany({ tipId: _id }),
      conversation.removeTipConversation(_id),
    ]);
    await db.collection('notifications').deleteMany({ tipId: _id.toHexString() });
  };

  await migrateMongo(db);
  for (const { _id } of await deletions.find({}).toArray()) await finishDeletion(_id);
  /** The member's tips, comments and trials take this name and photo; each write is safe to repeat. */
  const syncProfile = async (uid: string, onTips: Partial<AuthorProfile>) => {
    await tips.updateMany({ authorUid: uid }, { $set: onTips });
    await conversation.syncAuthorProfile(uid, onTips);
  };
  // A profile change that crashed before its tips, comments and trials were updated: they take
  // the record's name and photo now.
  for (const { _id: uid } of await profileSyncs.find({}).toArray()) {
    const record = await users.findOne({ uid });
    const onTips = record === null ? null : tipProfile(record);
    if (onTips !== null) await syncProfile(uid, onTips);
    await profileSyncs.deleteOne({ _id: uid });
  }
  const recent = new Date(Date.now() - RECOUNT_RECENT_MS).toISOString();
  for (const tipId of await likes.distinct('tipId', { createdAt: { $gte: recent } })) {
    const tip = await tips.findOne({ _id: tipId }, { projection: { seededLikes: 1 } });
    if (tip !== null) await recount(tipId, tip.seededLikes ?? 0);
  }

  const run = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw translate(error);
    }
  };
  const people = mongoPeople(db, run);
  /** A like's notification, keyed by the like (tip, member, the like's day): safe to write again. */
  const notifyLike = (tipId: ObjectId, authorUid: string, like: LikeDoc) =>
    people.notifyOnce({
      recipientUid: authorUid,
      kind: 'like',
      actorUid: like.uid,
      tipId: tipId.toHexString(),
      groupKey: likeGroupKey(tipId.toHexString(), like.createdAt),
      createdAt: like.createdAt,
    });
  /** Finishes a take-back: the like goes, the count drops, and a same-day like's notification goes. */
  const finishTakeBack = async (mark: TakeBackDoc) => {
    await likes.deleteOne({ tipId: mark.tipId, uid: mark.uid });
    const tip = await tips.findOne({ _id: mark.tipId }, { projection: { seededLikes: 1, authorUid: 1 } });
    const updated = tip === null ? null : await recount(mark.tipId, tip.seededLikes ?? 0);
    if (tip !== null && mark.likedAt.slice(0, 10) === mark.at.slice(0, 10)) {
      const groupKey = likeGroupKey(mark.tipId.toHexString(), mark.likedAt);
      await people.takeBack({ recipientUid: tip.authorUid, actorUid: mark.uid, groupKey });
    }
    await likeTakeBacks.deleteOne({ _id: mark._id });
    return updated;
  };
  // Take-backs a crash cut off are finished before likes get their notifications back below.
  for (const mark of await likeTakeBacks.find({}).toArray()) await finishTakeBack(mark);
  // Likes whose notification a crash cut off get it now (the recount above did their counts).
  for (const like of await likes.find({ createdAt: { $gte: recent } }).toArray()) {
    const tip = await tips.findOne({ _id: like.tipId }, { projection: { authorUid: 1 } });
    if (tip !== null) await notifyLike(like.tipId, tip.authorUid, like);
  }
  const cache = createTimedCache();
  /** A read kept at most CACHE_STALENESS_MS, dropped at once by this process's own writes. */
  const cached = <T>(key: string, work: () => Promise<T>) => run(() => cache.get(key, work));
  const write = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await run(work);
    } finally {
      cache.invalidate();
    }
  };
  /** A verified member's name is theirs: unverified records holding it lose it. */
  const releaseName = async (name: string, uid: string) => {
    const keys = nameKeys(name);
    if (keys.every((key) => key === '')) return;
    const holders = await users
      .find({ emailVerified: false, uid: { $ne: uid }, name: { $ne: '' } }, { projection: { uid: 1, name: 1 } })
      .toArray();
    for (const holder of holders) {
      if (sameName(keys, holder.name))
        await users.updateOne({ uid: holder.uid, name: holder.name }, { $set: { name: '' } });
    }
  };
  const now = () => new Date().toISOString();
  // Tips written before authorPhotoURL existed have none.
  const toTip = ({
    _id,
    likedAt: _likedAt,
    words: _words,
    seededLikes: _seeded,
    monthMask: _mask,
    authorPhotoURL,
    commentCount,
    worked,
    partly,
    failed,
    ...rest
  }: TipRow): StoredTip => ({
    ...rest,
    authorPhotoURL: authorPhotoURL ?? '',
    _id: _id.toHexString(),
    commentCount: commentCount ?? 0,
    trials: { worked: worked ?? 0, partly: partly ?? 0, failed: failed ?? 0 },
  });

  const tipDoc = (tip: NewTip, likes: number, createdAt: string, _id = new ObjectId()): TipDoc => ({
    ...pickTip(tip),
    ...seasonFields(tip, tip.hemisphere),
    plantSlug: plantSlugOf(tip.plantType),
    _id,
    likes,
    seededLikes: likes,
    words: indexWords(tip),
    email: tip.email,
    displayName: tip.displayName,
    authorUid: tip.authorUid,
    authorPhotoURL: tip.authorPhotoURL ?? '',
    createdAt,
    updatedAt: createdAt,
    commentCount: 0,
    worked: 0,
    partly: 0,
    failed: 0,
  });

  /** A list's total does not change with the cursor or the page size: counted once per filter per staleness bound. */
  const totalOf = (filter: TipListFilter, count: () => Promise<number>) => {
    const { cursor: _cursor, limit: _limit, ...shape } = filter;
    return cache.get(`total ${JSON.stringify(shape)}`, count);
  };

  const seedCollection = async <T, D extends { _id: ObjectId }>(
    name: SeededCollection,
    items: T[],
    nameOf: (item: T) => string,
    toDoc: (item: T, _id: ObjectId) => D,
  ): Promise<number> => {
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
  };

  return {
    listTips: (filter) =>
      cached(`list ${JSON.stringify(filter)}`, async () => {
        const near = filter.workedNear === undefined ? null : await conversation.workedNearTipIds(filter.workedNear);
        const plan = planMongoList(filter, near);
        if (plan === null) return { items: [], total: 0, nextCursor: null };
        const order = orderOf(filter);
        let rows: TipRow[];
        let total: number;
        if (order === 'liked') {
          const uid = filter.likedBy ?? '';
          rows = await likes.aggregate<TipRow>(likedPipeline(uid, plan, filter.limit + 1)).toArray();
          total = await totalOf(
            filter,
            async () =>
              (await likes.aggregate<{ n: number }>(likedPipeline(uid, { ...plan, keys: null }, null)).next())?.n ?? 0,
          );
        } else {
          const query = plan.after === null ? plan.match : { $and: [plan.match, plan.after] };
          rows = await tips
            .find(query)
            .sort(plan.sort)
            .limit(filter.limit + 1)
            .toArray();
          total = await totalOf(filter, () => tips.countDocuments(plan.match));
        }
        return cutPage(rows, filter.limit, total, toTip, (row) =>
          order === 'likes'
            ? { o: 'likes', l: row.likes, c: row.createdAt, i: row._id.toHexString() }
            : order === 'tried'
              ? { o: 'tried', w: row.worked ?? 0, c: row.createdAt, i: row._id.toHexString() }
              : order === 'liked'
                ? { o: 'liked', c: row.likedAt ?? '', i: row._id.toHexString() }
                : { o: 'newest', c: row.createdAt, i: row._id.toHexString() },
        );
      }),

    getTip: (id) =>
      run(async () => {
        const _id = toObjectId(id);
        const tip = _id === null ? null : await tips.findOne({ _id });
        return tip === null ? null : toTip(tip);
      }),

    createTip: (tip) =>
      write(async () => {
        const doc = tipDoc(tip, 0, now());
        await tips.insertOne(doc);
        return doc._id.toHexString();
      }),

    updateTip: (id, input, author = {}) =>
      write(async () => {
        const _id = toObjectId(id);
        if (_id === null) return 0;
        const { months, ...season }: { months?: number[]; hemisphere: Hemisphere; monthMask: number } = seasonFields(
          input,
          author.hemisphere,
        );
        const authorFields = author.profile
          ? { displayName: author.profile.displayName, authorPhotoURL: author.profile.authorPhotoURL }
          : {};
        const set = {
          ...pickTip(input),
          ...authorFields,
          ...season,
          plantSlug: plantSlugOf(input.plantType),
          words: indexWords(input),
          updatedAt: now(),
        };
        const result = await tips.updateOne(
          { _id },
          months === undefined ? { $set: set, $unset: { months: '' } } : { $set: { ...set, months } },
        );
        return result.matchedCount;
      }),

    deleteTip: (id) =>
      write(async () => {
        const _id = toObjectId(id);
        if (_id === null || (await tips.findOne({ _id }, { projection: { _id: 1 } })) === null) return 0;
        await deletions.updateOne({ _id }, { $setOnInsert: { at: new Date() } }, { upsert: true });
        const { deletedCount } = await tips.deleteOne({ _id });
        await Promise.all([
          likes.deleteMany({ tipId: _id }),
          reminders.deleteMany({ tipId: _id }),
          conversation.removeTipConversation(_id),
        ]);
        await people.deleteTipNotifications(_id.toHexString());
        return deletedCount;
      }),

    likeTip: (id, uid) =>
      write(async () => {
        const _id = toObjectId(id);
        if (_id === null) return null;
        const tip = await tips.findOne({ _id }, { projection: { seededLikes: 1, authorUid: 1 } });
        if (tip === null) return null;
        let added = true;
        let like: LikeDoc = { tipId: _id, uid, createdAt: now() };
        try {
          await likes.insertOne({ ...like });
        } catch (error) {
          if (!isDuplicateKey(error)) throw error;
          added = false;
          like = (await likes.findOne({ tipId: _id, uid })) ?? like;
        }
        // A repeat recounts too: the member's retry after a failure is what completes a cut-off like.
        const updated = await recount(_id, tip.seededLikes ?? 0);
        if (updated === null) {
          // The tip was deleted meanwhile: its likes go with it.
          await likes.deleteMany({ tipId: _id });
          return null;
        }
        // A repeat writes it too: the member's retry completes a like whose notification was cut off.
        await notifyLike(_id, tip.authorUid, like);
        return { likes: updated.likes, added };
      }),

    // A marker first (like_takebacks), then the like, the count and the notification: a crash
    // between them is finished by the member's retry or the next start.
    unlikeTip: (id, uid) =>
      write(async () => {
        const _id = toObjectId(id);
        if (_id === null) return null;
        const tip = await tips.findOne({ _id }, { projection: { likes: 1 } });
        if (tip === null) return null;
        const markId = `${_id.toHexString()}:${uid}`;
        const like = await likes.findOne({ tipId: _id, uid });
        if (like === null) {
          const cutOff = await likeTakeBacks.findOne({ _id: markId });
          const finished = cutOff === null ? null : await finishTakeBack(cutOff);
          return { likes: finished?.likes ?? tip.likes, removed: false };
        }
        const mark: TakeBackDoc = { _id: markId, tipId: _id, uid, likedAt: like.createdAt, at: now() };
        const { _id: _mark, ...fields } = mark;
        await likeTakeBacks.updateOne({ _id: markId }, { $setOnInsert: fields }, { upsert: true });
        const updated = await finishTakeBack((await likeTakeBacks.findOne({ _id: markId })) ?? mark);
        return { likes: updated?.likes ?? Math.max(tip.likes - 1, 0), removed: true };
      }),

    hasLiked: (id, uid) =>
      run(async () => {
        const tipId = toObjectId(id);
        return tipId !== null && (await likes.findOne({ tipId, uid }, { projection: { _id: 1 } })) !== null;
      }),

    topLiked: (limit, excludeAuthors = []) =>
      cached(`top ${limit} ${JSON.stringify(excludeAuthors)}`, async () => {
        const rows = await tips
          .find(
            {
              availability: 'Public',
              moderation: null,
              ...(excludeAuthors.length > 0 ? { authorUid: { $nin: excludeAuthors } } : {}),
            },
            { projection: { title: 1, image: 1, imageAlt: 1, description: 1, likes: 1 } },
          )
          .sort(SORTS.likes)
          .limit(limit)
          .toArray();
        return rows.map(({ _id, title, image, imageAlt, description, likes: count }): TopTip => ({
          _id: _id.toHexString(),
          title,
          image,
          imageAlt: imageAlt ?? '',
          description,
          likes: count,
        }));
      }),

    listGardeners: (filter) =>
      cached(`gardeners ${JSON.stringify(filter)}`, async () => {
        // Counted from the member's tips as anyone may see them: Public and not hidden by moderators.
        // Profiles are few (one per featured member), so they are joined to the counts here.
        const profiles = await gardeners.find({}).toArray();
        const counts = await tips
          .aggregate<{ _id: string; n: number; last: string }>([
            {
              $match: {
                availability: 'Public',
                moderation: null,
                authorUid: { $in: profiles.map((g) => g.authorUid) },
              },
            },
            { $group: { _id: '$authorUid', n: { $sum: 1 }, last: { $max: '$createdAt' } } },
          ])
          .toArray();
        const byAuthor = new Map(counts.map((c) => [c._id, c]));
        const since = activeSince();
        const rows = profiles.map((doc) => {
          const shared = byAuthor.get(doc.authorUid);
          const active = shared !== undefined && shared.last >= since;
          return toGardener(doc, shared?.n ?? 0, active ? 'active' : 'inactive');
        });
        const byName = (a: StoredGardener, b: StoredGardener) =>
          a.name < b.name ? -1 : a.name > b.name ? 1 : a._id < b._id ? -1 : a._id > b._id ? 1 : 0;
        return rows
          .filter((g) => !filter.activeOnly || g.status === 'active')
          .sort(filter.sort === 'shared' ? (a, b) => b.totalSharedTips - a.totalSharedTips || byName(a, b) : byName)
          .slice(0, filter.limit);
      }),

    findUserByUid: (uid) =>
      run(async () => {
        // The standing fields (store-safety.ts) are read through memberStanding.
        const user = await users.findOne({ uid }, { projection: { role: 0, suspendedUntil: 0, joinedAt: 0 } });
        return user === null ? null : toUser(user);
      }),

    createUser: (user: NewUser) =>
      write(async () => {
        const _id = new ObjectId();
        try {
          // joinedAt is the server's clock (or seeding's), never the request's (account age: store-safety.ts).
          await users.insertOne({ ...pickUser(user), _id, joinedAt: user.joinedAt ?? now() });
        } catch (error) {
          if (!isDuplicateKey(error)) throw error;
          const existing = await users.findOne({ uid: user.uid }, { projection: { _id: 1 } });
          if (existing === null) throw error;
          return { id: existing._id.toHexString(), created: false };
        }
        if (user.emailVerified) await releaseName(user.name, user.uid);
        return { id: _id.toHexString(), created: true };
      }),

    updateUser: (uid, changes) =>
      write(async () => {
        const set = Object.fromEntries(
          (['name', 'photoURL', 'email', 'emailVerified'] as const)
            .filter((k) => changes[k] !== undefined)
            .map((k) => [k, changes[k]]),
        );
        if (Object.keys(set).length === 0) return 0;
        const onTips = tipProfile(changes);
        // Tips show the author's current name and photo. No transaction (a
        // standalone server has none): a marker first, so a crash between the two writes is
        // finished at the next start from the record (finishProfileSync).
        if (onTips !== null) await profileSyncs.updateOne({ _id: uid }, { $set: { at: new Date() } }, { upsert: true });
        const { matchedCount } = await users.updateOne({ uid }, { $set: set });
        if (onTips !== null) {
          if (matchedCount === 1) await syncProfile(uid, onTips);
          await profileSyncs.deleteOne({ _id: uid });
        }
        if (matchedCount === 1 && changes.name) {
          const record = await users.findOne({ uid }, { projection: { emailVerified: 1 } });
          if (record?.emailVerified !== false) await releaseName(changes.name, uid);
        }
        return matchedCount;
      }),

    nameTaken: (name, exceptUid, options = {}) =>
      run(async () => {
        const keys = nameKeys(name);
        if (keys.every((key) => key === '')) return false;
        // Rare (a sign-up or a change of name), so comparing the distinct names is fine.
        const [userNames, authorNames] = await Promise.all([
          users.distinct('name', {
            uid: { $ne: exceptUid },
            ...(options.ignoreUnverified ? { emailVerified: { $ne: false } } : {}),
          }),
          tips.distinct('displayName', { authorUid: { $ne: exceptUid } }),
        ]);
        return [...userNames, ...authorNames].some((other) => typeof other === 'string' && sameName(keys, other));
      }),

    stats: (authorUid) =>
      cached(`stats ${authorUid}`, async () => {
        const [totalTips, myTips, totalGardeners, totalUsers] = await Promise.all([
          tips.countDocuments({}),
          tips.countDocuments({ authorUid }),
          gardeners.countDocuments({}),
          users.countDocuments({}),
        ]);
        return { totalTips, myTips, totalGardeners, totalUsers };
      }),

    getGarden: (uid) =>
      run(async () => {
        const doc = await gardens.findOne({ _id: uid });
        if (doc === null) return null;
        return doc.zone === undefined || doc.zone === null
          ? { hemisphere: doc.hemisphere }
          : { hemisphere: doc.hemisphere, zone: doc.zone };
      }),

    setGarden: (uid, garden) =>
      run(async () => {
        const set = { hemisphere: garden.hemisphere, updatedAt: now() };
        await gardens.updateOne(
          { _id: uid },
          garden.zone === undefined ? { $set: set, $unset: { zone: '' } } : { $set: { ...set, zone: garden.zone } },
          { upsert: true },
        );
      }),

    addReminder: (uid, tipId) =>
      run(async () => {
        const _id = toObjectId(tipId);
        if (_id === null) return { created: false };
        try {
          await reminders.insertOne({ uid, tipId: _id, createdAt: now() });
          return { created: true };
        } catch (error) {
          if (!isDuplicateKey(error)) throw error;
          return { created: false };
        }
      }),

    removeReminder: (uid, tipId) =>
      run(async () => {
        const _id = toObjectId(tipId);
        return _id === null ? 0 : (await reminders.deleteOne({ uid, tipId: _id })).deletedCount;
      }),

    listReminders: (uid) =>
      run(async () => {
        const rows = await reminders
          .aggregate<{ createdAt: string; tip: TipDoc }>([
            { $match: { uid } },
            { $sort: { createdAt: 1, tipId: 1 } },
            { $lookup: { from: 'tips', localField: 'tipId', foreignField: '_id', as: 'tip' } },
            { $unwind: '$tip' },
            { $match: { $or: [{ 'tip.moderation': null }, { 'tip.authorUid': uid }] } },
            { $project: { _id: 0, createdAt: 1, tip: 1 } },
          ])
          .toArray();
        return rows.map((row) => ({ tip: toTip(row.tip), createdAt: row.createdAt }));
      }),

    getCalendarFeed: (uid) =>
      run(async () => {
        const doc = await feeds.findOne({ _id: uid });
        return doc === null ? null : { nonce: doc.nonce, tokenHash: doc.tokenHash };
      }),

    setCalendarFeed: (uid, feed) =>
      run(async () => {
        await feeds.updateOne(
          { _id: uid },
          { $set: { nonce: feed.nonce, tokenHash: feed.tokenHash } },
          { upsert: true },
        );
      }),

    findCalendarFeedOwner: (tokenHash) =>
      run(async () => (await feeds.findOne({ tokenHash: String(tokenHash) }, { projection: { _id: 1 } }))?._id ?? null),

    seed: (data) =>
      write(async () => ({
        gardeners: await seedCollection(
          'gardeners',
          data.gardeners,
          (g) => g.name,
          (g, _id): GardenerDoc => ({ ...g, _id }),
        ),
        tips: await seedCollection(
          'tips',
          data.tips,
          (t) => t.title,
          (t, _id) => tipDoc(t, t.likes, t.createdAt, _id),
        ),
      })),

    hit: (key, windowMs) =>
      run(async () => {
        const at = new Date();
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
        await tips.findOne({}, { projection: { _id: 1 } });
      }),

    ...mongoUploads(db, run),
    ...conversation.methods,
    ...people.methods,
    ...mongoPlants(db, run),
    ...mongoSafety(db, run, write),

    close,
  };
}

function pickTip(input: TipInput): TipInput & { imageAlt: string } {
  const { title, plantType, difficulty, category, description, image, imageAlt, availability } = input;
  return { title, plantType, difficulty, category, description, image, imageAlt: imageAlt ?? '', availability };
}

/** The season fields of a tip: its months (absent for none), hemisphere and northern month mask. */
function seasonFields(input: TipInput, hemisphere: Hemisphere = 'north') {
  // No `months: undefined` key: the driver would store it as null.
  const months = input.months !== undefined && input.months.length > 0 ? [...input.months] : undefined;
  const fields = { hemisphere, monthMask: northernMask(months, hemisphere) };
  return months === undefined ? fields : { ...fields, months };
}

function pickUser(user: NewUser): NewUser {
  const { uid, email, emailVerified, name, photoURL, creationTime, lastSignInTime } = user;
  return { uid, email, emailVerified, name, photoURL, creationTime, lastSignInTime };
}

function toUser({ _id, emailVerified, ...rest }: UserDoc): User {
  // Records from before verification was recorded count as verified (as the migration sets them).
  return { ...pickUser({ ...rest, emailVerified: emailVerified ?? true }), _id: _id.toHexString() };
}

/** The author fields a tip takes from a profile change: a non-empty name, a photo ('' for none). */
function tipProfile(changes: Partial<Pick<User, 'name' | 'photoURL'>>): Partial<AuthorProfile> | null {
  const onTips: Partial<AuthorProfile> = {};
  if (changes.name) onTips.displayName = changes.name;
  if (changes.photoURL !== undefined) onTips.authorPhotoURL = changes.photoURL;
  return Object.keys(onTips).length === 0 ? null : onTips;
}

function toGardener({ _id, otherInfo, ...rest }: GardenerDoc, totalSharedTips: number, status: string): StoredGardener {
  const gardener: StoredGardener = { ...rest, _id: _id.toHexString(), totalSharedTips, status };
  if (otherInfo !== undefined && otherInfo !== null) gardener.otherInfo = otherInfo;
  return gardener;
}
