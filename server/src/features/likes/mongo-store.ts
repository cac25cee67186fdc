import type { ObjectId } from 'mongodb';
import { isDuplicateKey, toObjectId, type MongoContext } from '../../store-core/mongo-context';
import type { MongoPart } from '../../store-core/parts';
import { likeGroupKey, mongoNotifications } from '../notifications';
import type { LikeDoc, TipDoc } from '../tips';
import type { LikesStore } from './store';
import { likesMemberOnMongo } from './mongo-member';

/** A like being taken back (like_takebacks): finished at the next start when a crash cut it off. */
interface TakeBackDoc {
  _id: string;
  tipId: ObjectId;
  uid: string;
  /** When the like was given and when it was taken back: its notification goes when both are the same day. */
  likedAt: string;
  at: string;
}

/** Likes younger than this are recounted at start, so a like whose count a crash cut off is counted. */
const RECOUNT_RECENT_MS = 15 * 60_000;

/**
 * Likes in MongoDB, with no transaction (so a standalone server works too): a like is a like
 * document (unique per tip and member) and the tip's count is derived from them: after its
 * insert the like documents of the tip are counted and the count set to seededLikes + that
 * number (recount). A crash after the insert leaves the count one short until the member's
 * retry, the tip's next like or the next start (which recounts recent likes) puts it right;
 * the like can never be counted twice. A like taken back first writes a marker
 * (like_takebacks), then deletes the like, recounts, and takes a same-day like's notification
 * back; the member's retry or the next start finishes a marked one.
 */
export const likesOnMongo: MongoPart<LikesStore> = {
  member: likesMemberOnMongo,
  recover: async (ctx) => {
    const { db } = ctx;
    const { recount, finishTakeBack, notifyLike } = ctx.use(mongoLikes);
    const likes = db.collection<LikeDoc>('likes');
    const tips = db.collection<TipDoc>('tips');
    const recent = new Date(Date.now() - RECOUNT_RECENT_MS).toISOString();
    for (const tipId of await likes.distinct('tipId', { createdAt: { $gte: recent } })) {
      const tip = await tips.findOne({ _id: tipId }, { projection: { seededLikes: 1 } });
      if (tip !== null) await recount(tipId, tip.seededLikes ?? 0);
    }
    // Take-backs a crash cut off are finished before likes get their notifications back below.
    for (const mark of await db.collection<TakeBackDoc>('like_takebacks').find({}).toArray())
      await finishTakeBack(mark);
    // Likes whose notification a crash cut off get it now (the recount above did their counts).
    for (const like of await likes.find({ createdAt: { $gte: recent } }).toArray()) {
      const tip = await tips.findOne({ _id: like.tipId }, { projection: { authorUid: 1 } });
      if (tip !== null) await notifyLike(like.tipId, tip.authorUid, like);
    }
  },
  methods: (ctx) => {
    const { db, run, write } = ctx;
    const { recount, finishTakeBack, notifyLike } = ctx.use(mongoLikes);
    const likes = db.collection<LikeDoc>('likes');
    const tips = db.collection<TipDoc>('tips');
    const likeTakeBacks = db.collection<TakeBackDoc>('like_takebacks');
    return {
      likeTip: (id, uid) =>
        write(async () => {
          const _id = toObjectId(id);
          if (_id === null) return null;
          const tip = await tips.findOne({ _id }, { projection: { seededLikes: 1, authorUid: 1 } });
          if (tip === null) return null;
          let added = true;
          let like: LikeDoc = { tipId: _id, uid, createdAt: ctx.now() };
          try {
            await likes.insertOne({ ...like });
          } catch (error) {
            if (!isDuplicateKey(error)) throw error;
            added = false;
            like = (await likes.findOne({ tipId: _id, uid })) ?? like;
          }
          // A repeat recounts too: the member's retry after a failure is what completes a cut-off like.
          const updated = await recount(_id, tip.seededLikes ?? 0);
          if (updated === null) {
            // The tip was deleted meanwhile: its likes go with it.
            await likes.deleteMany({ tipId: _id });
            return null;
          }
          // A repeat writes it too: the member's retry completes a like whose notification was cut off.
          await notifyLike(_id, tip.authorUid, like);
          return { likes: updated.likes, added };
        }),

      // A marker first (like_takebacks), then the like, the count and the notification: a crash
      // between them is finished by the member's retry or the next start.
      unlikeTip: (id, uid) =>
        write(async () => {
          const _id = toObjectId(id);
          if (_id === null) return null;
          const tip = await tips.findOne({ _id }, { projection: { likes: 1 } });
          if (tip === null) return null;
          const markId = `${_id.toHexString()}:${uid}`;
          const like = await likes.findOne({ tipId: _id, uid });
          if (like === null) {
            const cutOff = await likeTakeBacks.findOne({ _id: markId });
            const finished = cutOff === null ? null : await finishTakeBack(cutOff);
            return { likes: finished?.likes ?? tip.likes, removed: false };
          }
          const mark: TakeBackDoc = { _id: markId, tipId: _id, uid, likedAt: like.createdAt, at: ctx.now() };
          const { _id: _mark, ...fields } = mark;
          await likeTakeBacks.updateOne({ _id: markId }, { $setOnInsert: fields }, { upsert: true });
          const updated = await finishTakeBack((await likeTakeBacks.findOne({ _id: markId })) ?? mark);
          return { likes: updated?.likes ?? Math.max(tip.likes - 1, 0), removed: true };
        }),

      hasLiked: (id, uid) =>
        run(async () => {
          const tipId = toObjectId(id);
          return tipId !== null && (await likes.findOne({ tipId, uid }, { projection: { _id: 1 } })) !== null;
        }),
    };
  },
};

