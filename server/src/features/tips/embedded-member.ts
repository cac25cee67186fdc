import type { EmbeddedMemberData } from '../../store-core/embedded-context';

/**
 * The member's tips. Deleting a tip row takes with it (the tips triggers) its search words,
 * counts, likes, comments, trials, reminders and notifications, whoever wrote them.
 */
export const tipsMemberOnSqlite: EmbeddedMemberData = {
  erase: ({ sql }, { uid }) => {
    sql('DELETE FROM tips WHERE authorUid = ?').run(uid);
  },
  export: ({ sql }, uid) => {
    const rows = sql(
      `SELECT _id AS id, title, plantType, difficulty, category, description, image, imageAlt, availability, likes,
         months, morePhotos, hemisphere, commentCount, worked, partly, failed, hiddenAt, hiddenReason, createdAt, updatedAt
       FROM tips WHERE authorUid = ? ORDER BY createdAt, _id`,
    ).all(uid) as Array<{ months: string | null; morePhotos: string }>;
    return {
      tips: rows.map((row) => ({
        ...row,
        months: row.months === null ? [] : (JSON.parse(row.months) as number[]),
        morePhotos: JSON.parse(row.morePhotos) as unknown[],
      })),
    };
  },
};
