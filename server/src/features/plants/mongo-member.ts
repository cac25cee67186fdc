import type { MongoMemberData } from '../../store-core/mongo-context';

/** The plants the member grows. */
export const plantsMemberOnMongo: MongoMemberData = {
  erase: async ({ db }, { uid }) => {
    await db.collection('member_plants').deleteMany({ uid });
  },
  export: async ({ db }, uid) => ({
    plants: await db
      .collection('member_plants')
      .find({ uid }, { projection: { _id: 0, uid: 0 } })
      .sort({ addedAt: 1 })
      .toArray(),
  }),
};
