import type { MongoMemberData } from '../../store-core/mongo-context';
import type { NotificationDoc } from './mongo-docs';

/** As in SQLite (embedded-member.ts): theirs go; in others' they stop being an actor. */
export const notificationsMemberOnMongo: MongoMemberData = {
  erase: async ({ db }, { uid }) => {
    const notifications = db.collection<NotificationDoc>('notifications');
    await notifications.deleteMany({ recipientUid: uid });
    for (const note of await notifications.find({ $or: [{ actorUid: uid }, { actorUids: uid }] }).toArray()) {
      const actors = note.actorUids.filter((actor) => actor !== uid);
      if (actors.length === 0) await notifications.deleteOne({ _id: note._id });
      else await notifications.updateOne({ _id: note._id }, { $set: { actorUids: actors, actorUid: actors[0]! } });
    }
    await db.collection<{ _id: string }>('notification_settings').deleteOne({ _id: uid });
    await db
      .collection<{ _id: string }>('notification_visits')
      .deleteMany({ _id: { $regex: `^${uid.replace(/[^A-Za-z0-9]/g, '\\$&')}:` } });
  },
  export: async ({ db }, uid) => {
    const notes = await db
      .collection<NotificationDoc>('notifications')
      .find({ recipientUid: uid })
      .sort({ createdAt: 1 })
      .toArray();
    const settings = await db.collection<{ _id: string }>('notification_settings').findOne({ _id: uid });
    return {
      notifications: notes.map((n) => ({
        kind: n.kind,
        tipId: n.tipId,
        outcome: n.outcome,
        reason: n.reason ?? null,
        until: n.until ?? null,
        createdAt: n.createdAt,
        read: n.read,
        people: n.actorUids.length,
      })),
      notificationSettings: settings === null ? null : (({ _id, ...rest }) => rest)(settings),
    };
  },
};
