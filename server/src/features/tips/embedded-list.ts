import { decodeCursor } from '../../store-core/paging';
import { orderOf, visibleAvailabilities } from './list-order';
import type { TipListFilter } from './store';
import { ftsQuery, searchWords } from './search';

/**
 * Builds the SQL of one tip list from a filter: the page query (limit + 1 rows, keyset
 * after the cursor) and where its total comes from. The SQL text depends only on the
 * filter's shape, so the adapter prepares each shape once and reuses it.
 */
export interface ListPlan {
  /** null when the filter can match nothing (a visitor asking for Hidden, a search with no words). */
  page: { sql: string; params: unknown[] } | null;
  total: { sql: string; params: unknown[] };
}

export const TIP_COLUMNS =
  't._id, t.title, t.plantType, t.difficulty, t.category, t.description, t.image, t.imageAlt, t.availability, ' +
  't.likes, t.email, t.displayName, t.authorUid, t.authorPhotoURL, t.createdAt, t.updatedAt, t.months, t.hemisphere, ' +
  't.hiddenAt, t.hiddenReason, t.commentCount, t.worked, t.partly, t.failed, t.plantSlug, t.morePhotos';

const ORDER_BY = {
  newest: 't.createdAt DESC, t._id DESC',
  likes: 't.likes DESC, t.createdAt DESC, t._id DESC',
  liked: 'l.createdAt DESC, l.tipId DESC',
  tried: 't.worked DESC, t.createdAt DESC, t._id DESC',
} as const;

export function planTipList(filter: TipListFilter): ListPlan {
  const order = orderOf(filter);
  const keys = filter.cursor === undefined ? null : decodeCursor(filter.cursor, order);
  const availabilities = visibleAvailabilities(filter);
  const words = searchWords(filter.q);
  const searching = filter.q !== undefined && filter.q.trim() !== '';
  const none = { page: null, total: { sql: 'SELECT 0 AS n', params: [] } };
  if (availabilities.length === 0 || (searching && words.length === 0)) return none;
  if (filter.authorUids !== undefined && filter.authorUids.length === 0) return none;
  if (filter.plantSlugs !== undefined && filter.plantSlugs.length === 0) return none;

  const where: string[] = [];
  const params: unknown[] = [];
  if (order === 'liked') {
    where.push('l.uid = ?');
    params.push(filter.likedBy);
  }
  if (availabilities.length === 1) {
    where.push('t.availability = ?');
    params.push(availabilities[0]);
  }
  if (filter.authorUid !== undefined) {
    where.push('t.authorUid = ?');
    params.push(filter.authorUid);
  }
  if (filter.authorUids !== undefined) {
    where.push(`t.authorUid IN (${filter.authorUids.map(() => '?').join(', ')})`);
    params.push(...filter.authorUids);
  }
  if (!filter.includeModerated) where.push('t.hiddenAt IS NULL');
  const excluded = filter.excludeAuthors ?? [];
  if (excluded.length > 0) {
    where.push(`t.authorUid NOT IN (${excluded.map(() => '?').join(', ')})`);
    params.push(...excluded);
  }
  // The unary + keeps the planner on the sort-order index and filters as it walks, which
  // finds a page of a common difficulty or category without sorting every match.
  for (const [column, value] of listedBy(filter)) {
    where.push(`+t.${column} = ?`);
    params.push(value);
  }
  // Tested as the sort-order index is walked, like difficulty and category (see SEASON_SCHEMA).
  if (filter.seasonMonth !== undefined) {
    where.push('(t.monthMask & ?) != 0');
    params.push(1 << (filter.seasonMonth - 1));
  }
  if (filter.plantSlugs !== undefined) {
    where.push(`t.plantSlug IN (${filter.plantSlugs.map(() => '?').join(', ')})`);
    params.push(...filter.plantSlugs);
  }
  if (filter.workedNear !== undefined) {
    const { hemisphere, zones } = filter.workedNear;
    const zoneTest =
      zones === null ? '' : ` AND (zone IS NULL OR zone = 'not sure' OR zone IN (${zones.map(() => '?').join(', ')}))`;
    where.push(`t._id IN (SELECT tipId FROM trials WHERE outcome = 'worked' AND hemisphere = ?${zoneTest})`);
    params.push(hemisphere, ...(zones ?? []));
  }
  if (searching) {
    where.push('t.seq IN (SELECT rowid FROM tips_fts WHERE tips_fts MATCH ?)');
    params.push(ftsQuery(words));
  }

  const from = order === 'liked' ? 'likes l JOIN tips t ON t._id = l.tipId' : 'tips t';
  const total = countPlan(filter, availabilities, searching, from, where, params);

  const pageWhere = [...where];
  const pageParams = [...params];
  if (keys !== null) {
    if (keys.o === 'likes') {
      pageWhere.push('(t.likes, t.createdAt, t._id) < (?, ?, ?)');
      pageParams.push(keys.l, keys.c, keys.i);
    } else if (keys.o === 'tried') {
      pageWhere.push('(t.worked, t.createdAt, t._id) < (?, ?, ?)');
      pageParams.push(keys.w, keys.c, keys.i);
    } else {
      pageWhere.push(keys.o === 'liked' ? '(l.createdAt, l.tipId) < (?, ?)' : '(t.createdAt, t._id) < (?, ?)');
      pageParams.push(keys.c, keys.i);
    }
  }
  const likedAt = order === 'liked' ? ', l.createdAt AS likedAt' : '';
  const sql =
    `SELECT ${TIP_COLUMNS}${likedAt} FROM ${from}` +
    (pageWhere.length > 0 ? ` WHERE ${pageWhere.join(' AND ')}` : '') +
    ` ORDER BY ${ORDER_BY[order]} LIMIT ?`;
  pageParams.push(filter.limit + 1);
  return { page: { sql, params: pageParams }, total };
}