/** What the likes' writes and their start-up pass share (ctx.use(mongoLikes)). */
function mongoLikes(ctx: MongoContext) {
  const likes = ctx.db.collection<LikeDoc>('likes');
  const tips = ctx.db.collection<TipDoc>('tips');
  const notifications = ctx.use(mongoNotifications);
  /**
   * The tip's count set to seededLikes + its like documents. Likes can be taken back, so the
   * count is set, not raised: a recount that raced another like or take-back counts again
   * after its write and writes again until nothing moved in between, so the last write of
   * any race holds the true figure.
   */
  const recount = async (_id: ObjectId, seededLikes: number) => {
    let documents = await likes.countDocuments({ tipId: _id });
    for (let tries = 0; ; tries++) {
      const updated = await tips.findOneAndUpdate(
        { _id },
        { $set: { likes: seededLikes + documents } },
        { returnDocument: 'after', projection: { likes: 1 } },
      );
      const again = await likes.countDocuments({ tipId: _id });
      if (updated === null || again === documents || tries >= 10) return updated;
      documents = again;
    }
  };
  /** A like's notification, keyed by the like (tip, member, the like's day): safe to write again. */
  const notifyLike = (tipId: ObjectId, authorUid: string, like: LikeDoc) =>
    notifications.notifyOnce({
      recipientUid: authorUid,
      kind: 'like',
      actorUid: like.uid,
      tipId: tipId.toHexString(),
      groupKey: likeGroupKey(tipId.toHexString(), like.createdAt),
      createdAt: like.createdAt,
    });
  /** Finishes a take-back: the like goes, the count drops, and a same-day like's notification goes. */
  const finishTakeBack = async (mark: TakeBackDoc) => {
    await likes.deleteOne({ tipId: mark.tipId, uid: mark.uid });
    const tip = await tips.findOne({ _id: mark.tipId }, { projection: { seededLikes: 1, authorUid: 1 } });
    const updated = tip === null ? null : await recount(mark.tipId, tip.seededLikes ?? 0);
    if (tip !== null && mark.likedAt.slice(0, 10) === mark.at.slice(0, 10)) {
      const groupKey = likeGroupKey(mark.tipId.toHexString(), mark.likedAt);
      await notifications.takeBack({ recipientUid: tip.authorUid, actorUid: mark.uid, groupKey });
    }
    await ctx.db.collection<TakeBackDoc>('like_takebacks').deleteOne({ _id: mark._id });
    return updated;
  };
  return { recount, notifyLike, finishTakeBack };
}
