import type { ObjectId } from 'mongodb';
import type { MongoContext } from '../../store-core/mongo-context';
import { mongoConversation } from '../conversation';
import type { LikeDoc, TipDoc } from './mongo-list';

export interface DeletionDoc {
  _id: ObjectId;
  at: Date;
}

export async function removeWhatHangsOn(ctx: MongoContext, _id: ObjectId) {
  await Promise.all([
    ctx.db.collection<LikeDoc>('likes').deleteMany({ tipId: _id }),
    ctx.db.collection('reminders').deleteMany({ tipId: _id }),
    ctx.use(mongoConversation).removeTipConversation(_id),
  ]);
}

/** A recorded deletion a crash cut off, finished at the next start. */
export async function finishDeletion(ctx: MongoContext, _id: ObjectId) {
  await ctx.db.collection<TipDoc>('tips').deleteOne({ _id });
  await removeWhatHangsOn(ctx, _id);
  await ctx.db.collection('notifications').deleteMany({ tipId: _id.toHexString() });
}
