import { ObjectId, type Document, type Filter } from 'mongodb';
import type { Photo } from '@green-circle/contract';
import { escapeRegex, keysetAfter } from '../../store-core/mongo-context';
import { decodeCursor, type CursorKeys } from '../../store-core/paging';
import { orderOf, visibleAvailabilities } from './list-order';
import { searchTerms, searchWords } from './search';
import type { StoredTip, TipListFilter } from './store';

/**
 * A tip as MongoDB keeps it: the stored shape with a real ObjectId, its folded search words
 * (search.ts), its months as a northern mask and the likes it was seeded with, which
 * have no like documents: its count is
 * always seededLikes + its like documents (mongo.ts explains why it is kept that way).
 * authorPhotoURL is absent on tips written before it existed.
 */
export type TipDoc = Omit<StoredTip, '_id' | 'authorPhotoURL' | 'trials' | 'commentCount' | 'photos'> & {
  _id: ObjectId;
  /** The photos after the cover (issue 57); absent on a tip from before photos. */
  morePhotos?: Photo[];
  // The trials summary as three fields (sort=tried sorts on worked); absent before its migration ran.
  commentCount?: number;
  worked?: number;
  partly?: number;
  failed?: number;
  words: string[];
  seededLikes: number;
  monthMask: number;
  authorPhotoURL?: string;
};
export interface LikeDoc {
  tipId: ObjectId;
  uid: string;
  createdAt: string;
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
  tried: { worked: -1, createdAt: -1, _id: -1 },
} as const;

/** nearTipIds: for workedNear, the tips with a matching "worked" report (mongo-comments.ts finds them). */
export function planMongoList(filter: TipListFilter, nearTipIds: ObjectId[] | null = null): MongoListPlan | null {
  const order = orderOf(filter);
  const keys = filter.cursor === undefined ? null : decodeCursor(filter.cursor, order);
  const availabilities = visibleAvailabilities(filter);
  const words = searchWords(filter.q);
  const searching = filter.q !== undefined && filter.q.trim() !== '';
  if (availabilities.length === 0 || (searching && words.length === 0)) return null;
  if (filter.authorUids !== undefined && filter.authorUids.length === 0) return null;
  if (filter.plantSlugs !== undefined && filter.plantSlugs.length === 0) return null;

  // In the liked-tips pipeline the tip sits under `tip.` after the join.
  const field = order === 'liked' ? (name: string) => `tip.${name}` : (name: string) => name;
  const match: Document = {};
  if (availabilities.length === 1) match[field('availability')] = availabilities[0];
  const excluded = filter.excludeAuthors ?? [];
  if (filter.authorUid !== undefined) {
    if (excluded.includes(filter.authorUid)) return null;
    match[field('authorUid')] = filter.authorUid;
  } else {
    const authors: Document = {};
    if (filter.authorUids !== undefined) authors.$in = filter.authorUids;
    if (excluded.length > 0) authors.$nin = excluded;
    if (Object.keys(authors).length > 0) match[field('authorUid')] = authors;
  }
  // null matches a missing field too: tips moderators never hid have none.
  if (!filter.includeModerated) match[field('moderation')] = null;
  if (filter.difficulty !== undefined) match[field('difficulty')] = filter.difficulty;
  if (filter.category !== undefined) match[field('category')] = filter.category;
  if (filter.seasonMonth !== undefined) Object.assign(match, seasonMatch(filter.seasonMonth, field));
  if (filter.plantSlugs !== undefined) match[field('plantSlug')] = { $in: filter.plantSlugs };
  if (nearTipIds !== null) match[field('_id')] = { $in: nearTipIds };
  if (searching) match.$and = searchConditions(words, field('words'));
  return { match: match as Filter<TipDoc>, after: keys === null ? null : afterKeys(keys), sort: SORTS[order], keys };
}

/**
 * Tips in season in a month given in NORTHERN terms (1..12): each tip keeps a 12-bit mask of
 * its months in northern terms (all bits for a tip without months), so one bit test answers
 * for both hemispheres. Pure, so it can be checked against an in-memory matcher.
 */
export function seasonMatch(seasonMonth: number, field: (name: string) => string = (name) => name): Document {
  return { [field('monthMask')]: { $bitsAnySet: 1 << (seasonMonth - 1) } };
}

/**
 * The search of search.ts (searchTerms) over a tip's `words` (multikey-indexed): every word
 * but the last by its stem, the last by its stem or as the start of a word (an anchored
 * regex, which the index serves as a range). Words hold only letters and digits; they are
 * escaped all the same.
 */
export function searchConditions(words: string[], field: string): Document[] {
  const { whole, last } = searchTerms(words);
  const prefix = { [field]: { $regex: `^${escapeRegex(last.prefix)}` } };
  const conditions: Document[] = [last.stem === last.prefix ? prefix : { $or: [prefix, { [field]: last.stem }] }];
  if (whole.length > 0) conditions.unshift({ [field]: { $all: whole } });
  return conditions;
}

function afterKeys(keys: CursorKeys): Filter<TipDoc> {
  const newest = [
    ['createdAt', keys.c],
    ['_id', ObjectId.createFromHexString(keys.i)],
  ] as const;
  if (keys.o === 'tried') return keysetAfter([['worked', keys.w], ...newest]);
  if (keys.o === 'likes') return keysetAfter([['likes', keys.l], ...newest]);
  return keysetAfter(newest);
}

/** The aggregation of a member's liked tips: their likes newest first, joined to the tips that still match. */
export function likedPipeline(uid: string, plan: MongoListPlan, limit: number | null): Document[] {
  const likeMatch: Document = { uid };
  if (plan.keys !== null)
    Object.assign(
      likeMatch,
      keysetAfter([
        ['createdAt', plan.keys.c],
        ['tipId', ObjectId.createFromHexString(plan.keys.i)],
      ]),
    );
  const stages: Document[] = [
    { $match: likeMatch },
    { $sort: SORTS.liked },
    { $lookup: { from: 'tips', localField: 'tipId', foreignField: '_id', as: 'tip' } },
    { $unwind: '$tip' },
    { $match: plan.match },
  ];
  if (limit === null) return [...stages, { $count: 'n' }];
  return [
    ...stages,
    { $limit: limit },
    { $replaceRoot: { newRoot: { $mergeObjects: ['$tip', { likedAt: '$createdAt' }] } } },
  ];
}
