import { ObjectId } from 'bson';
import { nameKeys, sameName } from '@green-circle/contract/name-key';
import type { User } from '@green-circle/contract';
import type { EmbeddedContext } from '../../store-core/embedded-context';
import type { EmbeddedPart } from '../../store-core/parts';
import type { NewUser, UserChanges, UsersStore } from './store';
import { usersMemberOnSqlite } from './embedded-member';

/** A users row: SQLite keeps the boolean as 0 or 1. */
type UserRow = Omit<User, 'emailVerified'> & { emailVerified: number };

/** Members' records in SQLite: a new name or photo reaches the member's tips, comments and trials in the same transaction. */
export const usersOnSqlite: EmbeddedPart<UsersStore> = {
  member: usersMemberOnSqlite,
  migrations: {
    7: {
      // A user record is keyed by uid alone (an e-mail can change and be registered
      // again by someone else), so uid becomes the unique key and e-mail a plain field. A member
      // who changed address before this has two records: the newest is kept. Records made before
      // verification was recorded count as verified, so no name anyone holds is freed by this.
      name: 'users keyed by uid; e-mail verification recorded',
      up: (db) =>
        db.exec(`
          CREATE TABLE users_by_uid (
            _id TEXT PRIMARY KEY,
            uid TEXT NOT NULL UNIQUE,
            email TEXT NOT NULL,
            emailVerified INTEGER NOT NULL DEFAULT 1,
            name TEXT NOT NULL,
            photoURL TEXT NOT NULL,
            creationTime TEXT NOT NULL,
            lastSignInTime TEXT NOT NULL
          );
          INSERT INTO users_by_uid (_id, uid, email, name, photoURL, creationTime, lastSignInTime)
            SELECT _id, uid, email, name, photoURL, creationTime, lastSignInTime FROM users
            WHERE rowid IN (SELECT MAX(rowid) FROM users GROUP BY uid);
          DROP TABLE users;
          ALTER TABLE users_by_uid RENAME TO users;
          CREATE INDEX users_unverified ON users (emailVerified) WHERE emailVerified = 0;
        `),
    },
  },
  methods: (ctx) => {
    const { db, sql, run, write } = ctx;
    const createOne = db.transaction((user: NewUser) => {
      const id = new ObjectId().toHexString();
      const inserted = sql(
        `INSERT INTO users (_id, uid, email, emailVerified, name, photoURL, creationTime, lastSignInTime, joinedAt)
         VALUES (@id, @uid, @email, @emailVerified, @name, @photoURL, @creationTime, @lastSignInTime, @joinedAt)
         ON CONFLICT (uid) DO NOTHING`,
      ).run({ ...user, emailVerified: user.emailVerified ? 1 : 0, id, joinedAt: user.joinedAt ?? ctx.now() });
      if (inserted.changes === 1) {
        if (user.emailVerified) releaseName(ctx, user.name, user.uid);
        return { id, created: true };
      }
      const existing = sql('SELECT _id FROM users WHERE uid = ?').get(user.uid) as { _id: string };
      return { id: existing._id, created: false };
    });
    const updateOne = db.transaction((uid: string, changes: UserChanges) => updateRecord(ctx, uid, changes));
    return {
      findUserByUid: (uid) =>
        run(() => {
          const row = sql(
            'SELECT _id, uid, email, emailVerified, name, photoURL, creationTime, lastSignInTime FROM users WHERE uid = ?',
          ).get(uid) as UserRow | undefined;
          return row === undefined ? null : { ...row, emailVerified: row.emailVerified === 1 };
        }),

      createUser: (user) => write(() => createOne.immediate(user)),

      updateUser: (uid, changes) => write(() => updateOne.immediate(uid, changes)),

      nameTaken: (name, exceptUid, options = {}) =>
        run(() => {
          const keys = nameKeys(name);
          if (keys.every((key) => key === '')) return false;
          // Rare (a sign-up or a change of name), so a scan of the distinct names is fine.
          const names = sql(
            `SELECT name FROM users WHERE uid <> @uid AND (@all OR emailVerified = 1)
             UNION SELECT displayName FROM tips WHERE authorUid <> @uid`,
          ).pluck();
          const params = { uid: exceptUid, all: options.ignoreUnverified ? 0 : 1 };
          for (const other of names.iterate(params) as Iterable<string>) if (sameName(keys, other)) return true;
          return false;
        }),
    };
  },
};

function updateRecord({ sql }: EmbeddedContext, uid: string, changes: UserChanges) {
  const values = {
    ...changes,
    ...(changes.emailVerified === undefined ? {} : { emailVerified: changes.emailVerified ? 1 : 0 }),
  };
  const sets = (['name', 'photoURL', 'email', 'emailVerified'] as const).filter((key) => changes[key] !== undefined);
  if (sets.length === 0) return 0;
  const changed = sql(`UPDATE users SET ${sets.map((key) => `${key} = @${key}`).join(', ')} WHERE uid = @uid`).run({
    ...values,
    uid,
  }).changes;
  if (changed === 0) return 0;
  // Tips, comments and trials show the author's current name and photo : in this same transaction. Each table has an index on authorUid.
  for (const table of ['tips', 'comments', 'trials']) {
    if (changes.name) sql(`UPDATE ${table} SET displayName = ? WHERE authorUid = ?`).run(changes.name, uid);
    if (changes.photoURL !== undefined)
      sql(`UPDATE ${table} SET authorPhotoURL = ? WHERE authorUid = ?`).run(changes.photoURL, uid);
  }
  const verified = sql('SELECT emailVerified FROM users WHERE uid = ?').pluck().get(uid) === 1;
  if (changes.name && verified) releaseName({ sql }, changes.name, uid);
  return changed;
}

/**
 * A verified member's name is theirs: unverified records holding it lose it, so
 * an account that never proved its address cannot keep a name from someone who did.
 */
function releaseName({ sql }: Pick<EmbeddedContext, 'sql'>, name: string, uid: string) {
  const keys = nameKeys(name);
  if (keys.every((key) => key === '')) return;
  const holders = sql("SELECT uid, name FROM users WHERE emailVerified = 0 AND uid <> ? AND name <> ''").all(
    uid,
  ) as Array<{ uid: string; name: string }>;
  for (const holder of holders)
    if (sameName(keys, holder.name)) sql("UPDATE users SET name = '' WHERE uid = ?").run(holder.uid);
}
