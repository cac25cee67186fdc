import type { EmbeddedMemberData } from '../../store-core/embedded-context';

/** The member's record: gone with them (their name is free again), exported as it is. */
export const usersMemberOnSqlite: EmbeddedMemberData = {
  erase: ({ sql }, { uid }) => {
    sql('DELETE FROM users WHERE uid = ?').run(uid);
  },
  export: ({ sql }, uid) => {
    const record = sql(
      `SELECT email, emailVerified, name, photoURL, creationTime, lastSignInTime, joinedAt, role, suspendedUntil
       FROM users WHERE uid = ?`,
    ).get(uid) as { emailVerified: number } | undefined;
    return { account: record === undefined ? null : { ...record, emailVerified: record.emailVerified === 1 } };
  },
};
