import { ObjectId, type Collection, type Filter } from 'mongodb';
import type { TrialOutcome } from '@green-circle/contract';
import { findById, isDuplicateKey, keysetAfter, toObjectId, type MongoContext } from '../../store-core/mongo-context';
import type { Page } from '../../store-core/errors';
import { cutPage, decodeCursor } from '../../store-core/paging';
import type { MongoPart } from '../../store-core/parts';
import { mongoNotifications } from '../notifications';
import type { WorkedNear } from '../tips';
import type { ConversationStore, StoredComment, StoredTrial } from './store';
import { conversationMemberOnMongo } from './mongo-member';
import type { CommentDoc, TrialDoc } from './mongo-docs';

/**
 * The conversation in MongoDB: `comments` and `trials` collections; each tip document keeps
 * commentCount and worked/partly/failed, changed with $inc beside each write. A trial's change
 * is one atomic findOneAndUpdate that answers the report as it was, so the counts move from
 * exactly that outcome to the new one even when one member's requests race (the $incs
 * commute). A crash between a write and its $inc leaves a count one off until the tip goes;
 * no transaction, so a standalone server works too (as for likes, features/likes/mongo-store.ts).
 */
interface CountsDoc {
  _id: ObjectId;
  commentCount?: number;
  worked?: number;
  partly?: number;
  failed?: number;
}

export interface MongoConversation {
  methods: ConversationStore;
  /** The tips with a "worked" report near the reader (for TipListFilter.workedNear). */
  workedNearTipIds: (near: WorkedNear) => Promise<ObjectId[]>;
  /** Part of a tip's deletion: its comments and trials go (safe to repeat). */
  removeTipConversation: (tipId: ObjectId) => Promise<void>;
  /** Part of a profile change (features/users/mongo-store.ts, profile_syncs): the member's comments and trials take it (safe to repeat). */
  syncAuthorProfile: (uid: string, profile: { displayName?: string; authorPhotoURL?: string }) => Promise<void>;
}

const toComment = ({ _id, tipId, parentId, moderation, ...rest }: CommentDoc): StoredComment => ({
  ...rest,
  moderation: moderation ?? null,
  _id: _id.toHexString(),
  tipId: tipId.toHexString(),
  parentId: parentId === null ? null : parentId.toHexString(),
});

const toTrial = ({ _id, tipId, ...rest }: TrialDoc): StoredTrial => ({
  ...rest,
  photoAlt: rest.photoAlt ?? '',
  _id: _id.toHexString(),
  tipId: tipId.toHexString(),
});

export const conversationOnMongo: MongoPart<ConversationStore> = {
  member: conversationMemberOnMongo,
  migrations: {
    // Tips gain commentCount and the trials summary (sort=tried walks worked); comments by tip,
    // oldest first, and by thread; one trial per member per tip, a tip's trials newest first,
    // "worked near me", and the trials using an upload.
    10: { name: 'comments-and-trials', up: migrateConversation },
  },
  methods: (ctx) => ctx.use(mongoConversation).methods,
};

/** The conversation's methods, and what other features' writes call (ctx.use(mongoConversation)). */
export function mongoConversation(ctx: MongoContext): MongoConversation {
  const { db } = ctx;
  const comments = db.collection<CommentDoc>('comments');
  const trials = db.collection<TrialDoc>('trials');
  const methods: ConversationStore = { ...mongoComments(ctx), ...mongoTrials(ctx) };

  return {
    methods,
    workedNearTipIds: async ({ hemisphere, zones }) => {
      const filter: Filter<TrialDoc> = { outcome: 'worked', hemisphere };
      if (zones !== null) filter.$or = [{ zone: null }, { zone: 'not sure' }, { zone: { $in: zones } }];
      return (await trials.distinct('tipId', filter)) as ObjectId[];
    },
    removeTipConversation: async (tipId) => {
      await Promise.all([comments.deleteMany({ tipId }), trials.deleteMany({ tipId })]);
    },
    syncAuthorProfile: async (uid, profile) => {
      await comments.updateMany({ authorUid: uid }, { $set: profile });
      await trials.updateMany({ authorUid: uid }, { $set: profile });
    },
  };
}

/**
 * One page of a tip's comments or trials in (createdAt, _id) order, oldest or newest first, from the
 * cursor on; the total counts the tip's whole list. An id that is no tip's has nothing.
 */
