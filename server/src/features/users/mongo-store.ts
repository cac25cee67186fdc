import { ObjectId } from 'mongodb';
import { nameKeys, sameName } from '@green-circle/contract/name-key';
import type { User } from '@green-circle/contract';
import { isDuplicateKey, type MongoContext } from '../../store-core/mongo-context';
import { dropIndexIfPresent } from '../../store-core/mongo-migrate';
import type { MongoPart } from '../../store-core/parts';
import { mongoConversation } from '../conversation';
import type { AuthorProfile } from '../tips';
import type { NewUser, UsersStore } from './store';
import { usersMemberOnMongo } from './mongo-member';

/** emailVerified is missing on records written before it was recorded. */
type UserDoc = Omit<User, '_id' | 'emailVerified'> & { _id: ObjectId; emailVerified?: boolean; joinedAt?: string };
interface MarkerDoc {
  _id: string;
  at: Date;
}

/**
 * Members' records in MongoDB. A new name or photo reaches the member's tips, comments and
 * trials with no transaction (a standalone server has none): a marker (profile_syncs) first,
 * so a crash between the writes is finished at the next start from the record.
 */
export const usersOnMongo: MongoPart<UsersStore> = {
  member: usersMemberOnMongo,
  migrations: {
    6: {
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
  },
  // A profile change that crashed before its tips, comments and trials were updated: they take
  // the record's name and photo now.
  recover: async (ctx) => {
    const users = ctx.db.collection<UserDoc>('users');
    const profileSyncs = ctx.db.collection<MarkerDoc>('profile_syncs');
    for (const { _id: uid } of await profileSyncs.find({}).toArray()) {
      const record = await users.findOne({ uid });
      const onTips = record === null ? null : tipProfile(record);
      if (onTips !== null) await syncProfile(ctx, uid, onTips);
      await profileSyncs.deleteOne({ _id: uid });
    }
  },
  methods: (ctx) => {
    const { db, run, write } = ctx;
    const users = db.collection<UserDoc>('users');
    const profileSyncs = db.collection<MarkerDoc>('profile_syncs');
    return {
      findUserByUid: (uid) =>
        run(async () => {
          // The standing fields (features/safety/store.ts) are read through memberStanding.
          const user = await users.findOne({ uid }, { projection: { role: 0, suspendedUntil: 0, joinedAt: 0 } });
          return user === null ? null : toUser(user);
        }),

      createUser: (user: NewUser) =>
        write(async () => {
          const _id = new ObjectId();
          try {
            // joinedAt is the server's clock (or seeding's), never the request's (account age: features/safety/store.ts).
            await users.insertOne({ ...pickUser(user), _id, joinedAt: user.joinedAt ?? ctx.now() });
          } catch (error) {
            if (!isDuplicateKey(error)) throw error;
            const existing = await users.findOne({ uid: user.uid }, { projection: { _id: 1 } });
            if (existing === null) throw error;
            return { id: existing._id.toHexString(), created: false };
          }
          if (user.emailVerified) await releaseName(ctx, user.name, user.uid);
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
          // Tips show the author's current name and photo: the marker first (see above).
          if (onTips !== null)
            await profileSyncs.updateOne({ _id: uid }, { $set: { at: new Date() } }, { upsert: true });
          const { matchedCount } = await users.updateOne({ uid }, { $set: set });
          if (onTips !== null) {
            if (matchedCount === 1) await syncProfile(ctx, uid, onTips);
            await profileSyncs.deleteOne({ _id: uid });
          }
          if (matchedCount === 1 && changes.name) {
            const record = await users.findOne({ uid }, { projection: { emailVerified: 1 } });
            if (record?.emailVerified !== false) await releaseName(ctx, changes.name, uid);
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
            db.collection('tips').distinct('displayName', { authorUid: { $ne: exceptUid } }),
          ]);
          return [...userNames, ...authorNames].some((other) => typeof other === 'string' && sameName(keys, other));
        }),
    };
  },
};

/** The member's tips, comments and trials take this name and photo; each write is safe to repeat. */
async function syncProfile(ctx: MongoContext, uid: string, onTips: Partial<AuthorProfile>) {
  await ctx.db.collection('tips').updateMany({ authorUid: uid }, { $set: onTips });
  await ctx.use(mongoConversation).syncAuthorProfile(uid, onTips);
}

/** A verified member's name is theirs: unverified records holding it lose it. */
async function releaseName({ db }: MongoContext, name: string, uid: string) {
  const keys = nameKeys(name);
  if (keys.every((key) => key === '')) return;
  const users = db.collection<UserDoc>('users');
  const holders = await users
    .find({ emailVerified: false, uid: { $ne: uid }, name: { $ne: '' } }, { projection: { uid: 1, name: 1 } })
    .toArray();
  for (const holder of holders) {
    if (sameName(keys, holder.name))
      await users.updateOne({ uid: holder.uid, name: holder.name }, { $set: { name: '' } });
  }
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
