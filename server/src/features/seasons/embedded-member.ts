import type { EmbeddedMemberData } from '../../store-core/embedded-context';

/** The member's garden, reminders and calendar feed (the feed's address stops with its row). */
export const seasonsMemberOnSqlite: EmbeddedMemberData = {
  erase: ({ sql }, { uid }) => {
    for (const table of ['gardens', 'reminders', 'calendar_feeds']) sql(`DELETE FROM ${table} WHERE uid = ?`).run(uid);
  },
  export: ({ sql }, uid) => ({
    garden: sql('SELECT hemisphere, zone, updatedAt FROM gardens WHERE uid = ?').get(uid) ?? null,
    // The feed's secret address is not kept (only its hash): whether there is one.
    calendarFeed: sql('SELECT 1 FROM calendar_feeds WHERE uid = ?').get(uid) !== undefined,
  }),
};
