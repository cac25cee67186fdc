import { InvalidCursorError, type Page } from './errors';

/**
 * What both adapters share: the keyset cursor and the page cut (a tip list's order: features/tips/list-order.ts).
 * A cursor is base64url JSON of the last row's sort keys, tagged with the order it
 * belongs to, so a cursor from one order can never be read as another.
 */

/** newest: (createdAt desc, _id desc); likes: (likes desc, createdAt desc, _id desc); liked: (like createdAt desc, tipId desc). */
export type CursorKeys =
  | { o: 'newest'; c: string; i: string }
  | { o: 'likes'; l: number; c: string; i: string }
  | { o: 'liked'; c: string; i: string }
  // tried: (worked desc, createdAt desc, _id desc); oldest: a tip's comments (createdAt asc, _id asc).
  | { o: 'tried'; w: number; c: string; i: string }
  | { o: 'oldest'; c: string; i: string }
  // near: questions near the reader first (n 1, then 0), each newest first (features/questions).
  | { o: 'near'; n: number; c: string; i: string };

export type Order = CursorKeys['o'];

export function encodeCursor(keys: CursorKeys): string {
  return Buffer.from(JSON.stringify(keys), 'utf8').toString('base64url');
}

const HEX_ID = /^[0-9a-f]{24}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

/** Reads a cursor made by encodeCursor for this order; anything else is an InvalidCursorError. */
export function decodeCursor(cursor: string, order: Order): CursorKeys {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(cursor)) throw new InvalidCursorError();
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new InvalidCursorError();
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new InvalidCursorError();
  const keys = value as Record<string, unknown>;
  const { o, c, i, l, w, n } = keys;
  const expected =
    order === 'likes'
      ? ['c', 'i', 'l', 'o']
      : order === 'tried'
        ? ['c', 'i', 'o', 'w']
        : order === 'near'
          ? ['c', 'i', 'n', 'o']
          : ['c', 'i', 'o'];
  const count = order === 'likes' ? l : order === 'near' ? n : w;
  const sameKeys = Object.keys(keys).sort().join() === expected.join();
  const validKeys =
    sameKeys &&
    o === order &&
    typeof c === 'string' &&
    ISO_DATE.test(c) &&
    typeof i === 'string' &&
    HEX_ID.test(i) &&
    ((order !== 'likes' && order !== 'tried' && order !== 'near') ||
      (typeof count === 'number' && Number.isSafeInteger(count) && count >= 0 && (order !== 'near' || count <= 1)));
  if (!validKeys) throw new InvalidCursorError();
  return keys as CursorKeys;
}

/** Cuts the limit+1 rows a query fetched into a page; the extra row only says a next page exists. */
export function cutPage<Row, Item>(
  rows: Row[],
  limit: number,
  total: number,
  toItem: (row: Row) => Item,
  keysOf: (row: Row) => CursorKeys,
): Page<Item> {
  const hasMore = rows.length > limit;
  const kept = hasMore ? rows.slice(0, limit) : rows;
  const last = kept[kept.length - 1];
  return {
    items: kept.map(toItem),
    total,
    nextCursor: hasMore && last !== undefined ? encodeCursor(keysOf(last)) : null,
  };
}

const ANY_CASE_HEX_ID = /^[0-9a-f]{24}$/i;

/**
 * Ids are normalised at each store's boundary: a 24-hex id in any case names the same tip
 * (ids are stored in lower case), and anything else names no tip.
 */
export function normalizeId(id: string): string | null {
  return ANY_CASE_HEX_ID.test(id) ? id.toLowerCase() : null;
}
