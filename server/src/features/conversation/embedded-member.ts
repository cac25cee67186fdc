import type { EmbeddedMemberData } from '../../store-core/embedded-context';

/**
 * The member's comments and trials. A first comment others answered keeps its place as
 * "Comment deleted" with no text and no author, so the replies still read as a thread (as a
 * deleted comment does); the rest go. The tips' counts follow (the conversation triggers).
 */
export const conversationMemberOnSqlite: EmbeddedMemberData = {
  erase: ({ sql }, { uid }) => {
    // Replies first: a deleted first comment left with no reply goes too.
    const parents = sql('SELECT DISTINCT parentId FROM comments WHERE authorUid = ? AND parentId IS NOT NULL')
      .pluck()
      .all(uid) as string[];
    sql('DELETE FROM comments WHERE authorUid = ? AND parentId IS NOT NULL').run(uid);
    for (const parentId of parents)
      sql(
        'DELETE FROM comments WHERE _id = ? AND deleted = 1 AND NOT EXISTS (SELECT 1 FROM comments r WHERE r.parentId = ?)',
      ).run(parentId, parentId);
    sql(
      `UPDATE comments SET deleted = 1, body = '', editedAt = NULL, authorUid = '', displayName = '', authorPhotoURL = ''
       WHERE authorUid = ? AND EXISTS (SELECT 1 FROM comments r WHERE r.parentId = comments._id)`,
    ).run(uid);
    sql('DELETE FROM comments WHERE authorUid = ?').run(uid);
    sql('DELETE FROM trials WHERE authorUid = ?').run(uid);
  },
  export: ({ sql }, uid) => ({
    comments: sql(
      `SELECT _id AS id, tipId, parentId, body, createdAt, editedAt, hiddenAt, hiddenReason FROM comments
       WHERE authorUid = ? AND deleted = 0 ORDER BY createdAt, _id`,
    ).all(uid),
    trials: sql(
      `SELECT tipId, outcome, note, photo, photoAlt, month, hemisphere, zone, createdAt, updatedAt FROM trials
       WHERE authorUid = ? ORDER BY createdAt, _id`,
    ).all(uid),
  }),
};
