import type { MongoMemberData } from '../../store-core/mongo-context';

/** The member's record (and a profile change's mark, if one was left): gone with them. */
export const usersMemberOnMongo: MongoMemberData = {
  erase: async ({ db }, { uid }) => {
    await db.collection('users').deleteOne({ uid });
    await db.collection<{ _id: string }>('profile_syncs').deleteOne({ _id: uid });
  },
  export: async ({ db }, uid) => ({
    account: await db.collection('users').findOne({ uid }, { projection: { _id: 0, uid: 0 } }),
  }),
};
