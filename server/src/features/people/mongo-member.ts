import type { MongoMemberData } from '../../store-core/mongo-context';

/** Follows both ways and the member's page extras; whom they follow is exported by name only. */
export const peopleMemberOnMongo: MongoMemberData = {
  erase: async ({ db }, { uid }) => {
    await db.collection('follows').deleteMany({ $or: [{ followerUid: uid }, { followedUid: uid }] });
    await db.collection<{ _id: string }>('profiles').deleteOne({ _id: uid });
  },
  export: async ({ db }, uid) => {
    const follows = await db
      .collection<{ followedUid: string; createdAt: string }>('follows')
      .find({ followerUid: uid })
      .sort({ createdAt: 1 })
      .toArray();
    const following = [];
    for (const follow of follows) {
      const user = await db
        .collection<{ name: string }>('users')
        .findOne({ uid: follow.followedUid }, { projection: { name: 1 } });
      const tip = user?.name
        ? null
        : await db
            .collection<{ displayName: string }>('tips')
            .findOne({ authorUid: follow.followedUid }, { projection: { displayName: 1 } });
      following.push({ name: user?.name || tip?.displayName || '', since: follow.createdAt });
    }
    const profile = await db
      .collection<{ _id: string; bio: string; showGarden: boolean; language?: string }>('profiles')
      .findOne({ _id: uid });
    return {
      profile:
        profile === null
          ? null
          : { bio: profile.bio, showGarden: profile.showGarden, language: profile.language ?? '' },
      following,
      followers: { count: await db.collection('follows').countDocuments({ followedUid: uid }) },
    };
  },
};
