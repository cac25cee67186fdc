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
    return {
      garden,
      calendarFeed: (await db.collection<{ _id: string }>('calendar_feeds').findOne({ _id: uid })) !== null,
    };
  },
};