async function pageOfTip<Doc extends CommentDoc | TrialDoc, Item>(
  collection: Collection<Doc>,
  tipId: string,
  page: { limit: number; cursor?: string },
  order: 'oldest' | 'newest',
  toItem: (doc: Doc) => Item,
): Promise<Page<Item>> {
  const _id = toObjectId(tipId);
  if (_id === null) return { items: [], total: 0, nextCursor: null };
  const keys = page.cursor === undefined ? null : decodeCursor(page.cursor, order);
  const match = { tipId: _id } as Filter<Doc>;
  const after =
    keys === null
      ? null
      : (keysetAfter(
          [
            ['createdAt', keys.c],
            ['_id', ObjectId.createFromHexString(keys.i)],
          ],
          order === 'oldest' ? '$gt' : '$lt',
        ) as Filter<Doc>);
  const direction = order === 'oldest' ? 1 : -1;
  const rows = (await collection
    .find(after === null ? match : ({ $and: [match, after] } as Filter<Doc>))
    .sort({ createdAt: direction, _id: direction })
    .limit(page.limit + 1)
    .toArray()) as Doc[];
  const total = await collection.countDocuments(match);
  return cutPage(rows, page.limit, total, toItem, (row) => ({ o: order, c: row.createdAt, i: row._id.toHexString() }));
}

/** The ObjectId of the tip a comment or a report goes under, or null when no tip has this id. */
async function existingTip(tips: Collection<CountsDoc>, id: string): Promise<ObjectId | null> {
  const _id = toObjectId(id);
  return _id !== null && (await tips.findOne({ _id }, { projection: { _id: 1 } })) !== null ? _id : null;
}

/** A tip's comments, oldest first, threads kept together; the tip's commentCount moves with them. */
function mongoComments(ctx: MongoContext) {
  const { db, run, write, now } = ctx;
  const { notifyOnce } = ctx.use(mongoNotifications);
  const comments = db.collection<CommentDoc>('comments');
  const tips = db.collection<CountsDoc>('tips');
  const countComments = (tipId: ObjectId, by: number) => tips.updateOne({ _id: tipId }, { $inc: { commentCount: by } });
  return {
    listComments: (tipId, page) => run(() => pageOfTip(comments, tipId, page, 'oldest', toComment)),

    getComment: (id) => run(() => findById(comments, id, toComment)),

    createComment: (input) =>
      write(async () => {
        const tipId = await existingTip(tips, input.tipId);
        const parentId = input.parentId === null ? null : toObjectId(input.parentId);
        if (tipId === null) return null;
        if (input.parentId !== null) {
          const parent = parentId === null ? null : await comments.findOne({ _id: parentId });
          if (parent === null || !parent.tipId.equals(tipId) || parent.parentId !== null) return null;
        }
        const doc: CommentDoc = {
          _id: new ObjectId(),
          tipId,
          parentId,
          authorUid: input.authorUid,
          displayName: input.displayName,
          authorPhotoURL: input.authorPhotoURL,
          body: input.body,
          createdAt: now(),
          editedAt: null,
          deleted: false,
          moderation: null,
        };
        await comments.insertOne(doc);
        await countComments(tipId, 1);
        const created = toComment(doc);
        // No transaction here: each note is idempotent by its key (notifications/mongo-store.ts).
        for (const note of input.notify?.(created) ?? []) await notifyOnce(note);
        return created;
      }),

    editComment: (id, body) =>
      write(async () => {
        const _id = toObjectId(id);
        if (_id === null) return null;
        const doc = await comments.findOneAndUpdate(
          { _id, deleted: false },
          { $set: { body, editedAt: now() } },
          { returnDocument: 'after' },
        );
        return doc === null ? null : toComment(doc);
      }),

    deleteComment: (id) =>
      write(async () => {
        const doc = await findById(comments, id);
        if (doc === null || doc.deleted) return 0;
        if (doc.parentId === null && (await comments.countDocuments({ parentId: doc._id })) > 0) {
          // Its replies still read as a thread: the place stays, the words go.
          const blanked = await comments.updateOne(
            { _id: doc._id, deleted: false },
            { $set: { deleted: true, body: '', editedAt: null } },
          );
          if (blanked.modifiedCount === 1) await countComments(doc.tipId, -1);
          return blanked.modifiedCount;
        }
        const { deletedCount } = await comments.deleteOne({ _id: doc._id, deleted: false });
        if (deletedCount === 1) await countComments(doc.tipId, -1);
        if (doc.parentId !== null && (await comments.countDocuments({ parentId: doc.parentId })) === 0)
          await comments.deleteOne({ _id: doc.parentId, deleted: true });
        return deletedCount;
      }),
  } satisfies Partial<ConversationStore>;
}

