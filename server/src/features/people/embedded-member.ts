import type { EmbeddedMemberData } from '../../store-core/embedded-context';

/** The member's page extras and follows, both ways. Whom they follow is exported by name only. */
export const peopleMemberOnSqlite: EmbeddedMemberData = {
  erase: ({ sql }, { uid }) => {
    sql('DELETE FROM follows WHERE followerUid = ? OR followedUid = ?').run(uid, uid);
    sql('DELETE FROM profiles WHERE uid = ?').run(uid);
  },
  export: ({ sql, count }, uid) => ({
    profile: sql('SELECT bio, showGarden, language FROM profiles WHERE uid = ?').get(uid) ?? null,
    following: sql(
      `SELECT COALESCE(NULLIF(u.name, ''), (SELECT t.displayName FROM tips t WHERE t.authorUid = f.followedUid LIMIT 1), '') AS name,
         f.createdAt AS since
       FROM follows f LEFT JOIN users u ON u.uid = f.followedUid WHERE f.followerUid = ? ORDER BY f.createdAt`,
    ).all(uid),
    followers: { count: count('SELECT COUNT(*) AS n FROM follows WHERE followedUid = ?', uid) },
  }),
};
