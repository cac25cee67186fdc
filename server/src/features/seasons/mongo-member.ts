import type { ObjectId } from 'mongodb';
import type { MongoMemberData } from '../../store-core/mongo-context';

/** The member's garden, reminders and calendar feed. */
export const seasonsMemberOnMongo: MongoMemberData = {
  erase: async ({ db }, { uid }) => {
    await db.collection<{ _id: string }>('gardens').deleteOne({ _id: uid });
    await db.collection('reminders').deleteMany({ uid });
    await db.collection<{ _id: string }>('calendar_feeds').deleteOne({ _id: uid });
  },
  export: async ({ db }, uid) => {
    const garden = await db.collection<{ _id: string }>('gardens').findOne({ _id: uid }, { projection: { _id: 0 } });
    const reminders = await db
      .collection<{ tipId: ObjectId; createdAt: string }>('reminders')
      .find({ uid })
      .sort({ createdAt: 1 })
      .toArray();
    const titles = new Map(
      (
        await db
          .collection<{ title: string }>('tips')
          .find({ _id: { $in: reminders.map((r) => r.tipId) } }, { projection: { title: 1 } })
          .toArray()
      ).map((tip) => [tip._id.toHexString(), tip.title]),
    );
    return {
      garden,
      reminders: reminders.map((r) => ({
        tipId: r.tipId.toHexString(),
        title: titles.get(r.tipId.toHexString()) ?? null,
        createdAt: r.createdAt,
      })),
      calendarFeed: (await db.collection<{ _id: string }>('calendar_feeds').findOne({ _id: uid })) !== null,
    };
  },
};
