import type { MongoPart } from '../../store-core/parts';
import type { StatsStore } from './store';

/** The site's figures in MongoDB. */
export const statsOnMongo: MongoPart<StatsStore> = {
  methods: ({ db, cached }) => ({
    stats: (authorUid) =>
      cached(`stats ${authorUid}`, async () => {
        const [totalTips, myTips, totalGardeners, totalUsers] = await Promise.all([
          db.collection('tips').countDocuments({}),
          db.collection('tips').countDocuments({ authorUid }),
          db.collection('gardeners').countDocuments({}),
          db.collection('users').countDocuments({}),
        ]);
        return { totalTips, myTips, totalGardeners, totalUsers };
      }),
  }),
};