/** "I tried this" reports; the tip's trials summary moves with them. */
function mongoTrials(ctx: MongoContext) {
  const { db, run, write, now } = ctx;
  const { notifyOnce } = ctx.use(mongoNotifications);
  const trials = db.collection<TrialDoc>('trials');
  const tips = db.collection<CountsDoc>('tips');
  return {
    putTrial: (input) =>
      write(async () => {
        const tipId = await existingTip(tips, input.tipId);
        if (tipId === null) return null;
        const at = now();
        const { tipId: _tipId, authorUid, notify, photoAlt = '', ...rest } = input;
        const fields = { ...rest, photoAlt };
        const once = () =>
          trials.findOneAndUpdate(
            { tipId, authorUid },
            { $set: { ...fields, updatedAt: at }, $setOnInsert: { createdAt: at } },
            { upsert: true, returnDocument: 'before' },
          );
        // One member's two first reports at once: one upsert inserts, the other meets its key and goes again.
        const before = await once().catch((error: unknown) => (isDuplicateKey(error) ? once() : Promise.reject(error)));
        if (before === null) await tips.updateOne({ _id: tipId }, { $inc: { [input.outcome]: 1 } });
        else if (before.outcome !== input.outcome)
          await tips.updateOne({ _id: tipId }, { $inc: { [before.outcome]: -1, [input.outcome]: 1 } });
        const after = await trials.findOne({ tipId, authorUid });
        if (after === null) return null;
        const result = { trial: toTrial(after), created: before === null };
        for (const note of notify?.(result) ?? []) await notifyOnce(note);
        return { ...result, previousPhoto: before?.photo ?? null };
      }),

    getTrial: (tipId, uid) =>
      run(async () => {
        const _id = toObjectId(tipId);
        const doc = _id === null ? null : await trials.findOne({ tipId: _id, authorUid: uid });
        return doc === null ? null : toTrial(doc);
      }),

    deleteTrial: (tipId, uid) =>
      write(async () => {
        const _id = toObjectId(tipId);
        if (_id === null) return null;
        // The outcome in the filter: a change racing this delete makes it look again, so the right count goes down.
        for (;;) {
          const doc = await trials.findOne({ tipId: _id, authorUid: uid });
          if (doc === null) return null;
          const { deletedCount } = await trials.deleteOne({ _id: doc._id, outcome: doc.outcome });
          if (deletedCount === 1) {
            await tips.updateOne({ _id }, { $inc: { [doc.outcome]: -1 } });
            return toTrial(doc);
          }
        }
      }),

    listTrials: (tipId, page) => run(() => pageOfTip(trials, tipId, page, 'newest', toTrial)),

    trialOutcomes: (uid, tipIds) =>
      run(async () => {
        const ids = tipIds.map(toObjectId).filter((id): id is ObjectId => id !== null);
        const outcomes = new Map<string, TrialOutcome>();
        if (ids.length === 0) return outcomes;
        const rows = await trials
          .find({ authorUid: uid, tipId: { $in: ids } }, { projection: { tipId: 1, outcome: 1 } })
          .toArray();
        for (const row of rows) outcomes.set(row.tipId.toHexString(), row.outcome);
        return outcomes;
      }),
  } satisfies Partial<ConversationStore>;
}

async function migrateConversation(db: MongoContext['db']) {
  const tips = db.collection('tips');
  for await (const tip of tips.find({ worked: { $exists: false } }, { projection: { _id: 1 } })) {
    await tips.updateOne({ _id: tip._id }, { $set: { commentCount: 0, worked: 0, partly: 0, failed: 0 } });
  }
  await tips.createIndexes([
    { key: { availability: 1, worked: -1, createdAt: -1, _id: -1 } },
    { key: { worked: -1, createdAt: -1, _id: -1 } },
  ]);
  await db
    .collection('comments')
    .createIndexes([{ key: { tipId: 1, createdAt: 1, _id: 1 } }, { key: { parentId: 1 } }, { key: { authorUid: 1 } }]);
  await db
    .collection('trials')
    .createIndexes([
      { key: { tipId: 1, authorUid: 1 }, unique: true },
      { key: { tipId: 1, createdAt: -1, _id: -1 } },
      { key: { outcome: 1, hemisphere: 1, zone: 1, tipId: 1 } },
      { key: { authorUid: 1, tipId: 1 } },
      { key: { photo: 1 } },
    ]);
}
