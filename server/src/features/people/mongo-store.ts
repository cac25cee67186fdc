import type { Db } from 'mongodb';
import type { Garden } from '@green-circle/contract';
import { isDuplicateKey } from '../../store-core/mongo-context';
import type { MongoPart } from '../../store-core/parts';
import { mongoNotifications } from '../notifications';
import { joinedAt, knownLanguage, type PeopleStore } from './store';
import { peopleMemberOnMongo } from './mongo-member';

/**
 * People in MongoDB (the twin of embedded-store.ts): follows and profile extras. A follow
 * writes itself first and its notification second; the follow's retry completes a crash
 * between them.
 */
interface FollowDoc {
  followerUid: string;
  followedUid: string;
  createdAt: string;
}
interface ProfileDoc {
  _id: string;
  bio: string;
  showGarden: boolean;
  /** Issue 39; absent on documents written before it (read as ''). */
  language?: string;
}

async function migratePeople(db: Db): Promise<void> {
  await db
    .collection('follows')
    .createIndexes([
      { key: { followerUid: 1, followedUid: 1 }, unique: true },
      { key: { followedUid: 1 } },
      { key: { followerUid: 1, createdAt: -1 } },
    ]);
  await db
    .collection('notifications')
    .createIndexes([
      { key: { recipientUid: 1, groupKey: 1 }, unique: true },
      { key: { recipientUid: 1, read: 1 } },
      { key: { recipientUid: 1, createdAt: -1, _id: -1 } },
      { key: { tipId: 1 } },
    ]);
}

