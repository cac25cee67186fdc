import type { Hemisphere } from '@green-circle/contract';
import type { EmbeddedContext } from '../../store-core/embedded-context';
import type { EmbeddedPart } from '../../store-core/parts';
import { embeddedNotifications } from '../notifications';
import { joinedAt, knownLanguage, type PeopleStore, type StoredGardener } from './store';
import { peopleMemberOnSqlite } from './embedded-member';

/**
 * People in SQLite: follows and profile extras (bio, showGarden). Their tables come from the
 * 'people' migration (PEOPLE_SCHEMA), which made the notifications' tables too
 * (features/notifications); a follow and its notification commit in one transaction.
 */
export const PEOPLE_SCHEMA = `
CREATE TABLE IF NOT EXISTS profiles (
  uid TEXT PRIMARY KEY,
  bio TEXT NOT NULL DEFAULT '',
  showGarden INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS follows (
  followerUid TEXT NOT NULL,
  followedUid TEXT NOT NULL,
  createdAt TEXT NOT NULL,
  PRIMARY KEY (followerUid, followedUid)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS follows_followed ON follows (followedUid);
CREATE INDEX IF NOT EXISTS follows_recent ON follows (followerUid, createdAt);

-- One row per entry a member sees; grouped kinds gather their actors (a JSON array of uids,
-- most recent first) in the row of their groupKey.
CREATE TABLE IF NOT EXISTS notifications (
  seq INTEGER PRIMARY KEY,
  _id TEXT NOT NULL UNIQUE,
  recipientUid TEXT NOT NULL,
  kind TEXT NOT NULL,
  actorUid TEXT,
  actors TEXT NOT NULL DEFAULT '[]',
  tipId TEXT,
  commentId TEXT,
  outcome TEXT,
  groupKey TEXT NOT NULL,
  createdAt TEXT NOT NULL,
  read INTEGER NOT NULL DEFAULT 0,
  UNIQUE (recipientUid, groupKey)
);
CREATE INDEX IF NOT EXISTS notifications_unread ON notifications (recipientUid, read);
CREATE INDEX IF NOT EXISTS notifications_recent ON notifications (recipientUid, createdAt, _id);
CREATE INDEX IF NOT EXISTS notifications_tip ON notifications (tipId);
CREATE TRIGGER IF NOT EXISTS tips_after_delete_notifications AFTER DELETE ON tips BEGIN
  DELETE FROM notifications WHERE tipId = old._id;
END;

CREATE TABLE IF NOT EXISTS notification_settings (
  uid TEXT PRIMARY KEY,
  settings TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS notification_visits (
  uid TEXT NOT NULL,
  month TEXT NOT NULL,
  PRIMARY KEY (uid, month)
) WITHOUT ROWID;
`;

