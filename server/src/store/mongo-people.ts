import { ObjectId, type Db } from 'mongodb';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  switchedOff,
  type Garden,
  type NotificationKind,
  type NotificationSettings,
} from '@green-circle/contract';
import { decodeCursor, encodeCursor, normalizeId } from './paging';
import { joinedAt, type NewNotification, type PeopleStore, type StoredNotification } from './people-store';

/**
 * People in MongoDB (the twin of embedded-people.ts). No multi-document transactions, so a
 * standalone server works too: each notification write is idempotent, keyed by its action
 * (recipient + groupKey, unique; an actor is added to a group once). An action writes itself
 * first and its notification second; a crash between them is made good by the action's retry
 * and, for likes, by the start-up pass in mongo.ts (ensureLikeNotifications).
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
}
interface NotificationDoc {
  _id: ObjectId;
  recipientUid: string;
  kind: NotificationKind;
  actorUid: string | null;
  actorUids: string[];
  tipId: string | null;
  commentId: string | null;
  outcome: string | null;
  /** Absent on notifications written before moderation notices. */
  reason?: string | null;
  until?: string | null;
  groupKey: string;
  createdAt: string;
  read: boolean;
}
type SettingsDoc = Partial<NotificationSettings> & { _id: string };

export async function migratePeople(db: Db): Promise<void> {
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

const isDuplicateKey = (error: unknown) => (error as { code?: unknown } | null)?.code === 11000;

export function mongoPeople(db: Db, run: <T>(work: () => Promise<T>) => Promise<T>) {
  const follows = db.collection<FollowDoc>('follows');
  const profiles = db.collection<ProfileDoc>('profiles');
  const notifications = db.collection<NotificationDoc>('notifications');
  const settings = db.collection<SettingsDoc>('notification_settings');
  const visits = db.collection<{ _id: string }>('notification_visits');
  const users = db.collection<{ uid: string; name: string; photoURL: string; creationTime: string }>('users');
  const tips = db.collection<{
    _id: ObjectId;
    authorUid: string;
    displayName: string;
    authorPhotoURL?: string;
    availability: string;
    likes: number;
    createdAt: string;
    title: string;
    moderation?: unknown;
  }>('tips');
  const comments = db.collection<{
    _id: ObjectId;
    authorUid: string;
    body: string;
    deleted: boolean;
    moderation?: unknown;
  }>('comments');
  const gardens = db.collection<Garden & { _id: string }>('gardens');
  const now = () => new Date().toISOString();

  const settingsOf = async (uid: string): Promise<NotificationSettings> => {
    const { _id: _uid, ...stored } = (await settings.findOne({ _id: uid })) ?? { _id: uid };
    return { ...DEFAULT_NOTIFICATION_SETTINGS, ...stored };
  };

  /** Safe to repeat: the same action (recipient, groupKey, actor) is stored once, whatever happens between tries. */
  const notifyOnce = async (note: NewNotification): Promise<void> => {
    if (note.actorUid !== null && note.actorUid === note.recipientUid) return;
    if (switchedOff(await settingsOf(note.recipientUid), note.kind)) return;
    // A member the recipient blocks makes no notification for them (silence).
    if (
      note.actorUid !== null &&
      (await db.collection('blocks').findOne({ blockerUid: note.recipientUid, blockedUid: note.actorUid })) !== null
    )
      return;
    const at = note.createdAt ?? now();
    const onInsert = {
      kind: note.kind,
      tipId: note.tipId ?? null,
      commentId: note.commentId ?? null,
      outcome: note.outcome ?? null,
      reason: note.reason ?? null,
      until: note.until ?? null,
    };
    try {
      if (note.actorUid === null) {
        await notifications.updateOne(
          { recipientUid: note.recipientUid, groupKey: note.groupKey },
          { $setOnInsert: { ...onInsert, actorUid: null, actorUids: [], createdAt: at, read: false } },
          { upsert: true },
        );
        return;
      }
      // Matches only a group without this actor; when the group has them, the upsert meets the
      // unique key instead, which means the notification is already stored.
      await notifications.updateOne(
        { recipientUid: note.recipientUid, groupKey: note.groupKey, actorUids: { $ne: note.actorUid } },
        {
          $set: { actorUid: note.actorUid, createdAt: at, read: false },
          $push: { actorUids: { $each: [note.actorUid], $position: 0 } },
          $setOnInsert: onInsert,
        },
        { upsert: true },
      );
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
  };

  /**
   * A like taken back (mongo.ts): the actor leaves the entry of this groupKey, and an entry left
   * with no actor goes. Safe to repeat. (Reads take the actors from actorUids alone.)
   */
  const takeBack = async (note: { recipientUid: string; actorUid: string; groupKey: string }): Promise<void> => {
    const { recipientUid, groupKey } = note;
    await notifications.updateOne({ recipientUid, groupKey }, { $pull: { actorUids: note.actorUid } });
    await notifications.deleteOne({ recipientUid, groupKey, actorUids: { $size: 0 } });
  };

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
    return { bio: doc?.bio ?? '', showGarden: doc?.showGarden === true };
  };

  const methods: PeopleStore = {
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

    notify: (note) => run(() => notifyOnce(note)),

    listNotifications: (uid, { limit, cursor }) =>
      run(async () => {
        const keys = cursor === undefined ? null : decodeCursor(cursor, 'newest');
        const after =
          keys === null
            ? {}
            : {
                $or: [
                  { createdAt: { $lt: keys.c } },
                  { createdAt: keys.c, _id: { $lt: ObjectId.createFromHexString(keys.i) } },
                ],
              };
        const rows = await notifications
          .find({ recipientUid: uid, ...after })
          .sort({ createdAt: -1, _id: -1 })
          .limit(limit + 1)
          .toArray();
        const kept = rows.slice(0, limit);
        // Ids of ours (a notification written with another id finds nothing, as a join would).
        const ids = (key: 'tipId' | 'commentId') =>
          [...new Set(kept.flatMap((n) => normalizeId(n[key] ?? '') ?? []))].map((id) =>
            ObjectId.createFromHexString(id),
          );
        const [tipsFound, commentsFound] = await Promise.all([
          tips
            .find({ _id: { $in: ids('tipId') } }, { projection: { title: 1, authorUid: 1, moderation: 1 } })
            .toArray(),
          comments
            .find(
              { _id: { $in: ids('commentId') } },
              { projection: { body: 1, authorUid: 1, deleted: 1, moderation: 1 } },
            )
            .toArray(),
        ]);
        const tipOf = new Map(tipsFound.map((t) => [t._id.toHexString(), t]));
        const commentOf = new Map(commentsFound.map((c) => [c._id.toHexString(), c]));
        const last = kept[kept.length - 1];
        return {
          items: kept.map(({ _id, actorUid: _actor, actorUids, ...n }): StoredNotification => {
            const tip = n.tipId === null ? undefined : tipOf.get(n.tipId);
            const comment = n.commentId === null ? undefined : commentOf.get(n.commentId);
            return {
              ...n,
              _id: _id.toHexString(),
              actorUids,
              tipTitle: tip?.title ?? null,
              tipAuthorUid: tip?.authorUid ?? null,
              tipModerated: Boolean(tip?.moderation),
              commentBody: comment === undefined || comment.deleted ? null : comment.body,
              commentAuthorUid: comment?.authorUid ?? null,
              commentModerated: Boolean(comment?.moderation),
              reason: n.reason ?? null,
              until: n.until ?? null,
            };
          }),
          nextCursor:
            rows.length > limit && last !== undefined
              ? encodeCursor({ o: 'newest', c: last.createdAt, i: last._id.toHexString() })
              : null,
        };
      }),

    unreadNotificationCount: (uid) => run(() => notifications.countDocuments({ recipientUid: uid, read: false })),

    markNotificationsRead: (uid, ids) =>
      run(async () => {
        const filter: Record<string, unknown> = { recipientUid: uid, read: false };
        if (ids !== undefined) {
          const valid = ids.map(normalizeId).filter((id): id is string => id !== null);
          if (valid.length === 0) return 0;
          filter._id = { $in: valid.map((id) => ObjectId.createFromHexString(id)) };
        }
        return (await notifications.updateMany(filter, { $set: { read: true } })).modifiedCount;
      }),

    getNotificationSettings: (uid) => run(() => settingsOf(uid)),

    setNotificationSettings: (uid, next) =>
      run(async () => {
        await settings.updateOne({ _id: uid }, { $set: { ...next } }, { upsert: true });
      }),

    firstVisitOfMonth: (uid, month) =>
      run(async () => {
        try {
          await visits.insertOne({ _id: `${uid}:${month}` });
          return true;
        } catch (error) {
          if (!isDuplicateKey(error)) throw error;
          return false;
        }
      }),
  };

  return {
    methods,
    notifyOnce,
    takeBack,
    deleteTipNotifications: (tipId: string) => notifications.deleteMany({ tipId }),
  };
}
