import { ALL_MONTHS_MASK, type Garden } from '@green-circle/contract';
import type { MongoPart } from '../../store-core/parts';
import type { CalendarFeedRecord, SeasonsStore } from './store';
import { seasonsMemberOnMongo } from './mongo-member';

type GardenDoc = Garden & { _id: string; updatedAt: string };
type FeedDoc = CalendarFeedRecord & { _id: string };

/** Gardens, reminders (dropped with their tip) and calendar feeds (found by token hash) in MongoDB. */
export const seasonsOnMongo: MongoPart<SeasonsStore> = {
  member: seasonsMemberOnMongo,
  migrations: {
    5: {
      // A tip without months applies all year, in the north.
      name: 'seasons: month masks, reminders and calendar feeds',
      up: async (db) => {
        const tips = db.collection('tips');
        for await (const tip of tips.find({ monthMask: { $exists: false } }, { projection: { _id: 1 } })) {
          await tips.updateOne({ _id: tip._id }, { $set: { monthMask: ALL_MONTHS_MASK, hemisphere: 'north' } });
        }
        await db
          .collection('reminders')
          .createIndexes([{ key: { uid: 1, tipId: 1 }, unique: true }, { key: { tipId: 1 } }]);
        await db.collection('calendar_feeds').createIndexes([{ key: { tokenHash: 1 }, unique: true }]);
      },
    },
  },
  methods: ({ db, run, now }) => {
    const gardens = db.collection<GardenDoc>('gardens');
    const feeds = db.collection<FeedDoc>('calendar_feeds');
    return {
      getGarden: (uid) =>
        run(async () => {
          const doc = await gardens.findOne({ _id: uid });
          if (doc === null) return null;
          return doc.zone === undefined || doc.zone === null
            ? { hemisphere: doc.hemisphere }
            : { hemisphere: doc.hemisphere, zone: doc.zone };
        }),

      setGarden: (uid, garden) =>
        run(async () => {
          const set = { hemisphere: garden.hemisphere, updatedAt: now() };
          await gardens.updateOne(
            { _id: uid },
            garden.zone === undefined ? { $set: set, $unset: { zone: '' } } : { $set: { ...set, zone: garden.zone } },
            { upsert: true },
          );
        }),

      getCalendarFeed: (uid) =>
        run(async () => {
          const doc = await feeds.findOne({ _id: uid });
          return doc === null ? null : { nonce: doc.nonce, tokenHash: doc.tokenHash };
        }),

      setCalendarFeed: (uid, feed) =>
        run(async () => {
          await feeds.updateOne(
            { _id: uid },
            { $set: { nonce: feed.nonce, tokenHash: feed.tokenHash } },
            { upsert: true },
          );
        }),

      findCalendarFeedOwner: (tokenHash) =>
        run(
          async () => (await feeds.findOne({ tokenHash: String(tokenHash) }, { projection: { _id: 1 } }))?._id ?? null,
        ),
    };
  },
};
