import type { ObjectId } from 'mongodb';
import type { MongoMemberData } from '../../store-core/mongo-context';
import type { CommentDoc, TrialDoc } from './mongo-docs';

/**
 * The member's comments and trials in MongoDB, as in SQLite (embedded-member.ts): a first
 * comment others answered stays as "Comment deleted" without its author; each removal takes
 * its tip's count down beside it (as a deletion does: one-off after a crash between the two).
 */
export const conversationMemberOnMongo: MongoMemberData = {
  erase: async ({ db }, { uid }) => {
    const comments = db.collection<CommentDoc>('comments');
    const tips = db.collection<{ _id: ObjectId }>('tips');
    const uncount = (tipId: ObjectId, field: string) => tips.updateOne({ _id: tipId }, { $inc: { [field]: -1 } });
    const hasReplies = async (id: ObjectId) =>
      (await comments.findOne({ parentId: id }, { projection: { _id: 1 } })) !== null;
    const remove = async (comment: CommentDoc) => {
      const { deletedCount } = await comments.deleteOne({ _id: comment._id });
      if (deletedCount === 1 && !comment.deleted) await uncount(comment.tipId, 'commentCount');
    };

    for (const reply of await comments.find({ authorUid: uid, parentId: { $ne: null } }).toArray()) {
      await remove(reply);
      const parent = await comments.findOne({ _id: reply.parentId!, deleted: true });
      if (parent !== null && !(await hasReplies(parent._id))) await comments.deleteOne({ _id: parent._id });
    }
    for (const comment of await comments.find({ authorUid: uid, parentId: null }).toArray()) {
      if (!(await hasReplies(comment._id))) {
        await remove(comment);
        continue;
      }
      const blank = { deleted: true, body: '', editedAt: null, authorUid: '', displayName: '', authorPhotoURL: '' };
      // Counted out only by the write that blanks it (a repeat finds it blank already).
      const { modifiedCount } = await comments.updateOne({ _id: comment._id, deleted: false }, { $set: blank });
      if (modifiedCount === 1) await uncount(comment.tipId, 'commentCount');
      else await comments.updateOne({ _id: comment._id }, { $set: blank });
    }
    const trials = db.collection<TrialDoc>('trials');
    for (const trial of await trials.find({ authorUid: uid }).toArray()) {
      const { deletedCount } = await trials.deleteOne({ _id: trial._id });
      if (deletedCount === 1) await uncount(trial.tipId, trial.outcome);
    }
  },
  export: async ({ db }, uid) => ({
    comments: (
      await db
        .collection<CommentDoc>('comments')
        .find({ authorUid: uid, deleted: false })
        .sort({ createdAt: 1, _id: 1 })
        .toArray()
    ).map((c) => ({
      id: c._id.toHexString(),
      tipId: c.tipId.toHexString(),
      parentId: c.parentId?.toHexString() ?? null,
      body: c.body,
      createdAt: c.createdAt,
      editedAt: c.editedAt,
      moderation: c.moderation ?? null,
    })),
    trials: (
      await db.collection<TrialDoc>('trials').find({ authorUid: uid }).sort({ createdAt: 1, _id: 1 }).toArray()
    ).map(({ _id, tipId, authorUid: _uid, displayName: _name, authorPhotoURL: _photo, ...trial }) => ({
      tipId: tipId.toHexString(),
      ...trial,
      photoAlt: trial.photoAlt ?? '',
    })),
  }),
};
