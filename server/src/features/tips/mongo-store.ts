import { plantSlugOf, type Hemisphere, type TopTip } from '@green-circle/contract';
import { findById, toObjectId, type MongoContext } from '../../store-core/mongo-context';
import { cutPage } from '../../store-core/paging';
import type { MongoPart } from '../../store-core/parts';
import { mongoConversation } from '../conversation';
import { mongoNotifications } from '../notifications';
import { mongoTipShares } from '../shared-tips';
import { morePhotosOf, pickTip } from './tip-fields';
import { seasonFields, tipDoc, toTip, type TipRow } from './mongo-docs';
import { SORTS, likedPipeline, planMongoList, type LikeDoc, type TipDoc } from './mongo-list';
import { TIPS_MONGO_MIGRATIONS } from './mongo-migrations';
import { orderOf } from './list-order';
import { indexWords } from './search';
import type { TipListFilter, TipsStore } from './store';
import { tipsMemberOnMongo } from './mongo-member';
import { finishDeletion, removeWhatHangsOn, type DeletionDoc } from './mongo-deletion';

/**
 * Tips in MongoDB. A deletion first writes a deletion record, then deletes the tip, then what
 * hangs on it (likes, reminders, its conversation, its notifications). The next start finishes
 * every recorded deletion; records live a day, so a like that raced a deletion and lost its
 * clean-up to a crash is swept too.
 */
export const tipsOnMongo: MongoPart<TipsStore> = {
  member: tipsMemberOnMongo,
  migrations: TIPS_MONGO_MIGRATIONS,
  recover: async (ctx) => {
    for (const { _id } of await ctx.db.collection<DeletionDoc>('deletions').find({}).toArray())
      await finishDeletion(ctx, _id);
  },
  methods: (ctx) => {
    const { db, run, write, cached } = ctx;
    const tips = db.collection<TipDoc>('tips');
    return {
      listTips: (filter) => cached(`list ${JSON.stringify(filter)}`, () => listPage(ctx, filter)),

      getTip: (id) => run(() => findById(tips, id, toTip)),

      createTip: (tip) =>
        write(async () => {
          const doc = tipDoc(tip, 0, ctx.now());
          await tips.insertOne(doc);
          // Its author's followers are told outside the request (features/shared-tips).
          if (tip.availability === 'Public') await ctx.use(mongoTipShares).share(doc._id.toHexString(), tip.authorUid);
          return doc._id.toHexString();
        }),

      updateTip: (id, input, author = {}) =>
        write(async () => {
          const _id = toObjectId(id);
          if (_id === null) return 0;
          const { months, ...season }: { months?: number[]; hemisphere: Hemisphere; monthMask: number } = seasonFields(
            input,
            author.hemisphere,
          );
          const authorFields = author.profile
            ? { displayName: author.profile.displayName, authorPhotoURL: author.profile.authorPhotoURL }
            : {};
          const set = {
            ...pickTip(input),
            ...authorFields,
            ...season,
            plantSlug: plantSlugOf(input.plantType),
            // No photos sent (an older client): the photos after the cover stay.
            ...(input.photos === undefined ? {} : { morePhotos: morePhotosOf(input) }),
            words: indexWords(input),
            updatedAt: ctx.now(),
          };
          const before = await tips.findOneAndUpdate(
            { _id },
            months === undefined ? { $set: set, $unset: { months: '' } } : { $set: { ...set, months } },
            { returnDocument: 'before', projection: { availability: 1, authorUid: 1 } },
          );
          if (before === null) return 0;
          // Public for the first time: its author's followers are told (features/shared-tips).
          if (input.availability === 'Public' && before.availability !== 'Public')
            await ctx.use(mongoTipShares).share(_id.toHexString(), before.authorUid);
          return 1;
        }),

      deleteTip: (id) =>
        write(async () => {
          const _id = toObjectId(id);
          if (_id === null || (await tips.findOne({ _id }, { projection: { _id: 1 } })) === null) return 0;
          await db
            .collection<DeletionDoc>('deletions')
            .updateOne({ _id }, { $setOnInsert: { at: new Date() } }, { upsert: true });
          const { deletedCount } = await tips.deleteOne({ _id });
          await removeWhatHangsOn(ctx, _id);
          await ctx.use(mongoNotifications).deleteTipNotifications(_id.toHexString());
          return deletedCount;
        }),

      topLiked: (limit, excludeAuthors = []) =>
        cached(`top ${limit} ${JSON.stringify(excludeAuthors)}`, async () => {
          const rows = await tips
            .find(
              {
                availability: 'Public',
                moderation: null,
                ...(excludeAuthors.length > 0 ? { authorUid: { $nin: excludeAuthors } } : {}),
              },
              { projection: { title: 1, image: 1, imageAlt: 1, description: 1, likes: 1 } },
            )
            .sort(SORTS.likes)
            .limit(limit)
            .toArray();
          return rows.map(({ _id, title, image, imageAlt, description, likes: count }): TopTip => ({
            _id: _id.toHexString(),
            title,
            image,
            imageAlt: imageAlt ?? '',
            description,
            likes: count,
          }));
        }),
    };
  },
};

/** A tip's likes, reminders and conversation go (safe to repeat). */
async function listPage(ctx: MongoContext, filter: TipListFilter) {
  const { db } = ctx;
  const near =
    filter.workedNear === undefined ? null : await ctx.use(mongoConversation).workedNearTipIds(filter.workedNear);
  const plan = planMongoList(filter, near);
  if (plan === null) return { items: [], total: 0, nextCursor: null };
  const order = orderOf(filter);
  // A list's total does not change with the cursor or the page size: counted once per filter per staleness bound.
  const { cursor: _cursor, limit: _limit, ...shape } = filter;
  const totalOf = (count: () => Promise<number>) => ctx.keep(`total ${JSON.stringify(shape)}`, count);
  let rows: TipRow[];
  let total: number;
  if (order === 'liked') {
    const uid = filter.likedBy ?? '';
    const likes = db.collection<LikeDoc>('likes');
    rows = await likes.aggregate<TipRow>(likedPipeline(uid, plan, filter.limit + 1)).toArray();
    total = await totalOf(
      async () =>
        (await likes.aggregate<{ n: number }>(likedPipeline(uid, { ...plan, keys: null }, null)).next())?.n ?? 0,
    );
  } else {
    const tips = db.collection<TipDoc>('tips');
    const query = plan.after === null ? plan.match : { $and: [plan.match, plan.after] };
    rows = await tips
      .find(query)
      .sort(plan.sort)
      .limit(filter.limit + 1)
      .toArray();
    total = await totalOf(() => tips.countDocuments(plan.match));
  }
  return cutPage(rows, filter.limit, total, toTip, (row) =>
    order === 'likes'
      ? { o: 'likes', l: row.likes, c: row.createdAt, i: row._id.toHexString() }
      : order === 'tried'
        ? { o: 'tried', w: row.worked ?? 0, c: row.createdAt, i: row._id.toHexString() }
        : order === 'liked'
          ? { o: 'liked', c: row.likedAt ?? '', i: row._id.toHexString() }
          : { o: 'newest', c: row.createdAt, i: row._id.toHexString() },
  );
}
