import { plantSlugOf, type TipInput, type TopTip } from '@green-circle/contract';
import type { EmbeddedContext } from '../../store-core/embedded-context';
import { cutPage, normalizeId } from '../../store-core/paging';
import type { EmbeddedPart } from '../../store-core/parts';
import { TIP_COLUMNS, planTipList, type ListPlan } from './embedded-list';
import { TIPS_EMBEDDED_MIGRATIONS } from './embedded-migrations';
import { insertTip, seasonColumns, toTip, type TipRow } from './embedded-rows';
import { morePhotosOf, pickTip } from './tip-fields';
import { orderOf } from './list-order';
import { embeddedTipShares } from '../shared-tips';
import { indexWords } from './search';
import type { AuthorAtUpdate, NewTip, TipListFilter, TipsStore } from './store';
import { tipsMemberOnSqlite } from './embedded-member';

/** Tips in SQLite: a list's total comes from counts triggers keep (embedded-list.ts), never a COUNT over every tip. */
export const tipsOnSqlite: EmbeddedPart<TipsStore> = {
  member: tipsMemberOnSqlite,
  migrations: TIPS_EMBEDDED_MIGRATIONS,
  methods: (ctx) => {
    const { db, sql, cached, write } = ctx;
    const { shareTx } = ctx.use(embeddedTipShares);
    // A tip made Public for the first time is noted for its author's followers in the same transaction.
    const createOne = db.transaction((tip: NewTip) => {
      const id = insertTip(ctx, tip, 0, ctx.now());
      if (tip.availability === 'Public') shareTx(id, tip.authorUid);
      return id;
    });
    const updateOne = db.transaction((id: string, input: TipInput, author: AuthorAtUpdate = {}) =>
      updateTipRow(ctx, id, input, author, shareTx),
    );
    return {
      listTips: (filter) => cached(`list ${JSON.stringify(filter)}`, () => listPage(ctx, filter)),

      getTip: (anyId) => {
        const id = normalizeId(anyId);
        if (id === null) return Promise.resolve(null);
        return cached(`tip ${id}`, () => {
          const row = sql(`SELECT ${TIP_COLUMNS} FROM tips t WHERE t._id = ?`).get(id) as TipRow | undefined;
          return row === undefined ? null : toTip(row);
        });
      },

      createTip: (tip) => write(() => createOne.immediate(tip)),

      updateTip: (anyId, input, author) => {
        const id = normalizeId(anyId);
        return id === null ? Promise.resolve(0) : write(() => updateOne.immediate(id, input, author));
      },

      // The delete trigger removes the tip's search words, its count and its likes in the same statement.
      deleteTip: (anyId) => {
        const id = normalizeId(anyId);
        return id === null ? Promise.resolve(0) : write(() => sql('DELETE FROM tips WHERE _id = ?').run(id).changes);
      },

      topLiked: (limit, excludeAuthors = []) =>
        cached(`top ${limit} ${JSON.stringify(excludeAuthors)}`, () => {
          const without =
            excludeAuthors.length > 0 ? `AND authorUid NOT IN (${excludeAuthors.map(() => '?').join(', ')})` : '';
          return sql(
            `SELECT _id, title, image, imageAlt, description, likes FROM tips WHERE availability = 'Public'
             AND hiddenAt IS NULL ${without} ORDER BY likes DESC, createdAt DESC, _id DESC LIMIT ?`,
          ).all(...excludeAuthors, limit) as TopTip[];
        }),
    };
  },
};

function listPage(ctx: EmbeddedContext, filter: TipListFilter) {
  const plan = planTipList(filter);
  const total = totalOf(ctx, filter, plan);
  if (plan.page === null) return { items: [], total, nextCursor: null };
  const rows = ctx.sql(plan.page.sql).all(...plan.page.params) as TipRow[];
  const order = orderOf(filter);
  // Rows are copied once: the months column is JSON text, and liked-tips rows carry likedAt.
  return cutPage(rows, filter.limit, total, toTip, (row) =>
    order === 'likes'
      ? { o: 'likes', l: row.likes, c: row.createdAt, i: row._id }
      : order === 'tried'
        ? { o: 'tried', w: row.worked, c: row.createdAt, i: row._id }
        : order === 'liked'
          ? { o: 'liked', c: row.likedAt ?? '', i: row._id }
          : { o: 'newest', c: row.createdAt, i: row._id },
  );
}

/** A list's total does not change with the cursor or the page size: counted once per data version. */
function totalOf(ctx: EmbeddedContext, filter: TipListFilter, plan: ListPlan) {
  const { cursor: _cursor, limit: _limit, ...shape } = filter;
  return ctx.keep(`total ${JSON.stringify(shape)}`, () => ctx.count(plan.total.sql, ...plan.total.params));
}

function updateTipRow(
  ctx: EmbeddedContext,
  id: string,
  input: TipInput,
  author: AuthorAtUpdate,
  shareTx: (tipId: string, authorUid: string) => void,
) {
  const { sql } = ctx;
  const row = sql('SELECT seq, availability, authorUid FROM tips WHERE _id = ?').get(id) as
    { seq: number; availability: string; authorUid: string } | undefined;
  if (row === undefined) return 0;
  if (input.availability === 'Public' && row.availability !== 'Public') shareTx(id, row.authorUid);
  // No photos sent (an older client): the photos after the cover stay.
  const more = morePhotosOf(input);
  sql(
    `UPDATE tips SET title = @title, plantType = @plantType, difficulty = @difficulty, category = @category,
       description = @description, image = @image, imageAlt = @imageAlt, availability = @availability, updatedAt = @updatedAt,
       months = @months, hemisphere = @hemisphere, monthMask = @monthMask, plantSlug = @plantSlug
       ${more === undefined ? '' : ', morePhotos = @morePhotos'}
       ${author.profile ? ', displayName = @displayName, authorPhotoURL = @authorPhotoURL' : ''}
     WHERE seq = @seq`,
  ).run({
    ...pickTip(input),
    ...seasonColumns(input, author.hemisphere),
    plantSlug: plantSlugOf(input.plantType),
    ...(more === undefined ? {} : { morePhotos: JSON.stringify(more) }),
    ...(author.profile
      ? { displayName: author.profile.displayName, authorPhotoURL: author.profile.authorPhotoURL }
      : {}),
    seq: row.seq,
    updatedAt: ctx.now(),
  });
  sql('UPDATE tips_fts SET words = ? WHERE rowid = ?').run(indexWords(input).join(' '), row.seq);
  return 1;
}
