import type Database from 'better-sqlite3';
import { ObjectId } from 'bson';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  switchedOff,
  type Hemisphere,
  type NotificationSettings,
} from '@green-circle/contract';
import { decodeCursor, encodeCursor, normalizeId } from './paging';
import {
  joinedAt,
  type NewNotification,
  type PeopleStore,
  type StoredGardener,
  type StoredNotification,
} from './people-store';

/**
 * People in SQLite: follows, profile extras (bio, showGarden), notifications and their
 * settings. Tables come from the 'people' migration (PEOPLE_SCHEMA). notifyTx writes inside
 * whatever transaction is open on the connection, so an action and its notification commit
 * together (a like in embedded.ts, a follow here, later comments and trials).
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

interface Helpers {
  db: Database.Database;
  sql: (text: string) => Database.Statement;
  run: <T>(work: () => T) => Promise<T>;
  write: <T>(work: () => T) => Promise<T>;
}

type NotificationRow = Omit<StoredNotification, 'actorUids' | 'read' | 'tipModerated' | 'commentModerated'> & {
  actors: string;
  read: number;
  tipModerated: number;
  commentModerated: number;
};

export function embeddedPeople({ db, sql, run, write }: Helpers) {
  const now = () => new Date().toISOString();
  const count = (text: string, ...params: unknown[]) => (sql(text).get(...params) as { n: number }).n;

  const settingsOf = (uid: string): NotificationSettings => {
    const row = sql('SELECT settings FROM notification_settings WHERE uid = ?').get(uid) as
      { settings: string } | undefined;
    return row === undefined
      ? DEFAULT_NOTIFICATION_SETTINGS
      : { ...DEFAULT_NOTIFICATION_SETTINGS, ...(JSON.parse(row.settings) as Partial<NotificationSettings>) };
  };

  const isBlockedBy = (blockerUid: string, actorUid: string) =>
    sql('SELECT 1 FROM blocks WHERE blockerUid = ? AND blockedUid = ?').get(blockerUid, actorUid) !== undefined;

  /** Call inside an open transaction: the notification commits with the action, or neither does. */
  const notifyTx = (note: NewNotification): void => {
    if (note.actorUid !== null && note.actorUid === note.recipientUid) return;
    if (switchedOff(settingsOf(note.recipientUid), note.kind)) return;
    // A member the recipient blocks makes no notification for them (silence).
    if (note.actorUid !== null && isBlockedBy(note.recipientUid, note.actorUid)) return;
    const at = note.createdAt ?? now();
    const existing = sql('SELECT seq, actors FROM notifications WHERE recipientUid = ? AND groupKey = ?').get(
      note.recipientUid,
      note.groupKey,
    ) as { seq: number; actors: string } | undefined;
    if (existing === undefined) {
      sql(
        `INSERT INTO notifications (_id, recipientUid, kind, actorUid, actors, tipId, commentId, outcome, reason, until, groupKey, createdAt, read)
         VALUES (@id, @recipientUid, @kind, @actorUid, @actors, @tipId, @commentId, @outcome, @reason, @until, @groupKey, @createdAt, 0)`,
      ).run({
        id: new ObjectId().toHexString(),
        recipientUid: note.recipientUid,
        kind: note.kind,
        actorUid: note.actorUid,
        actors: JSON.stringify(note.actorUid === null ? [] : [note.actorUid]),
        tipId: note.tipId ?? null,
        commentId: note.commentId ?? null,
        outcome: note.outcome ?? null,
        reason: note.reason ?? null,
        until: note.until ?? null,
        groupKey: note.groupKey,
        createdAt: at,
      });
      return;
    }
    const actors = JSON.parse(existing.actors) as string[];
    // A repeat of the same action (a retry) adds nothing.
    if (note.actorUid === null || actors.includes(note.actorUid)) return;
    // A new actor makes the entry news again: unread, and first in the list.
    sql('UPDATE notifications SET actors = ?, actorUid = ?, createdAt = ?, read = 0 WHERE seq = ?').run(
      JSON.stringify([note.actorUid, ...actors]),
      note.actorUid,
      at,
      existing.seq,
    );
  };

  /**
   * Call inside an open transaction: the actor leaves the entry of this groupKey (a like taken
   * back); an entry left with no actor goes.
   */
  const takeBackTx = (note: { recipientUid: string; actorUid: string; groupKey: string }): void => {
    const existing = sql('SELECT seq, actors FROM notifications WHERE recipientUid = ? AND groupKey = ?').get(
      note.recipientUid,
      note.groupKey,
    ) as { seq: number; actors: string } | undefined;
    if (existing === undefined) return;
    const actors = (JSON.parse(existing.actors) as string[]).filter((uid) => uid !== note.actorUid);
    if (actors.length === 0) sql('DELETE FROM notifications WHERE seq = ?').run(existing.seq);
    else
      sql('UPDATE notifications SET actors = ?, actorUid = ? WHERE seq = ?').run(
        JSON.stringify(actors),
        actors[0],
        existing.seq,
      );
  };

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

  const notifyOnce = db.transaction((note: NewNotification) => notifyTx(note));

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

  const methods: PeopleStore = {
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
        const next = { bio: extras.bio ?? current.bio, showGarden: extras.showGarden ?? current.showGarden };
        sql(
          `INSERT INTO profiles (uid, bio, showGarden) VALUES (?, ?, ?)
           ON CONFLICT (uid) DO UPDATE SET bio = excluded.bio, showGarden = excluded.showGarden`,
        ).run(uid, next.bio, next.showGarden ? 1 : 0);
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

    notify: (note) => write(() => notifyOnce.immediate(note)),

    listNotifications: (uid, { limit, cursor }) =>
      run(() => {
        const keys = cursor === undefined ? null : decodeCursor(cursor, 'newest');
        const after = keys === null ? '' : 'AND (n.createdAt, n._id) < (?, ?)';
        const params: unknown[] = [uid, ...(keys === null ? [] : [keys.c, keys.i]), limit + 1];
        const rows = sql(
          `SELECT n._id, n.recipientUid, n.kind, n.actors, n.tipId, t.title AS tipTitle, t.authorUid AS tipAuthorUid,
             t.hiddenAt IS NOT NULL AS tipModerated, n.commentId,
             CASE WHEN c.deleted = 0 THEN c.body END AS commentBody, c.authorUid AS commentAuthorUid,
             c.hiddenAt IS NOT NULL AS commentModerated, n.outcome, n.reason, n.until, n.groupKey, n.createdAt, n.read
           FROM notifications n LEFT JOIN tips t ON t._id = n.tipId LEFT JOIN comments c ON c._id = n.commentId
           WHERE n.recipientUid = ? ${after} ORDER BY n.createdAt DESC, n._id DESC LIMIT ?`,
        ).all(...params) as NotificationRow[];
        const kept = rows.slice(0, limit);
        const last = kept[kept.length - 1];
        return {
          items: kept.map(toNotification),
          nextCursor:
            rows.length > limit && last !== undefined
              ? encodeCursor({ o: 'newest', c: last.createdAt, i: last._id })
              : null,
        };
      }),

    unreadNotificationCount: (uid) =>
      run(() => count('SELECT COUNT(*) AS n FROM notifications WHERE recipientUid = ? AND read = 0', uid)),

    markNotificationsRead: (uid, ids) =>
      write(() => {
        if (ids === undefined)
          return sql('UPDATE notifications SET read = 1 WHERE recipientUid = ? AND read = 0').run(uid).changes;
        const valid = ids.map(normalizeId).filter((id): id is string => id !== null);
        if (valid.length === 0) return 0;
        return sql(
          `UPDATE notifications SET read = 1 WHERE recipientUid = ? AND read = 0 AND _id IN (${valid.map(() => '?').join(', ')})`,
        ).run(uid, ...valid).changes;
      }),

    getNotificationSettings: (uid) => run(() => settingsOf(uid)),

    setNotificationSettings: (uid, settings) =>
      write(() => {
        sql(
          `INSERT INTO notification_settings (uid, settings) VALUES (?, ?)
           ON CONFLICT (uid) DO UPDATE SET settings = excluded.settings`,
        ).run(uid, JSON.stringify(settings));
      }),

    firstVisitOfMonth: (uid, month) =>
      write(
        () =>
          sql('INSERT INTO notification_visits (uid, month) VALUES (?, ?) ON CONFLICT DO NOTHING').run(uid, month)
            .changes === 1,
      ),
  };

  function extrasOf(uid: string) {
    const row = sql('SELECT bio, showGarden FROM profiles WHERE uid = ?').get(uid) as
      { bio: string; showGarden: number } | undefined;
    return { bio: row?.bio ?? '', showGarden: row?.showGarden === 1 };
  }

  return { methods, notifyTx, takeBackTx };
}

function toNotification({ actors, read, tipModerated, commentModerated, ...row }: NotificationRow): StoredNotification {
  return {
    ...row,
    actorUids: JSON.parse(actors) as string[],
    read: read === 1,
    tipModerated: tipModerated === 1,
    commentModerated: commentModerated === 1,
  };
}