export const peopleOnMongo: MongoPart<PeopleStore> = {
  member: peopleMemberOnMongo,
  migrations: {
    // Follows and notifications (one per recipient and group).
    7: { name: 'people: follows and notifications', up: migratePeople },
  },
  methods: (ctx) => {
    const { db, run, now } = ctx;
    const { notifyOnce } = ctx.use(mongoNotifications);
    const follows = db.collection<FollowDoc>('follows');
    const { profiles, users, tips, gardens, personOf, extrasOf } = mongoPerson(db);
    return {
      memberUids: () =>
        run(async () => {
          const [recorded, authors] = await Promise.all([users.distinct('uid'), tips.distinct('authorUid')]);
          return [...new Set([...recorded, ...authors].filter((uid): uid is string => typeof uid === 'string'))];
        }),

      gardenerOf: (uid, { includeHidden, includeModerated = false }) =>
        run(async () => {
          const person = await personOf(uid);
          if (person === null) return null;
          const match = {
            authorUid: uid,
            ...(includeHidden ? {} : { availability: 'Public' }),
            ...(includeModerated ? {} : { moderation: null }),
          };
          const [shared, extras, followers, following, trials] = await Promise.all([
            tips.find(match, { projection: { likes: 1, createdAt: 1 } }).toArray(),
            extrasOf(uid),
            follows.countDocuments({ followedUid: uid }),
            follows.countDocuments({ followerUid: uid }),
            db.collection('trials').countDocuments({ authorUid: uid }),
          ]);
          const garden = extras.showGarden ? await gardens.findOne({ _id: uid }) : null;
          const first = shared.reduce<string | null>(
            (min, t) => (min === null || t.createdAt < min ? t.createdAt : min),
            null,
          );
          return {
            uid,
            displayName: person.displayName,
            photoURL: person.photoURL,
            ...extras,
            joinedAt: joinedAt(person.creationTime, first),
            garden:
              garden === null
                ? null
                : garden.zone === undefined || garden.zone === null
                  ? { hemisphere: garden.hemisphere }
                  : { hemisphere: garden.hemisphere, zone: garden.zone },
            counts: {
              tips: shared.length,
              likesReceived: shared.reduce((sum, t) => sum + t.likes, 0),
              // The member's "I tried this" reports (mongo-comments.ts).
              trials,
              followers,
              following,
            },
          };
        }),

      // Two queries for the whole list (a notifications page names up to 60 members), not two per member.
      peopleOf: (uids) =>
        run(async () => {
          const found = new Map<string, { displayName: string; photoURL: string }>();
          const wanted = [...new Set(uids)];
          if (wanted.length === 0) return found;
          const [records, latest] = await Promise.all([
            users.find({ uid: { $in: wanted } }, { projection: { uid: 1, name: 1, photoURL: 1 } }).toArray(),
            tips
              .aggregate<{ _id: string; displayName: string; authorPhotoURL?: string }>([
                { $match: { authorUid: { $in: wanted } } },
                { $sort: { createdAt: -1, _id: -1 } },
                {
                  $group: {
                    _id: '$authorUid',
                    displayName: { $first: '$displayName' },
                    authorPhotoURL: { $first: '$authorPhotoURL' },
                  },
                },
              ])
              .toArray(),
          ]);
          const byUid = new Map(records.map((u) => [u.uid, u]));
          const byAuthor = new Map(latest.map((t) => [t._id, t]));
          for (const uid of wanted) {
            const user = byUid.get(uid);
            const tip = byAuthor.get(uid);
            if (user === undefined && tip === undefined) continue;
            found.set(uid, {
              displayName: user?.name || tip?.displayName || '',
              photoURL: user?.photoURL || tip?.authorPhotoURL || '',
            });
          }
          return found;
        }),

      getProfileExtras: (uid) => run(() => extrasOf(uid)),

      setProfileExtras: (uid, extras) =>
        run(async () => {
          const set: Partial<ProfileDoc> = {};
          if (extras.bio !== undefined) set.bio = extras.bio;
          if (extras.showGarden !== undefined) set.showGarden = extras.showGarden;
          if (extras.language !== undefined) set.language = extras.language;
          await profiles.updateOne({ _id: uid }, { $set: set }, { upsert: true });
        }),

      follow: (followerUid, followedUid) =>
        run(async () => {
          const at = now();
          let created = true;
          try {
            await follows.insertOne({ followerUid, followedUid, createdAt: at });
          } catch (error) {
            if (!isDuplicateKey(error)) throw error;
            created = false;
          }
          // A repeat writes it too: the retry after a crash between the two is what completes it.
          await notifyOnce({
            recipientUid: followedUid,
            kind: 'follow',
            actorUid: followerUid,
            groupKey: `follow:${followerUid}`,
            createdAt: at,
          });
          return { created };
        }),

      unfollow: (followerUid, followedUid) =>
        run(async () => (await follows.deleteOne({ followerUid, followedUid })).deletedCount),

      isFollowing: (followerUid, followedUid) =>
        run(async () => (await follows.findOne({ followerUid, followedUid }, { projection: { _id: 1 } })) !== null),

      listFollowing: (uid) =>
        run(async () =>
          (await follows.find({ followerUid: uid }).sort({ createdAt: -1, followedUid: 1 }).toArray()).map((f) => ({
            uid: f.followedUid,
            followedAt: f.createdAt,
          })),
        ),
    };
  },
};

/** The member as others see them (their record, else their latest tip) and their profile extras. */
function mongoPerson(db: Db) {
  const profiles = db.collection<ProfileDoc>('profiles');
  const users = db.collection<{ uid: string; name: string; photoURL: string; creationTime: string }>('users');
  const tips = db.collection<{
    authorUid: string;
    displayName: string;
    authorPhotoURL?: string;
    availability: string;
    likes: number;
    createdAt: string;
    moderation?: unknown;
  }>('tips');
  const gardens = db.collection<Garden & { _id: string }>('gardens');
  const personOf = async (uid: string) => {
    const [user, tip] = await Promise.all([
      users.findOne({ uid }, { projection: { name: 1, photoURL: 1, creationTime: 1 } }),
      tips
        .find({ authorUid: uid }, { projection: { displayName: 1, authorPhotoURL: 1 } })
        .sort({ createdAt: -1, _id: -1 })
        .limit(1)
        .next(),
    ]);
    if (user === null && tip === null) return null;
    return {
      displayName: user?.name || tip?.displayName || '',
      photoURL: user?.photoURL || tip?.authorPhotoURL || '',
      creationTime: user?.creationTime ?? null,
    };
  };

  const extrasOf = async (uid: string) => {
    const doc = await profiles.findOne({ _id: uid });
    return { bio: doc?.bio ?? '', showGarden: doc?.showGarden === true, language: knownLanguage(doc?.language) };
  };

  return { profiles, users, tips, gardens, personOf, extrasOf };
}
