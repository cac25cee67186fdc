import type { EmbeddedMemberData } from '../../store-core/embedded-context';

/** The plants the member grows. */
export const plantsMemberOnSqlite: EmbeddedMemberData = {
  erase: ({ sql }, { uid }) => {
    sql('DELETE FROM member_plants WHERE uid = ?').run(uid);
  },
  export: ({ sql }, uid) => ({
    plants: sql('SELECT slug, addedAt FROM member_plants WHERE uid = ? ORDER BY addedAt').all(uid),
  }),
};
