import type { Hemisphere } from '@green-circle/contract';
import type { EmbeddedPart } from '../../store-core/parts';
import { migrateSeasons } from './embedded-schema';
import type { CalendarFeedRecord, SeasonsStore } from './store';
import { seasonsMemberOnSqlite } from './embedded-member';

/** Gardens, reminders and calendar feeds in SQLite. */
export const seasonsOnSqlite: EmbeddedPart<SeasonsStore> = {
  member: seasonsMemberOnSqlite,
  migrations: {
    // Tips gain months, hemisphere and a northern monthMask, with per-month counts kept by
    // triggers; gardens, reminders and calendar feeds. IF NOT EXISTS throughout: a database
    // made before migrations were numbered may have them already.
    6: { name: 'seasons, gardens, reminders and calendar feeds', up: (db) => migrateSeasons(db) },
  },
  methods: ({ sql, run, write, now }) => ({
    getGarden: (uid) =>
      run(() => {
        const row = sql('SELECT hemisphere, zone FROM gardens WHERE uid = ?').get(uid) as
          { hemisphere: Hemisphere; zone: string | null } | undefined;
        if (row === undefined) return null;
        return row.zone === null ? { hemisphere: row.hemisphere } : { hemisphere: row.hemisphere, zone: row.zone };
      }),

    setGarden: (uid, garden) =>
      write(() => {
        sql(
          `INSERT INTO gardens (uid, hemisphere, zone, updatedAt) VALUES (?, ?, ?, ?)
           ON CONFLICT (uid) DO UPDATE SET hemisphere = excluded.hemisphere, zone = excluded.zone, updatedAt = excluded.updatedAt`,
        ).run(uid, garden.hemisphere, garden.zone ?? null, now());
      }),

    getCalendarFeed: (uid) =>
      run(
        () =>
          (sql('SELECT nonce, tokenHash FROM calendar_feeds WHERE uid = ?').get(uid) as
            CalendarFeedRecord | undefined) ?? null,
      ),

    setCalendarFeed: (uid, feed) =>
      write(() => {
        sql(
          `INSERT INTO calendar_feeds (uid, nonce, tokenHash) VALUES (?, ?, ?)
           ON CONFLICT (uid) DO UPDATE SET nonce = excluded.nonce, tokenHash = excluded.tokenHash`,
        ).run(uid, feed.nonce, feed.tokenHash);
      }),

    findCalendarFeedOwner: (tokenHash) =>
      run(
        () =>
          (sql('SELECT uid FROM calendar_feeds WHERE tokenHash = ?').get(tokenHash) as { uid: string } | undefined)
            ?.uid ?? null,
      ),
  }),
};
