import { ObjectId } from 'bson';
import type { EmbeddedContext } from '../../store-core/embedded-context';
import { normalizeId } from '../../store-core/paging';
import type { EmbeddedPart } from '../../store-core/parts';
import { embeddedNotifications } from '../notifications';
import { setModerationOnSqlite } from '../safety';
import { questionsMemberOnSqlite } from './embedded-member';
import { QUESTIONS_SCHEMA } from './embedded-schema';
import { listQuestionRows, placeholders, QUESTION_COLUMNS, toQuestion, type QuestionRow } from './embedded-list';
import type { NewQuestion, QuestionsStore, StoredAnswer, StoredQuestion } from './store';

/**
 * Questions and answers in SQLite (embedded-schema.ts): queries only. Triggers keep the
 * counts; a write and its notifications are one transaction.
 */
type AnswerRow = Omit<StoredAnswer, 'photo' | 'moderation'> & {
  photoUrl: string | null;
  photoAlt: string | null;
  hiddenAt: string | null;
  hiddenReason: string | null;
};

const ANSWER_COLUMNS = `_id, questionId, authorUid, displayName, authorPhotoURL, body, photoUrl, photoAlt, tipId,
  helpfulCount, createdAt, editedAt, hiddenAt, hiddenReason`;

const toAnswer = ({ photoUrl, photoAlt, hiddenAt, hiddenReason, ...row }: AnswerRow): StoredAnswer => ({
  ...row,
  photo: photoUrl === null ? null : { url: photoUrl, alt: photoAlt ?? '' },
  moderation: hiddenAt === null ? null : { hiddenAt, reason: hiddenReason ?? '' },
});

export const questionsOnSqlite: EmbeddedPart<QuestionsStore> = {
  member: questionsMemberOnSqlite,
  migrations: {
    20: { name: 'questions', up: (db) => db.exec(QUESTIONS_SCHEMA) },
  },
  methods: (ctx) => ({ ...embeddedQuestions(ctx), ...embeddedAnswers(ctx), ...embeddedRouting(ctx) }),
};

function embeddedQuestions(ctx: EmbeddedContext) {
  const { db, sql, run, cached, write, now } = ctx;
  const question = (id: string) =>
    sql(`SELECT ${QUESTION_COLUMNS} FROM questions q WHERE q._id = ?`).get(id) as QuestionRow | undefined;
  const putWords = (id: string, words: readonly string[]) => {
    sql('DELETE FROM question_words WHERE questionId = ?').run(id);
    const insert = sql('INSERT OR IGNORE INTO question_words (word, questionId) VALUES (?, ?)');
    for (const word of words) insert.run(word, id);
  };
  const answersOf = (id: string) =>
    (
      sql(`SELECT ${ANSWER_COLUMNS} FROM answers WHERE questionId = ? ORDER BY createdAt, _id`).all(id) as AnswerRow[]
    ).map(toAnswer);

  const createOne = db.transaction(({ words, photos, ...input }: NewQuestion): StoredQuestion => {
    const id = new ObjectId().toHexString();
    sql(
      `INSERT INTO questions (_id, authorUid, displayName, authorPhotoURL, title, details, plantType, plantSlug, photos,
         hemisphere, zone, createdAt)
       VALUES (@id, @authorUid, @displayName, @authorPhotoURL, @title, @details, @plantType, @plantSlug, @photos,
         @hemisphere, @zone, @createdAt)`,
    ).run({ ...input, id, photos: JSON.stringify(photos), createdAt: now() });
    putWords(id, words);
    return toQuestion(question(id)!);
  });

  const updateOne = db.transaction(
    (id: string, { words, photos, ...changes }: Parameters<QuestionsStore['updateQuestion']>[1]) => {
      if (question(id) === undefined) return null;
      const sets: Record<string, unknown> = { ...changes, editedAt: now() };
      if (photos !== undefined) sets.photos = JSON.stringify(photos);
      const columns = Object.keys(sets).filter((key) => sets[key] !== undefined);
      sql(`UPDATE questions SET ${columns.map((c) => `${c} = @${c}`).join(', ')} WHERE _id = @_id`).run({
        ...Object.fromEntries(columns.map((c) => [c, sets[c]])),
        _id: id,
      });
      if (words !== undefined) putWords(id, words);
      return toQuestion(question(id)!);
    },
  );

  const deleteOne = db.transaction((id: string) => {
    const row = question(id);
    if (row === undefined) return null;
    const answers = answersOf(id);
    sql('DELETE FROM questions WHERE _id = ?').run(id);
    return { question: toQuestion(row), answers };
  });

  return {
    createQuestion: (input) => write(() => createOne.immediate(input)),
    getQuestion: (anyId) => {
      const id = normalizeId(anyId);
      return run(() => {
        const row = id === null ? undefined : question(id);
        return row === undefined ? null : toQuestion(row);
      });
    },
    questionsByIds: (anyIds) =>
      run(() => {
        const ids = [...new Set(anyIds.map(normalizeId).filter((id): id is string => id !== null))];
        if (ids.length === 0) return [];
        return (
          db
            .prepare(`SELECT ${QUESTION_COLUMNS} FROM questions q WHERE q._id IN (${placeholders(ids.length)})`)
            .all(...ids) as QuestionRow[]
        ).map(toQuestion);
      }),
    // Kept until a write (the read cache, as the tip lists): a plant's page read counted all its questions.
    listQuestions: (filter, page) =>
      cached(`questions ${JSON.stringify(filter)} ${JSON.stringify(page)}`, () => listQuestionRows(db, filter, page)),
    updateQuestion: (anyId, changes) => {
      const id = normalizeId(anyId);
      return id === null ? Promise.resolve(null) : write(() => updateOne.immediate(id, changes));
    },
    deleteQuestion: (anyId) => {
      const id = normalizeId(anyId);
      return id === null ? Promise.resolve(null) : write(() => deleteOne.immediate(id));
    },
    setQuestionModeration: (anyId, mark) => setModerationOnSqlite(ctx, 'questions', anyId, mark),
    setAccepted: (anyId, accepted) =>
      write(() => {
        sql('UPDATE questions SET acceptedAnswerId = ?, solvedTipId = ?, acceptedAuthorUid = ? WHERE _id = ?').run(
          accepted?.answerId ?? null,
          accepted?.tipId ?? null,
          accepted?.authorUid ?? null,
          normalizeId(anyId) ?? '',
        );
      }),
  } satisfies Partial<QuestionsStore>;
}