/** The difficulty and category the list is narrowed to, as [column, value] pairs. */
function listedBy(filter: TipListFilter): [column: 'difficulty' | 'category', value: string][] {
  const pairs: [column: 'difficulty' | 'category', value: string][] = [];
  if (filter.difficulty !== undefined) pairs.push(['difficulty', filter.difficulty]);
  if (filter.category !== undefined) pairs.push(['category', filter.category]);
  return pairs;
}

/** Unsearched lists of everyone's tips are counted from tip_counts; the rest with COUNT over their index. */
function countPlan(
  filter: TipListFilter,
  availabilities: string[],
  searching: boolean,
  from: string,
  where: string[],
  params: unknown[],
): ListPlan['total'] {
  const excluding = (filter.excludeAuthors ?? []).length > 0;
  if (
    !searching &&
    filter.authorUid === undefined &&
    filter.authorUids === undefined &&
    filter.likedBy === undefined &&
    filter.workedNear === undefined &&
    filter.plantSlugs === undefined &&
    !excluding
  ) {
    const conditions = [`availability IN (${availabilities.map(() => '?').join(', ')})`];
    const countParams: unknown[] = [...availabilities];
    const table = filter.seasonMonth === undefined ? 'tip_counts' : 'tip_month_counts';
    if (filter.seasonMonth !== undefined) {
      conditions.unshift('month = ?');
      countParams.unshift(filter.seasonMonth);
    }
    for (const [column, value] of listedBy(filter)) {
      conditions.push(`${column} = ?`);
      countParams.push(value);
    }
    const counted = `SELECT COALESCE(SUM(n), 0) FROM ${table} WHERE ${conditions.join(' AND ')}`;
    if (filter.includeModerated) return { sql: `SELECT (${counted}) AS n`, params: countParams };
    // The counts include tips moderators hid: those few are counted off (a partial index finds them).
    const hidden = [`hiddenAt IS NOT NULL`, `availability IN (${availabilities.map(() => '?').join(', ')})`];
    const hiddenParams: unknown[] = [...availabilities];
    for (const [column, value] of listedBy(filter)) {
      hidden.push(`${column} = ?`);
      hiddenParams.push(value);
    }
    if (filter.seasonMonth !== undefined) {
      hidden.push('(monthMask & ?) != 0');
      hiddenParams.push(1 << (filter.seasonMonth - 1));
    }
    return {
      sql: `SELECT (${counted}) - (SELECT COUNT(*) FROM tips WHERE ${hidden.join(' AND ')}) AS n`,
      params: [...countParams, ...hiddenParams],
    };
  }
  const sql = `SELECT COUNT(*) AS n FROM ${from}` + (where.length > 0 ? ` WHERE ${where.join(' AND ')}` : '');
  return { sql, params: [...params] };
}
