import { ObjectId } from 'bson';
import { DEFAULT_NOTIFICATION_SETTINGS, switchedOff, type NotificationSettings } from '@green-circle/contract';
import type { EmbeddedContext } from '../../store-core/embedded-context';
import { addColumns } from '../../store-core/embedded-migrate';
import { decodeCursor, encodeCursor, normalizeId } from '../../store-core/paging';
import type { EmbeddedPart } from '../../store-core/parts';
import { embeddedMailOutbox, mailOfNotification } from '../mail';
import { noteTargets, type NewNotification, type NotificationsStore, type StoredNotification } from './store';
import { leaveEntry, notificationsMemberOnSqlite } from './embedded-member';

/**
 * Notifications in SQLite (tables from the 'people' migration, features/people). notifyTx
 * writes inside whatever transaction is open on the connection, so an action and its
 * notification commit together (a like, a follow, comments and trials).
 */
/** A notifications row: the actors as JSON text, the flags as 0 or 1. */
type NotificationRow = Omit<StoredNotification, 'actorUids' | 'read' | 'tipModerated' | 'commentModerated'> & {
  actors: string;
  read: number;
  tipModerated: number;
  commentModerated: number;
};

/** The helpers other features' writes call inside their own transaction (ctx.use(embeddedNotifications)). */
export function embeddedNotifications(ctx: EmbeddedContext) {
  const { sql, now } = ctx;
  const { enqueueTx } = ctx.use(embeddedMailOutbox);
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
    // A member the recipient blocks makes no notification for them (silence), nor e-mail.
    if (note.actorUid !== null && isBlockedBy(note.recipientUid, note.actorUid)) return;
    const at = note.createdAt ?? now();
    // Its e-mail (features/mail), in this same transaction; the e-mail settings decide apart.
    const mail = mailOfNotification({ ...note, createdAt: at });
    if (mail !== null) enqueueTx(mail);
    if (switchedOff(settingsOf(note.recipientUid), note.kind)) return;
    const existing = sql('SELECT seq, actors FROM notifications WHERE recipientUid = ? AND groupKey = ?').get(
      note.recipientUid,
      note.groupKey,
    ) as { seq: number; actors: string } | undefined;
    if (existing === undefined) {
      sql(
        `INSERT INTO notifications (_id, recipientUid, kind, actorUid, actors, tipId, commentId, questionId, outcome, reason, until, groupKey, createdAt, read)
         VALUES (@id, @recipientUid, @kind, @actorUid, @actors, @tipId, @commentId, @questionId, @outcome, @reason, @until, @groupKey, @createdAt, 0)`,
      ).run({
        id: new ObjectId().toHexString(),
        recipientUid: note.recipientUid,
        kind: note.kind,
        actorUid: note.actorUid,
        actors: JSON.stringify(note.actorUid === null ? [] : [note.actorUid]),
        ...noteTargets(note),
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
    if (existing !== undefined) leaveEntry(sql, existing, note.actorUid);
  };
  return { notifyTx, takeBackTx, settingsOf };
}

export const notificationsOnSqlite: EmbeddedPart<NotificationsStore> = {
  member: notificationsMemberOnSqlite,
  migrations: {
    // The author is told what moderators did (features/safety/moderation-notices.ts): why, and until when.
    14: { name: 'moderation notices', up: addColumns('notifications', { reason: 'TEXT', until: 'TEXT' }) },
  },
  methods: (ctx) => {
    const { db, sql, run, write, writeOwn, count } = ctx;
    const { notifyTx, settingsOf } = ctx.use(embeddedNotifications);
    const notifyOnce = db.transaction((note: NewNotification) => notifyTx(note));
    return {
      // Only the recipient reads a notification (and its e-mail): the shared answers stay kept.
      notify: (note) => writeOwn(() => notifyOnce.immediate(note)),

      listNotifications: (uid, { limit, cursor }) =>
        run(() => {
          const keys = cursor === undefined ? null : decodeCursor(cursor, 'newest');
          const after = keys === null ? '' : 'AND (n.createdAt, n._id) < (?, ?)';
          const params: unknown[] = [uid, ...(keys === null ? [] : [keys.c, keys.i]), limit + 1];
          const rows = sql(
            `SELECT n._id, n.recipientUid, n.kind, n.actors, n.tipId, t.title AS tipTitle, t.authorUid AS tipAuthorUid,
               t.hiddenAt IS NOT NULL AS tipModerated, n.commentId,
               CASE WHEN c.deleted = 0 THEN c.body END AS commentBody, c.authorUid AS commentAuthorUid,
               c.hiddenAt IS NOT NULL AS commentModerated, n.questionId, n.outcome, n.reason, n.until, n.groupKey, n.createdAt, n.read
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

      setNotificationSettings: (uid, changes) =>
        write(() =>
          db
            .transaction(() => {
              sql(
                `INSERT INTO notification_settings (uid, settings) VALUES (?, ?)
                 ON CONFLICT (uid) DO UPDATE SET settings = excluded.settings`,
              ).run(uid, JSON.stringify({ ...settingsOf(uid), ...changes }));
            })
            .immediate(),
        ),

      firstVisitOfMonth: (uid, month) =>
        write(
          () =>
            sql('INSERT INTO notification_visits (uid, month) VALUES (?, ?) ON CONFLICT DO NOTHING').run(uid, month)
              .changes === 1,
        ),
    };
  },
};

function toNotification({ actors, read, tipModerated, commentModerated, ...row }: NotificationRow): StoredNotification {
  return {
    ...row,
    actorUids: JSON.parse(actors) as string[],
    read: read === 1,
    tipModerated: tipModerated === 1,
    commentModerated: commentModerated === 1,
  };
}
