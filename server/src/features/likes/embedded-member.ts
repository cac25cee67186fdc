import type { EmbeddedMemberData } from '../../store-core/embedded-context';

/** The member's likes: each liked tip's count goes down by theirs. */
export const likesMemberOnSqlite: EmbeddedMemberData = {
  erase: ({ sql }, { uid }) => {
    sql('UPDATE tips SET likes = MAX(likes - 1, 0) WHERE _id IN (SELECT tipId FROM likes WHERE uid = ?)').run(uid);
    sql('DELETE FROM likes WHERE uid = ?').run(uid);
  },
  export: ({ sql }, uid) => ({
    likes: sql(
      `SELECT l.tipId, t.title, l.createdAt AS likedAt FROM likes l JOIN tips t ON t._id = l.tipId
       WHERE l.uid = ? ORDER BY l.createdAt`,
    ).all(uid),
  }),
};
