import type { EmbeddedMemberData } from '../../store-core/embedded-context';

/**
 * Reports the member made or that were about them go (their target is gone with them), blocks
 * both ways go; the moderation log keeps each action but no longer names them, as moderator
 * or as the gardener acted on. A report about a gardener is exported without whom it named.
 */
export const safetyMemberOnSqlite: EmbeddedMemberData = {
  erase: ({ sql }, { uid, authorId }) => {
    sql('DELETE FROM reports WHERE reporterUid = ? OR targetAuthorUid = ?').run(uid, uid);
    sql('DELETE FROM blocks WHERE blockerUid = ? OR blockedUid = ?').run(uid, uid);
    sql('UPDATE moderation_log SET moderatorUid = NULL WHERE moderatorUid = ?').run(uid);
    sql("UPDATE moderation_log SET targetId = '' WHERE kind = 'gardener' AND targetId = ?").run(authorId);
  },
  export: ({ sql, count }, uid) => ({
    reportsMade: sql(
      `SELECT kind, CASE WHEN kind = 'gardener' THEN NULL ELSE targetId END AS targetId, reason, note, status, createdAt
       FROM reports WHERE reporterUid = ? ORDER BY createdAt`,
    ).all(uid),
    blocking: { count: count('SELECT COUNT(*) AS n FROM blocks WHERE blockerUid = ?', uid) },
  }),
};
