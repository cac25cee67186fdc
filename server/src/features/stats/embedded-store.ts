import type { EmbeddedPart } from '../../store-core/parts';
import type { StatsStore } from './store';

/** The site's figures in SQLite: the tips' total is a sum of the counts triggers keep. */
export const statsOnSqlite: EmbeddedPart<StatsStore> = {
  methods: ({ run, count }) => ({
    stats: (authorUid) =>
      run(() => ({
        totalTips: count('SELECT COALESCE(SUM(n), 0) AS n FROM tip_counts'),
        myTips: count('SELECT COUNT(*) AS n FROM tips WHERE authorUid = ?', authorUid),
        totalGardeners: count('SELECT COUNT(*) AS n FROM gardeners'),
        totalUsers: count('SELECT COUNT(*) AS n FROM users'),
      })),
  }),
};
