import type { EmbeddedMemberData } from '../../store-core/embedded-context';

/** A seeded gardener's Explore card is the member's: it goes with them. */
export const gardenersMemberOnSqlite: EmbeddedMemberData = {
  erase: ({ sql }, { uid }) => {
    sql('DELETE FROM gardeners WHERE authorUid = ?').run(uid);
  },
  export: ({ sql }, uid) => ({
    gardenerCard:
      sql('SELECT name, age, gender, experiences, image, otherInfo FROM gardeners WHERE authorUid = ?').get(uid) ??
      null,
  }),
};
