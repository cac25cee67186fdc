import type { EmbeddedContext, EmbeddedMemberData } from '../../store-core/embedded-context';

/**
 * The actor leaves a stored notification (a like taken back, an erased member): an entry left
 * with no actor goes, else the next of its actors is the one it names.
 */
export function leaveEntry(sql: EmbeddedContext['sql'], entry: { seq: number; actors: string }, actorUid: string) {
  const actors = (JSON.parse(entry.actors) as string[]).filter((uid) => uid !== actorUid);
  if (actors.length === 0) sql('DELETE FROM notifications WHERE seq = ?').run(entry.seq);
  else
    sql('UPDATE notifications SET actors = ?, actorUid = ? WHERE seq = ?').run(
      JSON.stringify(actors),
      actors[0],
      entry.seq,
    );
}

/**
 * The member's notifications and settings go; in others' notifications they stop being an
 * actor (an entry only they made goes, a grouped one keeps its other actors).
 */
export const notificationsMemberOnSqlite: EmbeddedMemberData = {
  erase: ({ sql }, { uid }) => {
    sql('DELETE FROM notifications WHERE recipientUid = ?').run(uid);
    const rows = sql(
      `SELECT seq, actors FROM notifications WHERE actorUid = ?
       OR EXISTS (SELECT 1 FROM json_each(notifications.actors) a WHERE a.value = ?)`,
    ).all(uid, uid) as Array<{ seq: number; actors: string }>;
    for (const row of rows) leaveEntry(sql, row, uid);
    sql('DELETE FROM notification_settings WHERE uid = ?').run(uid);
    sql('DELETE FROM notification_visits WHERE uid = ?').run(uid);
  },
  export: ({ sql }, uid) => {
    const settings = sql('SELECT settings FROM notification_settings WHERE uid = ?').pluck().get(uid) as
      string | undefined;
    // Who acted is another member: only how many.
    const notifications = sql(
      `SELECT kind, tipId, outcome, reason, until, createdAt, read, json_array_length(actors) AS people
       FROM notifications WHERE recipientUid = ? ORDER BY createdAt, _id`,
    ).all(uid) as Array<{ read: number }>;
    return {
      notifications: notifications.map((row) => ({ ...row, read: row.read === 1 })),
      notificationSettings: settings === undefined ? null : (JSON.parse(settings) as unknown),
    };
  },
};
