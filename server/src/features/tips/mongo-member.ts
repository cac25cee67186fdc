import type { MongoMemberData } from '../../store-core/mongo-context';
import { finishDeletion, type DeletionDoc } from './mongo-deletion';
import type { TipDoc } from './mongo-list';

/** The member's tips, each deleted as a tip is (marked, then what hangs on it: safe to repeat). */
export const tipsMemberOnMongo: MongoMemberData = {
  erase: async (ctx, { uid }) => {
    const tips = ctx.db.collection<TipDoc>('tips');
    const deletions = ctx.db.collection<DeletionDoc>('deletions');
    for (const { _id } of await tips.find({ authorUid: uid }, { projection: { _id: 1 } }).toArray()) {
      await deletions.updateOne({ _id }, { $setOnInsert: { at: new Date() } }, { upsert: true });
      await finishDeletion(ctx, _id);
      await deletions.deleteOne({ _id });
    }
  },
  export: async ({ db }, uid) => ({
    tips: (
      await db
        .collection<TipDoc>('tips')
        .find(
          { authorUid: uid },
          { projection: { email: 0, authorUid: 0, displayName: 0, authorPhotoURL: 0, monthMask: 0 } },
        )
        .sort({ createdAt: 1, _id: 1 })
        .toArray()
    ).map(({ _id, ...tip }) => ({ id: _id.toHexString(), ...tip })),
  }),
};
