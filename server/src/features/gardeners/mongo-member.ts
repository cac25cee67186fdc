import type { MongoMemberData } from '../../store-core/mongo-context';

/** A seeded gardener's Explore card is the member's: it goes with them. */
export const gardenersMemberOnMongo: MongoMemberData = {
  erase: async ({ db }, { uid }) => {
    await db.collection('gardeners').deleteMany({ authorUid: uid });
  },
  export: async ({ db }, uid) => ({
    gardenerCard: await db
      .collection('gardeners')
      .findOne({ authorUid: uid }, { projection: { _id: 0, authorUid: 0 } }),
  }),
};
