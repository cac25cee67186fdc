import {
  MongoClient,
  MongoError,
  MongoNetworkError,
  MongoNotConnectedError,
  MongoServerError,
  MongoServerSelectionError,
  MongoTopologyClosedError,
  ObjectId,
  type Db,
} from 'mongodb';
import { nameKey, type Gardener, type TipInput, type TopTip, type User } from '@green-circle/contract';
import { SORTS, likedPipeline, planMongoList, toObjectId, type LikeDoc, type TipDoc } from './mongo-list';
import { cutPage, orderOf } from './paging';
import { StoreUnavailableError, type NewTip, type NewUser, type Store, type StoredTip } from './store';

export interface MongoStoreOptions {
  uri: string;
  dbName: string;
  /** How long an operation waits to find a server before the store reports itself unavailable. */
  serverSelectionTimeoutMs?: number;
}

type UserDoc = Omit<User, '_id'> & { _id: ObjectId };
type GardenerDoc = Omit<Gardener, '_id'> & { _id: ObjectId };
type TipRow = TipDoc & { likedAt?: string };

// Errors meaning the database cannot be reached or cannot take writes right now: the API answers 503.
function translate(error: unknown): unknown {
  const unreachable =
    error instanceof MongoNetworkError ||
    error instanceof MongoServerSelectionError ||
    error instanceof MongoTopologyClosedError ||
    error instanceof MongoNotConnectedError ||
    (error instanceof MongoError && (error.hasErrorLabel('RetryableWriteError') || error.hasErrorLabel('TransientTransactionError')));
  return unreachable ? new StoreUnavailableError(error) : error;
}

const isDuplicateKey = (error: unknown) => error instanceof MongoServerError && error.code === 11000;

