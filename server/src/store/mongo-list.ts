import { ObjectId, type Document, type Filter } from 'mongodb';
import type { StoredTip, TipListFilter } from './store';
import { decodeCursor, mongoTextSearch, orderOf, searchWords, visibleAvailabilities, type CursorKeys } from './paging';

/** A tip as MongoDB keeps it: the API's shape with a real ObjectId. */
export type TipDoc = Omit<StoredTip, '_id' | 'authorPhotoURL'> & { _id: ObjectId; authorPhotoURL?: string };
export interface LikeDoc {
  tipId: ObjectId;
  uid: string;
  createdAt: string;
}

/** A 24-hex id as an ObjectId, or null for anything else (so no string can become an operator). */
export function toObjectId(id: string): ObjectId | null {
  return /^[0-9a-f]{24}$/i.test(id) ? ObjectId.createFromHexString(id.toLowerCase()) : null;
}

/**
 * The MongoDB twin of embedded-list.ts: the match of a tip list, the keyset range after
 * the cursor, and the sort. null when the filter can match nothing.
 */
export interface MongoListPlan {
  match: Filter<TipDoc>;
  after: Filter<TipDoc> | null;
  sort: Record<string, 1 | -1>;
  keys: CursorKeys | null;
}

export const SORTS = {
  newest: { createdAt: -1, _id: -1 },
  likes: { likes: -1, createdAt: -1, _id: -1 },
  liked: { createdAt: -1, tipId: -1 },
} as const;

export function planMongoList(filter: TipListFilter): MongoListPlan | null {
  const order = orderOf(filter);
  const keys = filter.cursor === undefined ? null : decodeCursor(filter.cursor, order);
  const availabilities = visibleAvailabilities(filter);
  const words = searchWords(filter.q);
  const searching = filter.q !== undefined && filter.q.trim() !== '';
  if (availabilities.length === 0 || (searching && words.length === 0)) return null;

  // In the liked-tips pipeline the tip sits under `tip.` after the join, and $text cannot
  // run there (it must be a find's own filter), so each word is matched instead. The
  // words hold only letters, digits and marks: no regex syntax can reach $regex.
  const field = order === 'liked' ? (name: string) => `tip.${name}` : (name: string) => name;
  const match: Document = {};
  if (availabilities.length === 1) match[field('availability')] = availabilities[0];
  if (filter.authorUid !== undefined) match[field('authorUid')] = filter.authorUid;
  if (filter.difficulty !== undefined) match[field('difficulty')] = filter.difficulty;
  if (filter.category !== undefined) match[field('category')] = filter.category;
  if (searching && order !== 'liked') match.$text = { $search: mongoTextSearch(words) };
  if (searching && order === 'liked') {
    match.$and = words.map((word) => ({
      $or: ['title', 'plantType', 'description'].map((name) => ({ [field(name)]: { $regex: word, $options: 'i' } })),
    }));
  }
  return { match: match as Filter<TipDoc>, after: keys === null ? null : afterKeys(keys), sort: SORTS[order], keys };
}

function afterKeys(keys: CursorKeys): Filter<TipDoc> {
  const id = ObjectId.createFromHexString(keys.i);
  if (keys.o === 'likes') {
    return {
      $or: [
        { likes: { $lt: keys.l } },
        { likes: keys.l, createdAt: { $lt: keys.c } },
        { likes: keys.l, createdAt: keys.c, _id: { $lt: id } },
      ],
    };
  }
  return { $or: [{ createdAt: { $lt: keys.c } }, { createdAt: keys.c, _id: { $lt: id } }] };
}

/** The aggregation of a member's liked tips: their likes newest first, joined to the tips that still match. */
export function likedPipeline(uid: string, plan: MongoListPlan, limit: number | null): Document[] {
  const likeMatch: Document = { uid };
  if (plan.keys !== null) {
    const id = ObjectId.createFromHexString(plan.keys.i);
    likeMatch.$or = [{ createdAt: { $lt: plan.keys.c } }, { createdAt: plan.keys.c, tipId: { $lt: id } }];
  }
  const stages: Document[] = [
    { $match: likeMatch },
    { $sort: SORTS.liked },
    { $lookup: { from: 'tips', localField: 'tipId', foreignField: '_id', as: 'tip' } },
    { $unwind: '$tip' },
    { $match: plan.match },
  ];
  if (limit === null) return [...stages, { $count: 'n' }];
  return [...stages, { $limit: limit }, { $replaceRoot: { newRoot: { $mergeObjects: ['$tip', { likedAt: '$createdAt' }] } } }];
}
