import { ObjectId } from 'bson';
import type { TrialOutcome } from '@green-circle/contract';
import type { EmbeddedContext } from '../../store-core/embedded-context';
import { cutPage, decodeCursor, normalizeId } from '../../store-core/paging';
import { addColumns } from '../../store-core/embedded-migrate';
import type { EmbeddedPart } from '../../store-core/parts';
import { embeddedNotifications } from '../notifications';
import { CONVERSATION_SCHEMA } from './embedded-schema';
import type { ConversationStore, NewComment, NewTrial, PageRequest, StoredComment, StoredTrial } from './store';
import { conversationMemberOnSqlite } from './embedded-member';

/**
 * The conversation in the embedded store: comments and trials in their own tables
 * (embedded-schema.ts), whose triggers keep each tip's commentCount and trials
 * summary, so every change here is one transaction with its counts. Lists are keyset-paged:
 * comments oldest first, trials newest first.
 */
type CommentRow = Omit<StoredComment, 'deleted' | 'parentId' | 'editedAt' | 'moderation'> & {
  deleted: number;
  parentId: string | null;
  editedAt: string | null;
  hiddenAt: string | null;
  hiddenReason: string | null;
};

const COMMENT_COLUMNS =
  '_id, tipId, parentId, authorUid, displayName, authorPhotoURL, body, createdAt, editedAt, deleted, hiddenAt, hiddenReason';
const TRIAL_COLUMNS =
  '_id, tipId, authorUid, outcome, note, photo, photoAlt, month, hemisphere, zone, displayName, authorPhotoURL, createdAt, updatedAt';

const toComment = ({ deleted, hiddenAt, hiddenReason, ...row }: CommentRow): StoredComment => ({
  ...row,
  deleted: deleted === 1,
  moderation: hiddenAt === null ? null : { hiddenAt, reason: hiddenReason ?? '' },
});

export const conversationOnSqlite: EmbeddedPart<ConversationStore> = {
  member: conversationMemberOnSqlite,
  migrations: {
    // Comments and trials, with the tip's counts kept by triggers (embedded-schema.ts).
    11: { name: 'comments-and-trials', up: (db) => db.exec(CONVERSATION_SCHEMA) },
    // What a report's photo shows, in the reporter's words (its alt on the tip's evidence).
    23: { name: "what a report's photo shows", up: addColumns('trials', { photoAlt: "TEXT NOT NULL DEFAULT ''" }) },
  },
  methods: (ctx) => ({ ...embeddedComments(ctx), ...embeddedTrials(ctx) }),
};

const tipExistsIn =
  ({ sql }: EmbeddedContext) =>
  (tipId: string) =>
    sql('SELECT 1 FROM tips WHERE _id = ?').get(tipId) !== undefined;

/**
 * One page of a tip's comments or trials in (createdAt, _id) order, oldest or newest first, from the
 * cursor on; the total counts the tip's whole list. An id that is no tip's has nothing.
 */
function pageOfTip<Row extends { createdAt: string; _id: string }, Item>(
  { sql, cached }: EmbeddedContext,
  table: 'comments' | 'trials',
  columns: string,
  anyTipId: string,
  page: PageRequest,
  order: 'oldest' | 'newest',
  toItem: (row: Row) => Item,
) {
  const tipId = normalizeId(anyTipId) ?? '';
  return cached(`${table} ${tipId} ${page.limit} ${page.cursor ?? ''}`, () => {
    const keys = page.cursor === undefined ? null : decodeCursor(page.cursor, order);
    const [beyond, direction] = order === 'oldest' ? ['>', ''] : ['<', ' DESC'];
    const after = keys === null ? '' : ` AND (createdAt, _id) ${beyond} (?, ?)`;
    const rows = sql(
      `SELECT ${columns} FROM ${table} WHERE tipId = ?${after} ORDER BY createdAt${direction}, _id${direction} LIMIT ?`,
    ).all(tipId, ...(keys === null ? [] : [keys.c, keys.i]), page.limit + 1) as Row[];
    const total = (sql(`SELECT COUNT(*) AS n FROM ${table} WHERE tipId = ?`).get(tipId) as { n: number }).n;
    return cutPage(rows, page.limit, total, toItem, (row) => ({ o: order, c: row.createdAt, i: row._id }));
  });
}