export const peopleOnSqlite: EmbeddedPart<PeopleStore> = {
  member: peopleMemberOnSqlite,
  migrations: {
    // Profile extras, follows, notifications and their settings (features/notifications).
    8: { name: 'people: profiles, follows and notifications', up: (db) => db.exec(PEOPLE_SCHEMA) },
    // Issue 39: the member's language, kept with their record ('' until they choose).
    19: {
      name: 'people: the language a member chose',
      up: (db) => db.exec("ALTER TABLE profiles ADD COLUMN language TEXT NOT NULL DEFAULT ''"),
    },
  },
  methods: (ctx) => {
    const { db, sql, run, write, count, now } = ctx;
    const { notifyTx } = ctx.use(embeddedNotifications);
    const extrasOf = (uid: string) => profileExtras(ctx, uid);
    const followOnce = db.transaction((followerUid: string, followedUid: string) => {
      const at = now();
      const inserted = sql(
        'INSERT INTO follows (followerUid, followedUid, createdAt) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
      ).run(followerUid, followedUid, at);
      if (inserted.changes === 0) return { created: false };
      notifyTx({
        recipientUid: followedUid,
        kind: 'follow',
        actorUid: followerUid,
        groupKey: `follow:${followerUid}`,
        createdAt: at,
      });
      return { created: true };
    });

    const personOf = (uid: string) => {
      const user = sql('SELECT name, photoURL, creationTime FROM users WHERE uid = ? LIMIT 1').get(uid) as
        { name: string; photoURL: string; creationTime: string } | undefined;
      const tip = sql(
        'SELECT displayName, authorPhotoURL FROM tips WHERE authorUid = ? ORDER BY createdAt DESC, _id DESC LIMIT 1',
      ).get(uid) as { displayName: string; authorPhotoURL: string } | undefined;
      if (user === undefined && tip === undefined) return null;
      return {
        displayName: user?.name || tip?.displayName || '',
        photoURL: user?.photoURL || tip?.authorPhotoURL || '',
        creationTime: user?.creationTime ?? null,
      };
    };

    return {
      memberUids: () =>
        run(() => sql('SELECT uid FROM users UNION SELECT DISTINCT authorUid FROM tips').pluck().all() as string[]),

      gardenerOf: (uid, { includeHidden, includeModerated = false }) =>
        run((): StoredGardener | null => {
          const person = personOf(uid);
          if (person === null) return null;
          const visible = `${includeHidden ? '' : "AND availability = 'Public'"} ${includeModerated ? '' : 'AND hiddenAt IS NULL'}`;
          const tips = sql(
            `SELECT COUNT(*) AS n, COALESCE(SUM(likes), 0) AS likes, MIN(createdAt) AS first FROM tips WHERE authorUid = ? ${visible}`,
          ).get(uid) as { n: number; likes: number; first: string | null };
          const extras = extrasOf(uid);
          const garden = extras.showGarden
            ? (sql('SELECT hemisphere, zone FROM gardens WHERE uid = ?').get(uid) as
                { hemisphere: Hemisphere; zone: string | null } | undefined)
            : undefined;
          return {
            uid,
            displayName: person.displayName,
            photoURL: person.photoURL,
            ...extras,
            joinedAt: joinedAt(person.creationTime, tips.first),
            garden:
              garden === undefined
                ? null
                : garden.zone === null
                  ? { hemisphere: garden.hemisphere }
                  : { ...garden, zone: garden.zone },
            counts: {
              tips: tips.n,
              likesReceived: tips.likes,
              // The member's "I tried this" reports (embedded-conversation-schema.ts, on trials_author).
              trials: count('SELECT COUNT(*) AS n FROM trials WHERE authorUid = ?', uid),
              followers: count('SELECT COUNT(*) AS n FROM follows WHERE followedUid = ?', uid),
              following: count('SELECT COUNT(*) AS n FROM follows WHERE followerUid = ?', uid),
            },
          };
        }),

      // One statement for the whole list (a notifications page names up to 60 members): the
      // per-member lookups cost more in crossings into SQLite than in the searches themselves.
      peopleOf: (uids) =>
        run(() => {
          const found = new Map<string, { displayName: string; photoURL: string }>();
          const wanted = [...new Set(uids)];
          if (wanted.length === 0) return found;
          const rows = sql(
            `SELECT w.value AS uid, u.name, u.photoURL, t.displayName AS tipName, t.authorPhotoURL AS tipPhoto
             FROM json_each(?) w
             LEFT JOIN users u ON u.uid = w.value
             LEFT JOIN tips t ON t.seq = (
               SELECT seq FROM tips WHERE authorUid = w.value ORDER BY createdAt DESC, _id DESC LIMIT 1)`,
          ).all(JSON.stringify(wanted)) as Array<{
            uid: string;
            name: string | null;
            photoURL: string | null;
            tipName: string | null;
            tipPhoto: string | null;
          }>;
          for (const row of rows) {
            if (row.name === null && row.tipName === null) continue;
            found.set(row.uid, {
              displayName: row.name || row.tipName || '',
              photoURL: row.photoURL || row.tipPhoto || '',
            });
          }
          return found;
        }),

      getProfileExtras: (uid) => run(() => extrasOf(uid)),

      setProfileExtras: (uid, extras) =>
        write(() => {
          const current = extrasOf(uid);
          const next = {
            bio: extras.bio ?? current.bio,
            showGarden: extras.showGarden ?? current.showGarden,
            language: extras.language ?? current.language,
          };
          sql(
            `INSERT INTO profiles (uid, bio, showGarden, language) VALUES (?, ?, ?, ?)
             ON CONFLICT (uid) DO UPDATE SET bio = excluded.bio, showGarden = excluded.showGarden, language = excluded.language`,
          ).run(uid, next.bio, next.showGarden ? 1 : 0, next.language);
        }),

      follow: (followerUid, followedUid) => write(() => followOnce.immediate(followerUid, followedUid)),

      unfollow: (followerUid, followedUid) =>
        write(
          () =>
            sql('DELETE FROM follows WHERE followerUid = ? AND followedUid = ?').run(followerUid, followedUid).changes,
        ),

      isFollowing: (followerUid, followedUid) =>
        run(
          () =>
            sql('SELECT 1 FROM follows WHERE followerUid = ? AND followedUid = ?').get(followerUid, followedUid) !==
            undefined,
        ),

      listFollowing: (uid) =>
        run(() =>
          (
            sql(
              'SELECT followedUid, createdAt FROM follows WHERE followerUid = ? ORDER BY createdAt DESC, followedUid',
            ).all(uid) as Array<{ followedUid: string; createdAt: string }>
          ).map((row) => ({ uid: row.followedUid, followedAt: row.createdAt })),
        ),
    };
  },
};

function profileExtras({ sql }: EmbeddedContext, uid: string) {
  const row = sql('SELECT bio, showGarden, language FROM profiles WHERE uid = ?').get(uid) as
    { bio: string; showGarden: number; language: string } | undefined;
  return { bio: row?.bio ?? '', showGarden: row?.showGarden === 1, language: knownLanguage(row?.language) };
}
