import type { ObjectId } from 'mongodb';
import { dropIndexIfPresent } from '../../store-core/mongo-migrate';
import type { MongoPart } from '../../store-core/parts';
import { activeSince } from './activity';
import { SEED_GARDENERS } from '../../store/seed-data';
import type { GardenersStore, StoredGardener } from './store';
import { gardenersMemberOnMongo } from './mongo-member';

export type GardenerDoc = Omit<StoredGardener, '_id' | 'status' | 'totalSharedTips'> & { _id: ObjectId };

/** The gardener cards in MongoDB; profiles are few (one per featured member), so they are joined to the counts here. */
export const gardenersOnMongo: MongoPart<GardenersStore> = {
  member: gardenersMemberOnMongo,
  migrations: {
    11: {
      // As in SQLite (embedded-store.ts): the stored figures go, cards are linked to their members.
      name: 'gardeners are members',
      up: async (db) => {
        const gardeners = db.collection('gardeners');
        await dropIndexIfPresent(db, 'gardeners', 'status_1_totalSharedTips_-1');
        await gardeners.updateMany({}, { $unset: { status: '', totalSharedTips: '' } });
        await gardeners.updateMany({ authorUid: { $exists: false } }, { $set: { authorUid: '' } });
        for (const g of SEED_GARDENERS) {
          await gardeners.updateMany({ name: g.name, authorUid: '' }, { $set: { authorUid: g.authorUid } });
        }
        await gardeners.createIndexes([{ key: { authorUid: 1 } }]);
      },
    },
  },
  methods: ({ db, cached, clock }) => ({
    listGardeners: (filter) =>
      cached(`gardeners ${JSON.stringify(filter)}`, async () => {
        // Counted from the member's tips as anyone may see them: Public and not hidden by moderators.
        const profiles = await db.collection<GardenerDoc>('gardeners').find({}).toArray();
        const counts = await db
          .collection('tips')
          .aggregate<{ _id: string; n: number; last: string }>([
            {
              $match: {
                availability: 'Public',
                moderation: null,
                authorUid: { $in: profiles.map((g) => g.authorUid) },
              },
            },
            { $group: { _id: '$authorUid', n: { $sum: 1 }, last: { $max: '$createdAt' } } },
          ])
          .toArray();
        const byAuthor = new Map(counts.map((c) => [c._id, c]));
        const since = activeSince(clock.now());
        const rows = profiles.map((doc) => {
          const shared = byAuthor.get(doc.authorUid);
          const active = shared !== undefined && shared.last >= since;
          return toGardener(doc, shared?.n ?? 0, active ? 'active' : 'inactive');
        });
        const byName = (a: StoredGardener, b: StoredGardener) =>
          a.name < b.name ? -1 : a.name > b.name ? 1 : a._id < b._id ? -1 : a._id > b._id ? 1 : 0;
        return rows
          .filter((g) => !filter.activeOnly || g.status === 'active')
          .sort(filter.sort === 'shared' ? (a, b) => b.totalSharedTips - a.totalSharedTips || byName(a, b) : byName)
          .slice(0, filter.limit);
      }),
    // One member's card on the authorUid index, its counts from that member's tips only.
    gardenerCardOf: (uid) =>
      cached(`gardener ${uid}`, async () => {
        if (uid === '') return null;
        const [doc] = await db
          .collection<GardenerDoc>('gardeners')
          .find({ authorUid: uid })
          .sort({ name: 1, _id: 1 })
          .limit(1)
          .toArray();
        if (doc === undefined) return null;
        const [shared] = await db
          .collection('tips')
          .aggregate<{ n: number; last: string }>([
            { $match: { authorUid: uid, availability: 'Public', moderation: null } },
            { $group: { _id: null, n: { $sum: 1 }, last: { $max: '$createdAt' } } },
          ])
          .toArray();
        const active = shared !== undefined && shared.last >= activeSince(clock.now());
        return toGardener(doc, shared?.n ?? 0, active ? 'active' : 'inactive');
      }),
  }),
};

function toGardener({ _id, otherInfo, ...rest }: GardenerDoc, totalSharedTips: number, status: string): StoredGardener {
  const gardener: StoredGardener = { ...rest, _id: _id.toHexString(), totalSharedTips, status };
  if (otherInfo !== undefined && otherInfo !== null) gardener.otherInfo = otherInfo;
  return gardener;
}