function embeddedAnswers(ctx: EmbeddedContext) {
  const { db, sql, run, write, now } = ctx;
  const { notifyTx } = ctx.use(embeddedNotifications);
  const answer = (id: string) =>
    sql(`SELECT ${ANSWER_COLUMNS} FROM answers WHERE _id = ?`).get(id) as AnswerRow | undefined;

  const createOne = db.transaction(({ notify, photo, ...input }: Parameters<QuestionsStore['createAnswer']>[0]) => {
    if (sql('SELECT 1 FROM questions WHERE _id = ?').get(input.questionId) === undefined) return null;
    const id = new ObjectId().toHexString();
    sql(
      `INSERT INTO answers (_id, questionId, authorUid, displayName, authorPhotoURL, body, photoUrl, photoAlt, tipId, createdAt)
       VALUES (@id, @questionId, @authorUid, @displayName, @authorPhotoURL, @body, @photoUrl, @photoAlt, @tipId, @createdAt)`,
    ).run({ ...input, id, photoUrl: photo?.url ?? null, photoAlt: photo?.alt ?? null, createdAt: now() });
    const created = toAnswer(answer(id)!);
    for (const note of notify?.(created) ?? []) notifyTx(note);
    return created;
  });

  const updateOne = db.transaction((id: string, changes: Parameters<QuestionsStore['updateAnswer']>[1]) => {
    if (answer(id) === undefined) return null;
    const sets: Record<string, unknown> = { editedAt: now() };
    if (changes.body !== undefined) sets.body = changes.body;
    if (changes.tipId !== undefined) sets.tipId = changes.tipId;
    if (changes.photo !== undefined) {
      sets.photoUrl = changes.photo?.url ?? null;
      sets.photoAlt = changes.photo?.alt ?? null;
    }
    const columns = Object.keys(sets);
    sql(`UPDATE answers SET ${columns.map((c) => `${c} = @${c}`).join(', ')} WHERE _id = @_id`).run({
      ...sets,
      _id: id,
    });
    return toAnswer(answer(id)!);
  });

  const deleteOne = db.transaction((id: string) => {
    const row = answer(id);
    if (row === undefined) return null;
    sql('DELETE FROM answers WHERE _id = ?').run(id);
    return toAnswer(row);
  });

  const putHelpfulOne = db.transaction(
    (answerId: string, uid: string, notify?: () => Parameters<typeof notifyTx>[0][]) => {
      if (answer(answerId) === undefined) return { created: false };
      const created =
        sql('INSERT OR IGNORE INTO answer_helpful (answerId, uid, createdAt) VALUES (?, ?, ?)').run(
          answerId,
          uid,
          now(),
        ).changes === 1;
      if (created) for (const note of notify?.() ?? []) notifyTx(note);
      return { created };
    },
  );

  return {
    createAnswer: (input) => write(() => createOne.immediate(input)),
    getAnswer: (anyId) => {
      const id = normalizeId(anyId);
      return run(() => {
        const row = id === null ? undefined : answer(id);
        return row === undefined ? null : toAnswer(row);
      });
    },
    listAnswers: (anyId) =>
      run(() =>
        (
          sql(`SELECT ${ANSWER_COLUMNS} FROM answers WHERE questionId = ? ORDER BY createdAt, _id`).all(
            normalizeId(anyId) ?? '',
          ) as AnswerRow[]
        ).map(toAnswer),
      ),
    updateAnswer: (anyId, changes) => {
      const id = normalizeId(anyId);
      return id === null ? Promise.resolve(null) : write(() => updateOne.immediate(id, changes));
    },
    deleteAnswer: (anyId) => {
      const id = normalizeId(anyId);
      return id === null ? Promise.resolve(null) : write(() => deleteOne.immediate(id));
    },
    setAnswerModeration: (anyId, mark) => setModerationOnSqlite(ctx, 'answers', anyId, mark),
    putHelpful: (anyId, uid, notify) => {
      const id = normalizeId(anyId);
      return id === null ? Promise.resolve({ created: false }) : write(() => putHelpfulOne.immediate(id, uid, notify));
    },
    deleteHelpful: (anyId, uid) =>
      write(
        () =>
          sql('DELETE FROM answer_helpful WHERE answerId = ? AND uid = ?').run(normalizeId(anyId) ?? '', uid).changes,
      ),
    helpfulMarks: (uid, anyIds) =>
      run(() => {
        const ids = anyIds.map(normalizeId).filter((id): id is string => id !== null);
        if (ids.length === 0) return new Set<string>();
        const rows = db
          .prepare(`SELECT answerId FROM answer_helpful WHERE uid = ? AND answerId IN (${placeholders(ids.length)})`)
          .pluck()
          .all(uid, ...ids) as string[];
        return new Set(rows);
      }),
  } satisfies Partial<QuestionsStore>;
}

