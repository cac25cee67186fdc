import type { Photo } from '@green-circle/contract';
import type { EmbeddedContext } from '../../store-core/embedded-context';
import type { Page } from '../../store-core/errors';
import { cutPage, decodeCursor } from '../../store-core/paging';
import type { Near, QuestionFilter, QuestionsStore, StoredQuestion } from './store';

// A list of questions in SQLite (embedded-store.ts): its filter's WHERE, "near a garden" as a sort key, the page.

export type QuestionRow = Omit<StoredQuestion, 'photos' | 'moderation'> & {
  photos: string;
  hiddenAt: string | null;
  hiddenReason: string | null;
};
export const QUESTION_COLUMNS = `q._id, q.authorUid, q.displayName, q.authorPhotoURL, q.title, q.details, q.plantType,
  q.plantSlug, q.photos, q.hemisphere, q.zone, q.createdAt, q.editedAt, q.answerCount, q.acceptedAnswerId,
  q.solvedTipId, q.acceptedAuthorUid, q.hiddenAt, q.hiddenReason`;
export const toQuestion = ({ photos, hiddenAt, hiddenReason, ...row }: QuestionRow): StoredQuestion => ({
  ...row,
  photos: JSON.parse(photos) as Photo[],
  moderation: hiddenAt === null ? null : { hiddenAt, reason: hiddenReason ?? '' },
});
export const placeholders = (n: number) => Array.from({ length: n }, () => '?').join(', ');

/** The WHERE of a question list, and its parameters. */
function whereOf(filter: QuestionFilter): { where: string[]; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  const list = (column: string, values: readonly string[], not = false) => {
    where.push(`${column} ${not ? 'NOT ' : ''}IN (${placeholders(values.length)})`);
    params.push(...values);
  };
  if (filter.plantSlugs !== undefined) list('q.plantSlug', filter.plantSlugs);
  if (filter.hemisphere !== undefined) {
    where.push('q.hemisphere = ?');
    params.push(filter.hemisphere);
  }
  if (filter.zones) list('q.zone', filter.zones);
  if (filter.status === 'open') where.push('q.answerCount = 0 AND q.acceptedAnswerId IS NULL');
  if (filter.status === 'answered') where.push('(q.answerCount > 0 OR q.acceptedAnswerId IS NOT NULL)');
  for (const [column, value] of [
    ['q.authorUid', filter.authorUid],
    ['q.acceptedAuthorUid', filter.acceptedAuthorUid],
    ['q.solvedTipId', filter.solvedTipId],
  ] as const) {
    if (value === undefined) continue;
    where.push(`${column} = ?`);
    params.push(value);
  }
  if (filter.acceptedAnswerShown)
    where.push('NOT EXISTS (SELECT 1 FROM answers a WHERE a._id = q.acceptedAnswerId AND a.hiddenAt IS NOT NULL)');
  if (filter.notAuthorUid !== undefined) {
    where.push('q.authorUid <> ?');
    params.push(filter.notAuthorUid);
  }
  if (filter.excludeAuthors !== undefined && filter.excludeAuthors.length > 0)
    list('q.authorUid', filter.excludeAuthors, true);
  if (filter.includeHiddenOf === null) where.push('q.hiddenAt IS NULL');
  else {
    where.push('(q.hiddenAt IS NULL OR q.authorUid = ?)');
    params.push(filter.includeHiddenOf);
  }
  if (filter.search !== undefined) {
    const has = 'EXISTS (SELECT 1 FROM question_words w WHERE w.questionId = q._id AND';
    for (const stem of filter.search.whole) {
      where.push(`${has} w.word = ?)`);
      params.push(stem);
    }
    const { prefix, stem } = filter.search.last;
    where.push(`${has} (w.word = ? OR (w.word >= ? AND w.word < ?)))`);
    params.push(stem, prefix, `${prefix}\uffff`);
  }
  return { where, params };
}

/** A question asked near a garden, as SQL that reads 1 or 0, and its parameters. */
function nearOf(near: Near): { sql: string; params: unknown[] } {
  const zones = near.zones === null ? '' : ` AND q.zone IN (${placeholders(near.zones.length)})`;
  // CASE: a question with no zone reads 0, not NULL (which would sort after every 0).
  return {
    sql: `(CASE WHEN q.hemisphere = ?${zones} THEN 1 ELSE 0 END)`,
    params: [near.hemisphere, ...(near.zones ?? [])],
  };
}

/**
 * One page of questions, newest first or (page.nearFirst) those asked near a garden first, each
 * part newest first: its 1 or 0 then leads the sort keys and the cursor's row value.
 */
export function listQuestionRows(
  db: EmbeddedContext['db'],
  filter: QuestionFilter,
  page: Parameters<QuestionsStore['listQuestions']>[1],
): Page<StoredQuestion> {
  const { where, params } = whereOf(filter);
  const near = page.nearFirst === undefined ? null : nearOf(page.nearFirst);
  const order = near === null ? 'newest' : 'near';
  const keys = page.cursor === undefined ? null : decodeCursor(page.cursor, order);
  // Near first: its 1 or 0 leads the sort keys (and the cursor's row value).
  const lead = near === null ? { column: '', key: [] as unknown[] } : { column: `${near.sql}, `, key: near.params };
  const after = keys === null ? [] : [`(${lead.column}q.createdAt, q._id) < (${keys.o === 'near' ? '?, ' : ''}?, ?)`];
  const afterParams = keys === null ? [] : [...lead.key, ...(keys.o === 'near' ? [keys.n] : []), keys.c, keys.i];
  const clause = (parts: string[]) => (parts.length === 0 ? '' : `WHERE ${parts.join(' AND ')}`);
  const rows = db
    .prepare(
      // The newest-first query stays as it was (no constant sort key before the index's own).
      `SELECT ${QUESTION_COLUMNS}, ${near?.sql ?? '0'} AS near FROM questions q ${clause([...where, ...after])}
       ORDER BY ${near === null ? '' : 'near DESC, '}q.createdAt DESC, q._id DESC LIMIT ?`,
    )
    .all(...lead.key, ...params, ...afterParams, page.limit + 1) as Array<QuestionRow & { near: number }>;
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM questions q ${clause(where)}`).get(...params) as { n: number })
    .n;
  return cutPage(
    rows,
    page.limit,
    total,
    ({ near: _near, ...row }) => toQuestion(row),
    (row) =>
      order === 'near'
        ? { o: 'near', n: row.near, c: row.createdAt, i: row._id }
        : { o: 'newest', c: row.createdAt, i: row._id },
  );
}