/** Comments under a tip, and their replies. */
function embeddedComments(ctx: EmbeddedContext) {
  const { db, sql, run, write, now } = ctx;
  const { notifyTx } = ctx.use(embeddedNotifications);
  const tipExists = tipExistsIn(ctx);
  const comment = (id: string) =>
    sql(`SELECT ${COMMENT_COLUMNS} FROM comments WHERE _id = ?`).get(id) as CommentRow | undefined;
  const replies = (id: string) =>
    (sql('SELECT COUNT(*) AS n FROM comments WHERE parentId = ?').get(id) as { n: number }).n;

  const createOne = db.transaction(({ notify, ...input }: NewComment): StoredComment | null => {
    if (!tipExists(input.tipId)) return null;
    if (input.parentId !== null) {
      const parent = comment(input.parentId);
      if (parent === undefined || parent.tipId !== input.tipId || parent.parentId !== null) return null;
    }
    const id = new ObjectId().toHexString();
    sql(
      `INSERT INTO comments (_id, tipId, parentId, authorUid, displayName, authorPhotoURL, body, createdAt)
       VALUES (@id, @tipId, @parentId, @authorUid, @displayName, @authorPhotoURL, @body, @createdAt)`,
    ).run({ ...input, id, createdAt: now() });
    const created = toComment(comment(id)!);
    for (const note of notify?.(created) ?? []) notifyTx(note);
    return created;
  });

  const editOne = db.transaction((id: string, body: string): StoredComment | null => {
    const changed = sql('UPDATE comments SET body = ?, editedAt = ? WHERE _id = ? AND deleted = 0').run(
      body,
      now(),
      id,
    );
    return changed.changes === 0 ? null : toComment(comment(id)!);
  });

  const deleteOne = db.transaction((id: string): number => {
    const row = comment(id);
    if (row === undefined || row.deleted === 1) return 0;
    if (row.parentId === null && replies(id) > 0) {
      // Its replies still read as a thread: the place stays, the words go.
      sql("UPDATE comments SET deleted = 1, body = '', editedAt = NULL WHERE _id = ?").run(id);
      return 1;
    }
    sql('DELETE FROM comments WHERE _id = ?').run(id);
    if (row.parentId !== null && replies(row.parentId) === 0)
      sql('DELETE FROM comments WHERE _id = ? AND deleted = 1').run(row.parentId);
    return 1;
  });

  return {
    listComments: (anyTipId, page) => pageOfTip(ctx, 'comments', COMMENT_COLUMNS, anyTipId, page, 'oldest', toComment),

    getComment: (anyId) => {
      const id = normalizeId(anyId);
      return run(() => {
        const row = id === null ? undefined : comment(id);
        return row === undefined ? null : toComment(row);
      });
    },

    createComment: (input) => write(() => createOne.immediate(input)),

    editComment: (anyId, body) => {
      const id = normalizeId(anyId);
      return id === null ? Promise.resolve(null) : write(() => editOne.immediate(id, body));
    },

    deleteComment: (anyId) => {
      const id = normalizeId(anyId);
      return id === null ? Promise.resolve(0) : write(() => deleteOne.immediate(id));
    },
  } satisfies Partial<ConversationStore>;
}

/** "I tried this" reports: one per member and tip. */
function embeddedTrials(ctx: EmbeddedContext) {
  const { db, sql, run, write, now } = ctx;
  const { notifyTx } = ctx.use(embeddedNotifications);
  const tipExists = tipExistsIn(ctx);
  const trial = (tipId: string, uid: string) =>
    (sql(`SELECT ${TRIAL_COLUMNS} FROM trials WHERE tipId = ? AND authorUid = ?`).get(tipId, uid) as
      StoredTrial | undefined) ?? null;

  const putOne = db.transaction(({ notify, photoAlt = '', ...rest }: NewTrial) => {
    const input = { ...rest, photoAlt };
    if (!tipExists(input.tipId)) return null;
    const before = trial(input.tipId, input.authorUid);
    const at = now();
    if (before === null) {
      sql(
        `INSERT INTO trials (_id, tipId, authorUid, outcome, note, photo, photoAlt, month, hemisphere, zone,
           displayName, authorPhotoURL, createdAt, updatedAt)
         VALUES (@id, @tipId, @authorUid, @outcome, @note, @photo, @photoAlt, @month, @hemisphere, @zone,
           @displayName, @authorPhotoURL, @at, @at)`,
      ).run({ ...input, id: new ObjectId().toHexString(), at });
    } else {
      sql(
        `UPDATE trials SET outcome = @outcome, note = @note, photo = @photo, photoAlt = @photoAlt, month = @month,
           hemisphere = @hemisphere,
           zone = @zone, displayName = @displayName, authorPhotoURL = @authorPhotoURL, updatedAt = @at
         WHERE _id = @id`,
      ).run({ ...input, id: before._id, at });
    }
    const result = { trial: trial(input.tipId, input.authorUid)!, created: before === null };
    for (const note of notify?.(result) ?? []) notifyTx(note);
    return { ...result, previousPhoto: before?.photo ?? null };
  });

  const deleteTrialOne = db.transaction((tipId: string, uid: string) => {
    const before = trial(tipId, uid);
    if (before !== null) sql('DELETE FROM trials WHERE _id = ?').run(before._id);
    return before;
  });

  return {
    putTrial: (input) => write(() => putOne.immediate(input)),

    getTrial: (anyTipId, uid) => {
      const tipId = normalizeId(anyTipId);
      return run(() => (tipId === null ? null : trial(tipId, uid)));
    },

    deleteTrial: (anyTipId, uid) => {
      const tipId = normalizeId(anyTipId);
      return tipId === null ? Promise.resolve(null) : write(() => deleteTrialOne.immediate(tipId, uid));
    },

    listTrials: (anyTipId, page) =>
      pageOfTip(ctx, 'trials', TRIAL_COLUMNS, anyTipId, page, 'newest', (row: StoredTrial) => row),

    trialOutcomes: (uid, tipIds) =>
      run(() => {
        const ids = tipIds.map(normalizeId).filter((id): id is string => id !== null);
        const outcomes = new Map<string, TrialOutcome>();
        if (ids.length === 0) return outcomes;
        const rows = db
          .prepare(
            `SELECT tipId, outcome FROM trials WHERE authorUid = ? AND tipId IN (${ids.map(() => '?').join(', ')})`,
          )
          .all(uid, ...ids) as Array<{ tipId: string; outcome: TrialOutcome }>;
        for (const row of rows) outcomes.set(row.tipId, row.outcome);
        return outcomes;
      }),
  } satisfies Partial<ConversationStore>;
}