function embeddedRouting(ctx: EmbeddedContext) {
  const { db, sql, run, write, now } = ctx;
  const { notifyTx } = ctx.use(embeddedNotifications);
  const except = (column: string, uids: readonly string[]) =>
    uids.length === 0 ? '' : ` AND ${column} NOT IN (${placeholders(uids.length)})`;

  const recordOne = db.transaction((questionId: string, notes: Parameters<QuestionsStore['recordRoutes']>[1]) => {
    const at = now();
    for (const note of notes) {
      const added = sql('INSERT OR IGNORE INTO question_routes (questionId, uid, at) VALUES (?, ?, ?)').run(
        questionId,
        note.recipientUid,
        note.createdAt ?? at,
      ).changes;
      if (added === 1) notifyTx(note);
    }
  });

  return {
    growersOf: (slug, near, exceptUids, limit) =>
      run(() => {
        const zones = near.zones === null ? '' : ` AND g.zone IN (${placeholders(near.zones.length)})`;
        return db
          .prepare(
            `SELECT p.uid FROM member_plants p JOIN gardens g ON g.uid = p.uid
             WHERE p.slug = ? AND g.hemisphere = ?${zones}${except('p.uid', exceptUids)}
             ORDER BY p.addedAt DESC, p.uid LIMIT ?`,
          )
          .pluck()
          .all(slug, near.hemisphere, ...(near.zones ?? []), ...exceptUids, limit) as string[];
      }),
    workedReportersOf: (slug, exceptUids, limit) =>
      run(
        () =>
          db
            .prepare(
              // The plant's tips first, then each one's reports (CROSS JOIN keeps that order):
              // joined the other way, SQLite walked every "worked" report in the store.
              `SELECT r.authorUid FROM tips t CROSS JOIN trials r ON r.tipId = t._id
               WHERE t.plantSlug = ? AND r.outcome = 'worked'${except('r.authorUid', exceptUids)}
               GROUP BY r.authorUid ORDER BY MAX(r.updatedAt) DESC, r.authorUid LIMIT ?`,
            )
            .pluck()
            .all(slug, ...exceptUids, limit) as string[],
      ),
    blockersOf: (uid) =>
      run(() => sql('SELECT blockerUid FROM blocks WHERE blockedUid = ?').pluck().all(uid) as string[]),
    routedSince: (uids, since) =>
      run(() => {
        const counts = new Map<string, number>();
        if (uids.length === 0) return counts;
        const rows = db
          .prepare(
            `SELECT uid, COUNT(*) AS n FROM question_routes WHERE at >= ? AND uid IN (${placeholders(uids.length)})
             GROUP BY uid`,
          )
          .all(since, ...uids) as Array<{ uid: string; n: number }>;
        for (const row of rows) counts.set(row.uid, row.n);
        return counts;
      }),
    recordRoutes: (anyId, notes) => {
      const id = normalizeId(anyId);
      return id === null ? Promise.resolve() : write(() => recordOne.immediate(id, notes));
    },
  } satisfies Partial<QuestionsStore>;
}
