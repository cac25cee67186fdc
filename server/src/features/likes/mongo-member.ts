import type { MongoMemberData } from '../../store-core/mongo-context';
import type { LikeDoc, TipDoc } from '../tips';

/**
 * The member's likes: each removed, then its tip's count taken down by one (as unliking does;
 * a crash between the two leaves that tip one too high, as an unlike's would).
 */
export const likesMemberOnMongo: MongoMemberData = {
  erase: async ({ db }, { uid }) => {
    const likes = db.collection<LikeDoc>('likes');
    const tips = db.collection<TipDoc>('tips');
    for (const like of await likes.find({ uid }).toArray()) {
      const { deletedCount } = await likes.deleteOne({ _id: like._id });
      if (deletedCount === 1) await tips.updateOne({ _id: like.tipId, likes: { $gt: 0 } }, { $inc: { likes: -1 } });
    }
    await db.collection('like_takebacks').deleteMany({ uid });
  },
  export: async ({ db }, uid) => {
    const likes = await db.collection<LikeDoc>('likes').find({ uid }).sort({ createdAt: 1 }).toArray();
    const titles = new Map(
      (
        await db
          .collection<TipDoc>('tips')
          .find({ _id: { $in: likes.map((like) => like.tipId) } }, { projection: { title: 1 } })
          .toArray()
      ).map((tip) => [tip._id.toHexString(), tip.title]),
    );
    return {
      likes: likes.map((like) => ({
        tipId: like.tipId.toHexString(),
        title: titles.get(like.tipId.toHexString()) ?? null,
        likedAt: like.createdAt,
      })),
    };
  },
};
