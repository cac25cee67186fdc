import type { ModerationMark } from '@green-circle/contract';
import type { EmbeddedContext } from '../../store-core/embedded-context';
import { normalizeId } from '../../store-core/paging';

/**
 * A tip's, a comment's, a question's or an answer's moderators' mark in SQLite (hidden, and why),
 * or none; how many rows it changed. An id that is no ObjectId changes none (and writes nothing).
 */
export function setModerationOnSqlite(
  { sql, write }: EmbeddedContext,
  table: 'tips' | 'comments' | 'questions' | 'answers',
  anyId: string,
  mark: ModerationMark | null,
): Promise<number> {
  const id = normalizeId(anyId);
  if (id === null) return Promise.resolve(0);
  return write(
    () =>
      sql(`UPDATE ${table} SET hiddenAt = ?, hiddenReason = ? WHERE _id = ?`).run(
        mark?.hiddenAt ?? null,
        mark?.reason ?? null,
        id,
      ).changes,
  );
}