export async function createMongoStore(options: MongoStoreOptions): Promise<Store> {
  const client = new MongoClient(options.uri, { serverSelectionTimeoutMS: options.serverSelectionTimeoutMs ?? 5000 });
  let db: Db;
  try {
    await client.connect();
    db = client.db(options.dbName);
    await ensureIndexes(db);
  } catch (error) {
    await client.close().catch(() => undefined);
    throw translate(error);
  }
  const tips = db.collection<TipDoc>('tips');
  const likes = db.collection<LikeDoc>('likes');
  const users = db.collection<UserDoc>('users');
  const gardeners = db.collection<GardenerDoc>('gardeners');

  const run = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw translate(error);
    }
  };
  const now = () => new Date().toISOString();
  // Tips written before authorPhotoURL existed have none.
  const toTip = ({ _id, likedAt: _likedAt, authorPhotoURL, ...rest }: TipRow): StoredTip => ({
    ...rest,
    authorPhotoURL: authorPhotoURL ?? '',
    _id: _id.toHexString(),
  });

  const insertTip = (tip: NewTip, likes: number, createdAt: string): TipDoc => ({
    ...pickTip(tip),
    _id: new ObjectId(),
    likes,
    email: tip.email,
    displayName: tip.displayName,
    authorUid: tip.authorUid,
    authorPhotoURL: tip.authorPhotoURL ?? '',
    createdAt,
    updatedAt: createdAt,
  });

  return {
    listTips: (filter) =>
      run(async () => {
        const plan = planMongoList(filter);
        if (plan === null) return { items: [], total: 0, nextCursor: null };
        const order = orderOf(filter);
        let rows: TipRow[];
        let total: number;
        if (order === 'liked') {
          const uid = filter.likedBy ?? '';
          rows = await likes.aggregate<TipRow>(likedPipeline(uid, plan, filter.limit + 1)).toArray();
          total = (await likes.aggregate<{ n: number }>(likedPipeline(uid, { ...plan, keys: null }, null)).next())?.n ?? 0;
        } else {
          const query = plan.after === null ? plan.match : { ...plan.match, ...plan.after };
          rows = await tips.find(query).sort(plan.sort).limit(filter.limit + 1).toArray();
          total = await tips.countDocuments(plan.match);
        }
        return cutPage(rows, filter.limit, total, toTip, (row) =>
          order === 'likes'
            ? { o: 'likes', l: row.likes, c: row.createdAt, i: row._id.toHexString() }
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
      run(async () => {
        const doc = insertTip(tip, 0, now());
        await tips.insertOne(doc);
        return doc._id.toHexString();
      }),

    updateTip: (id, input, author) =>
      run(async () => {
        const _id = toObjectId(id);
        if (_id === null) return 0;
        const authorFields = author ? { displayName: author.displayName, authorPhotoURL: author.authorPhotoURL } : {};
        const result = await tips.updateOne({ _id }, { $set: { ...pickTip(input), ...authorFields, updatedAt: now() } });
        return result.matchedCount;
      }),

    deleteTip: (id) =>
      run(async () => {
        const _id = toObjectId(id);
        if (_id === null) return 0;
        const { deletedCount } = await tips.deleteOne({ _id });
        if (deletedCount > 0) await likes.deleteMany({ tipId: _id });
        return deletedCount;
      }),

    // The unique (tipId, uid) index decides: only the insert that wins adds to the count.
    likeTip: (id, uid) =>
      run(async () => {
        const _id = toObjectId(id);
        if (_id === null) return null;
        const tip = await tips.findOne({ _id }, { projection: { likes: 1 } });
        if (tip === null) return null;
        try {
          await likes.insertOne({ tipId: _id, uid, createdAt: now() });
        } catch (error) {
          if (!isDuplicateKey(error)) throw error;
          const current = await tips.findOne({ _id }, { projection: { likes: 1 } });
          return { likes: current?.likes ?? tip.likes, added: false };
        }
        const updated = await tips.findOneAndUpdate({ _id }, { $inc: { likes: 1 } }, { returnDocument: 'after', projection: { likes: 1 } });
        if (updated === null) {
          await likes.deleteMany({ tipId: _id });
          return null;
        }
        return { likes: updated.likes, added: true };
      }),

    hasLiked: (id, uid) =>
      run(async () => {
        const tipId = toObjectId(id);
        return tipId !== null && (await likes.findOne({ tipId, uid }, { projection: { _id: 1 } })) !== null;
      }),

    topLiked: (limit) =>
      run(async () => {
        const rows = await tips
          .find({ availability: 'Public' }, { projection: { title: 1, image: 1, description: 1, likes: 1 } })
          .sort(SORTS.likes)
          .limit(limit)
          .toArray();
        return rows.map(({ _id, title, image, description, likes: count }): TopTip => ({ _id: _id.toHexString(), title, image, description, likes: count }));
      }),

    listGardeners: (filter) =>
      run(async () => {
        const rows = await gardeners
          .find(filter.activeOnly ? { status: 'active' } : {})
          .sort(filter.sort === 'shared' ? { totalSharedTips: -1, name: 1, _id: 1 } : { name: 1, _id: 1 })
          .limit(filter.limit)
          .toArray();
        return rows.map(toGardener);
      }),

    findUserByEmail: (email) =>
      run(async () => {
        const user = await users.findOne({ email });
        return user === null ? null : { ...user, _id: user._id.toHexString() };
      }),

    createUser: (user: NewUser) =>
      run(async () => {
        const _id = new ObjectId();
        try {
          await users.insertOne({ ...pickUser(user), _id });
          return { id: _id.toHexString(), created: true };
        } catch (error) {
          if (!isDuplicateKey(error)) throw error;
          const existing = await users.findOne({ email: user.email }, { projection: { _id: 1 } });
          if (existing === null) throw error;
          return { id: existing._id.toHexString(), created: false };
        }
      }),

    updateUser: (uid, changes) =>
      run(async () => {
        const set = Object.fromEntries((['name', 'photoURL'] as const).filter((k) => changes[k] !== undefined).map((k) => [k, changes[k]]));
        if (Object.keys(set).length === 0) return 0;
        return (await users.updateOne({ uid }, { $set: set })).matchedCount;
      }),

    nameTaken: (name, exceptUid) =>
      run(async () => {
        const key = nameKey(name);
        if (key === '') return false;
        // Rare (a sign-up or a change of name), so comparing the distinct names is fine.
        const [userNames, authorNames] = await Promise.all([
          users.distinct('name', { uid: { $ne: exceptUid } }),
          tips.distinct('displayName', { authorUid: { $ne: exceptUid } }),
        ]);
        return [...userNames, ...authorNames].some((other) => typeof other === 'string' && nameKey(other) === key);
      }),

    stats: (authorUid) =>
      run(async () => {
        const [totalTips, myTips, totalGardeners, totalUsers] = await Promise.all([
          tips.countDocuments({}),
          tips.countDocuments({ authorUid }),
          gardeners.countDocuments({}),
          users.countDocuments({}),
        ]);
        return { totalTips, myTips, totalGardeners, totalUsers };
      }),

    seed: (data) =>
      run(async () => {
        const result = { gardeners: 0, tips: 0 };
        if (data.gardeners.length > 0 && (await gardeners.findOne({}, { projection: { _id: 1 } })) === null) {
          await gardeners.insertMany(data.gardeners.map((g) => ({ ...g, _id: new ObjectId() })));
          result.gardeners = data.gardeners.length;
        }
        if (data.tips.length > 0 && (await tips.findOne({}, { projection: { _id: 1 } })) === null) {
          await tips.insertMany(data.tips.map((t) => insertTip(t, t.likes, t.createdAt)));
          result.tips = data.tips.length;
        }
        return result;
      }),

    ping: () =>
      run(async () => {
        await tips.findOne({}, { projection: { _id: 1 } });
      }),

    close: () => client.close(),
  };
}

async function ensureIndexes(db: Db): Promise<void> {
  await Promise.all([
    db.collection('tips').createIndexes([
      { key: { availability: 1, createdAt: -1, _id: -1 } },
      { key: { availability: 1, likes: -1, createdAt: -1, _id: -1 } },
      { key: { createdAt: -1, _id: -1 } },
      { key: { likes: -1, createdAt: -1, _id: -1 } },
      { key: { email: 1 } },
      { key: { difficulty: 1 } },
      { key: { authorUid: 1, createdAt: -1, _id: -1 } },
      // 'none': no stemming or stop words, so a search finds what it finds in SQLite's FTS5.
      { key: { title: 'text', plantType: 'text', description: 'text' }, name: 'tips_text', default_language: 'none' },
    ]),
    db.collection('likes').createIndexes([
      { key: { tipId: 1, uid: 1 }, unique: true },
      { key: { uid: 1, createdAt: -1, tipId: -1 } },
    ]),
    db.collection('users').createIndexes([{ key: { email: 1 }, unique: true }]),
    db.collection('gardeners').createIndexes([{ key: { status: 1, totalSharedTips: -1 } }]),
  ]);
}

function pickTip(input: TipInput): TipInput {
  const { title, plantType, difficulty, category, description, image, availability } = input;
  return { title, plantType, difficulty, category, description, image, availability };
}

function pickUser(user: NewUser): NewUser {
  const { uid, email, name, photoURL, creationTime, lastSignInTime } = user;
  return { uid, email, name, photoURL, creationTime, lastSignInTime };
}

function toGardener({ _id, otherInfo, ...rest }: GardenerDoc): Gardener {
  const gardener: Gardener = { ...rest, _id: _id.toHexString() };
  if (otherInfo !== undefined && otherInfo !== null) gardener.otherInfo = otherInfo;
  return gardener;
}
