import { ObjectId, type Db } from 'mongodb';
import { plantSlugOf, type Hemisphere, type TrialOutcome } from '@green-circle/contract';
import { isDuplicateKey } from '../../store-core/mongo-context';
import type { MongoPart } from '../../store-core/parts';
import type { PlantStore } from './store';
import { plantsMemberOnMongo } from './mongo-member';

/**
 * Plants in MongoDB: each tip's `plantSlug` (null for a plantType naming no known plant),
 * written by the tips part with the tip (features/tips), and the `member_plants` collection. The 'plants'
 * migration (migratePlants) resolves every existing tip; it is safe to run again.
 */
export async function migratePlants(db: Db): Promise<void> {
  const tips = db.collection<{ _id: ObjectId; plantType: string; plantSlug?: string | null }>('tips');
  for await (const tip of tips.find({ plantSlug: { $exists: false } }, { projection: { plantType: 1 } })) {
    await tips.updateOne({ _id: tip._id }, { $set: { plantSlug: plantSlugOf(tip.plantType) } });
  }
  await tips.createIndexes([{ key: { plantSlug: 1, createdAt: -1, _id: -1 } }]);
  await db
    .collection('member_plants')
    .createIndexes([{ key: { uid: 1, slug: 1 }, unique: true }, { key: { slug: 1, addedAt: -1 } }]);
}

interface MemberPlantDoc {
  uid: string;
  slug: string;
  addedAt: string;
}

interface TipFactsDoc {
  _id: ObjectId;
  authorUid: string;
  months?: number[];
  hemisphere?: Hemisphere;
  updatedAt: string;
  plantSlug?: string | null;
  availability: string;
  moderation?: unknown;
}

/** Shown: Public and not hidden by moderators (null matches a tip that never had a mark). */
const SHOWN = { availability: 'Public', moderation: null };

export const plantsOnMongo: MongoPart<PlantStore> = {
  member: plantsMemberOnMongo,
  migrations: {
    // Each tip keeps the plant its plantType names; members keep their plants.
    13: { name: 'plants', up: migratePlants },
  },
  methods: ({ db, run, now }) => plantMethods(db, run, now),
};

function plantMethods(db: Db, run: <T>(work: () => Promise<T>) => Promise<T>, now: () => string): PlantStore {
  const memberPlants = db.collection<MemberPlantDoc>('member_plants');
  const tips = db.collection<TipFactsDoc>('tips');
  const trials = db.collection<{
    _id: ObjectId;
    tipId: ObjectId;
    outcome: TrialOutcome;
    hemisphere: Hemisphere;
    zone: string | null;
  }>('trials');

  return {
    addMemberPlant: (uid, slug, addedAt = now()) =>
      run(async () => {
        try {
          await memberPlants.insertOne({ uid, slug, addedAt });
          return { created: true };
        } catch (error) {
          if (isDuplicateKey(error)) return { created: false };
          throw error;
        }
      }),

    removeMemberPlant: (uid, slug) => run(async () => (await memberPlants.deleteOne({ uid, slug })).deletedCount),

    memberPlants: (uid) =>
      run(async () =>
        (await memberPlants.find({ uid }).sort({ addedAt: -1, slug: 1 }).toArray()).map(({ slug, addedAt }) => ({
          slug,
          addedAt,
        })),
      ),

    plantGrowers: (slug, limit) =>
      run(async () => {
        const rows = await memberPlants.find({ slug }).sort({ addedAt: -1, uid: 1 }).limit(limit).toArray();
        return { uids: rows.map((row) => row.uid), total: await memberPlants.countDocuments({ slug }) };
      }),

    plantTipCounts: () =>
      run(async () => {
        const counts = new Map<string, number>();
        const cursor = tips.find({ ...SHOWN, plantSlug: { $ne: null } }, { projection: { plantSlug: 1 } });
        for await (const tip of cursor) {
          if (tip.plantSlug) counts.set(tip.plantSlug, (counts.get(tip.plantSlug) ?? 0) + 1);
        }
        return counts;
      }),

    plantFacts: (slug) =>
      run(async () => {
        const docs = await tips
          .find({ ...SHOWN, plantSlug: slug }, { projection: { authorUid: 1, months: 1, hemisphere: 1 } })
          .toArray();
        const reports = await trials
          .find({ tipId: { $in: docs.map((doc) => doc._id) } }, { projection: { outcome: 1, hemisphere: 1, zone: 1 } })
          .toArray();
        return {
          tips: docs.map(({ authorUid, months, hemisphere }) => ({
            authorUid,
            hemisphere: hemisphere ?? 'north',
            ...(months === undefined ? {} : { months }),
          })),
          reports: reports.map((r) => ({
            id: r._id.toHexString(),
            outcome: r.outcome,
            hemisphere: r.hemisphere,
            zone: r.zone ?? null,
          })),
        };
      }),

    sitemapTips: (after, limit) =>
      run(async () => {
        const from = after === null ? null : /^[0-9a-f]{24}$/.test(after) ? ObjectId.createFromHexString(after) : null;
        const docs = await tips
          .find(from === null ? SHOWN : { ...SHOWN, _id: { $gt: from } }, {
            projection: { updatedAt: 1, authorUid: 1, plantSlug: 1 },
          })
          .sort({ _id: 1 })
          .limit(limit)
          .toArray();
        return docs.map((doc) => ({
          id: doc._id.toHexString(),
          updatedAt: doc.updatedAt,
          authorUid: doc.authorUid,
          plantSlug: doc.plantSlug ?? null,
        }));
      }),
  };
}
