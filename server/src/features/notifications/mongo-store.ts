import { ObjectId, type Db } from 'mongodb';
import { DEFAULT_NOTIFICATION_SETTINGS, switchedOff, type NotificationSettings } from '@green-circle/contract';
import { isDuplicateKey, keysetAfter, type MongoContext } from '../../store-core/mongo-context';
import { decodeCursor, encodeCursor, normalizeId } from '../../store-core/paging';
import type { MongoPart } from '../../store-core/parts';
import { mailOfNotification, mongoMailOutbox } from '../mail';
import { noteTargets, type NewNotification, type NotificationsStore, type StoredNotification } from './store';
import { notificationsMemberOnMongo } from './mongo-member';
import type { NotificationDoc } from './mongo-docs';

/**
 * Notifications in MongoDB (the twin of embedded-store.ts; indexes from the 'people' migration,
 * features/people). No multi-document transactions, so a standalone server works too: each
 * notification write is idempotent, keyed by its action (recipient + groupKey, unique; an actor
 * is added to a group once). An action writes itself first and its notification second; a
 * crash between them is made good by the action's retry and, for likes, by the likes' start-up
 * pass (features/likes/mongo-store.ts).
 */
type SettingsDoc = Partial<NotificationSettings> & { _id: string };

/** The helpers other features' writes call (ctx.use(mongoNotifications)). */
export function mongoNotifications(ctx: MongoContext) {
  const { db, now } = ctx;
  const { enqueue } = ctx.use(mongoMailOutbox);
  const notifications = db.collection<NotificationDoc>('notifications');
  const settings = db.collection<SettingsDoc>('notification_settings');
  const settingsOf = async (uid: string): Promise<NotificationSettings> => {
    const { _id: _uid, ...stored } = (await settings.findOne({ _id: uid })) ?? { _id: uid };
    return { ...DEFAULT_NOTIFICATION_SETTINGS, ...stored };
  };

  /** Safe to repeat: the same action (recipient, groupKey, actor) is stored once, whatever happens between tries. */
  const notifyOnce = async (note: NewNotification): Promise<void> => {
    if (note.actorUid !== null && note.actorUid === note.recipientUid) return;
    // A member the recipient blocks makes no notification for them (silence), nor e-mail.
    if (
      note.actorUid !== null &&
      (await db.collection('blocks').findOne({ blockerUid: note.recipientUid, blockedUid: note.actorUid })) !== null
    )
      return;
    const at = note.createdAt ?? now();
    // Its e-mail (features/mail), idempotent like the notification; the e-mail settings decide apart.
    const mail = mailOfNotification({ ...note, createdAt: at });
    if (mail !== null) await enqueue(mail);
    if (switchedOff(await settingsOf(note.recipientUid), note.kind)) return;
    const onInsert = { kind: note.kind, ...noteTargets(note) };
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

  return {
    notifyOnce,
    takeBack,
    settingsOf,
    /** Part of a tip's deletion (safe to repeat). */
    deleteTipNotifications: (tipId: string) => notifications.deleteMany({ tipId }),
  };
}

export const notificationsOnMongo: MongoPart<NotificationsStore> = {
  member: notificationsMemberOnMongo,
  methods: (ctx) => {
    const { db, run } = ctx;
    const { notifyOnce, settingsOf } = ctx.use(mongoNotifications);
    const notifications = db.collection<NotificationDoc>('notifications');
    const settings = db.collection<SettingsDoc>('notification_settings');
    const visits = db.collection<{ _id: string }>('notification_visits');
    return {
      notify: (note) => run(() => notifyOnce(note)),

      listNotifications: (uid, { limit, cursor }) =>
        run(async () => {
          const keys = cursor === undefined ? null : decodeCursor(cursor, 'newest');
          const after =
            keys === null
              ? {}
              : keysetAfter([
                  ['createdAt', keys.c],
                  ['_id', ObjectId.createFromHexString(keys.i)],
                ]);
          const rows = await notifications
            .find({ recipientUid: uid, ...after })
            .sort({ createdAt: -1, _id: -1 })
            .limit(limit + 1)
            .toArray();
          const kept = rows.slice(0, limit);
          const last = kept[kept.length - 1];
          return {
            items: await withTargets(db, kept),
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

      setNotificationSettings: (uid, changes) =>
        run(async () => {
          // $set of the kinds given only: the others keep what was stored (or their default).
          if (Object.keys(changes).length === 0) return;
          await settings.updateOne({ _id: uid }, { $set: { ...changes } }, { upsert: true });
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
  },
};

/**
 * The notifications with their tip and comment as they are now. Only ids of ours are looked up:
 * a notification written with another id (the store contract writes 'c1') finds nothing, as the
 * embedded store's join does.
 */
async function withTargets(db: Db, kept: NotificationDoc[]): Promise<StoredNotification[]> {
  const tips = db.collection<{ _id: ObjectId; title: string; authorUid: string; moderation?: unknown }>('tips');
  const comments = db.collection<{
    _id: ObjectId;
    authorUid: string;
    body: string;
    deleted: boolean;
    moderation?: unknown;
  }>('comments');
  const ids = (key: 'tipId' | 'commentId') =>
    [...new Set(kept.flatMap((n) => normalizeId(n[key] ?? '') ?? []))].map((id) => ObjectId.createFromHexString(id));
  const [tipsFound, commentsFound] = await Promise.all([
    tips.find({ _id: { $in: ids('tipId') } }, { projection: { title: 1, authorUid: 1, moderation: 1 } }).toArray(),
    comments
      .find({ _id: { $in: ids('commentId') } }, { projection: { body: 1, authorUid: 1, deleted: 1, moderation: 1 } })
      .toArray(),
  ]);
  const tipOf = new Map(tipsFound.map((t) => [t._id.toHexString(), t]));
  const commentOf = new Map(commentsFound.map((c) => [c._id.toHexString(), c]));
  return kept.map(({ _id, actorUid: _actor, actorUids, ...n }): StoredNotification => {
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
      questionId: n.questionId ?? null,
      reason: n.reason ?? null,
      until: n.until ?? null,
    };
  });
}
