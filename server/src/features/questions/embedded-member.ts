import type { EmbeddedMemberData } from '../../store-core/embedded-context';

/**
 * The member's questions (with the answers under them), answers, helpful marks and routing, in
 * SQLite. A question whose accepted answer goes is open again; the counts follow (the triggers).
 */
export const questionsMemberOnSqlite: EmbeddedMemberData = {
  erase: ({ sql }, { uid }) => {
    sql('DELETE FROM questions WHERE authorUid = ?').run(uid);
    sql(
      'UPDATE questions SET acceptedAnswerId = NULL, solvedTipId = NULL, acceptedAuthorUid = NULL WHERE acceptedAuthorUid = ?',
    ).run(uid);
    sql('DELETE FROM answers WHERE authorUid = ?').run(uid);
    sql('DELETE FROM answer_helpful WHERE uid = ?').run(uid);
    sql('DELETE FROM question_routes WHERE uid = ?').run(uid);
  },
  export: ({ sql }, uid) => ({
    questions: (
      sql(
        `SELECT _id AS id, title, details, plantType, photos, hemisphere, zone, createdAt, editedAt, acceptedAnswerId,
           hiddenAt, hiddenReason FROM questions WHERE authorUid = ? ORDER BY createdAt, _id`,
      ).all(uid) as Array<{ photos: string } & Record<string, unknown>>
    ).map((row) => ({ ...row, photos: JSON.parse(row.photos) as unknown })),
    answers: sql(
      `SELECT _id AS id, questionId, body, photoUrl, photoAlt, tipId, createdAt, editedAt, hiddenAt, hiddenReason
       FROM answers WHERE authorUid = ? ORDER BY createdAt, _id`,
    ).all(uid),
    helpfulMarks: sql('SELECT answerId, createdAt FROM answer_helpful WHERE uid = ? ORDER BY createdAt').all(uid),
  }),
};
