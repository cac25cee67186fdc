import { ObjectId } from 'mongodb';
import { toObjectId, isDuplicateKey } from '../../store-core/mongo-context';
import type { MongoPart } from '../../store-core/parts';
import { mongoToTip, type TipDoc } from '../tips';
import { migratedReminder } from './migrate-reminders';
import { PLAN_ITEM_FIELDS, type PlanStore, type StoredPlanItem } from './store';

type PlanDoc = Omit<StoredPlanItem, 'id' | 'tipId' | 'donePhotoAlt'> & {
  _id: ObjectId;
  tipId: ObjectId;
  donePhotoAlt?: string;
};
const toItem = ({ _id, tipId, ...doc }: PlanDoc): StoredPlanItem => ({
  ...doc,
  // Items done before what the photo shows was asked have no such field.
  donePhotoAlt: doc.donePhotoAlt ?? '',
  id: _id.toHexString(),
  tipId: tipId.toHexString(),
});
const FIELDS = PLAN_ITEM_FIELDS;
const only = (fields: object) =>
  Object.fromEntries(Object.entries(fields).filter(([key]) => (FIELDS as readonly string[]).includes(key)));

/** Plan items (one per member per tip) and tips' result delays in MongoDB. */
export const planOnMongo: MongoPart<PlanStore> = {
  member: {
    erase: async ({ db }, { uid }) => {
      await db.collection('plan_items').deleteMany({ uid });
    },
    export: async ({ db }, uid) => {
      const items = await db.collection<PlanDoc>('plan_items').find({ uid }).sort({ createdAt: 1, _id: 1 }).toArray();
      const titles = new Map(
        (
          await db
            .collection<{ title: string }>('tips')
            .find({ _id: { $in: items.map((i) => i.tipId) } }, { projection: { title: 1 } })
            .toArray()
        ).map((tip) => [tip._id.toHexString(), tip.title]),
      );
      return {
        plan: items.map((doc) => {
          const { uid: _uid, ...item } = toItem(doc);
          return { ...item, title: titles.get(item.tipId) ?? null };
        }),
      };
    },
  },
  migrations: {
    17: {
      name: 'my plan: plan items (reminders become yearly items) and result delays',
      up: async (db) => {
        const plan = db.collection('plan_items');
        await plan.createIndexes([
          { key: { uid: 1, tipId: 1 }, unique: true },
          { key: { tipId: 1 } },
          { key: { followUpState: 1, followUpOn: 1 } },
        ]);
        const reminders = db.collection<{ uid: string; tipId: ObjectId; createdAt: string }>('reminders');
        for await (const reminder of reminders.find({})) {
          const tip = await db
            .collection<{ months?: number[]; hemisphere?: string }>('tips')
            .findOne({ _id: reminder.tipId }, { projection: { months: 1, hemisphere: 1 } });
          if (tip !== null) {
            const garden = await db
              .collection<{ _id: string; hemisphere?: string }>('gardens')
              .findOne({ _id: reminder.uid });
            const { month, due } = migratedReminder({
              createdAt: reminder.createdAt,
              months: tip.months,
              hemisphere: tip.hemisphere,
              reader: garden?.hemisphere,
            });
            await plan.updateOne(
              { uid: reminder.uid, tipId: reminder.tipId },
              {
                $setOnInsert: {
                  month,
                  repeats: true,
                  due,
                  doneOn: null,
                  doneNote: '',
                  donePhoto: null,
                  skippedYear: null,
                  followUpOn: null,
                  followUpState: 'none',
                  outcome: null,
                  createdAt: reminder.createdAt,
                },
              },
              { upsert: true },
            );
          }
          // Each reminder goes once it is an item: a crash half-way is finished by running this again.
          await reminders.deleteOne({ _id: reminder._id });
        }
      },
    },
  },
  methods: ({ db, run }) => {
    const plan = db.collection<PlanDoc>('plan_items');
    const delays = db.collection<{ _id: ObjectId; weeks: number }>('tip_result_weeks');
    const byId = async (id: string) => {
      const _id = toObjectId(id);
      const doc = _id === null ? null : await plan.findOne({ _id });
      return doc === null ? null : toItem(doc);
    };
    return {
      addPlanItem: (item) =>
        run(async () => {
          const tipId = toObjectId(item.tipId);
          if (tipId === null) throw new Error('Not a tip id');
          const { uid, createdAt } = item;
          try {
            const _id = new ObjectId();
            await plan.insertOne({ ...only(item), uid, createdAt, tipId, _id } as PlanDoc);
            return { item: toItem((await plan.findOne({ _id }))!), created: true };
          } catch (error) {
            if (!isDuplicateKey(error)) throw error;
            return { item: toItem((await plan.findOne({ uid, tipId }))!), created: false };
          }
        }),

      getPlanItem: (id) => run(() => byId(id)),

      findPlanItem: (uid, tipId) =>
        run(async () => {
          const _id = toObjectId(tipId);
          const doc = _id === null ? null : await plan.findOne({ uid, tipId: _id });
          return doc === null ? null : toItem(doc);
        }),

      listPlanItems: (uid) =>
        run(async () => {
          const rows = await plan
            .aggregate<PlanDoc & { tip: TipDoc }>([
              { $match: { uid } },
              { $sort: { createdAt: 1, _id: 1 } },
              { $lookup: { from: 'tips', localField: 'tipId', foreignField: '_id', as: 'tip' } },
              { $unwind: '$tip' },
              { $match: { $or: [{ 'tip.moderation': null }, { 'tip.authorUid': uid }] } },
            ])
            .toArray();
          return rows.map(({ tip, ...doc }) => ({ item: toItem(doc), tip: mongoToTip(tip) }));
        }),

      updatePlanItem: (id, uid, expected, changes) =>
        run(async () => {
          const _id = toObjectId(id);
          if (_id === null) return null;
          const doc = await plan.findOneAndUpdate(
            { _id, uid, ...only(expected) },
            { $set: only(changes) },
            { returnDocument: 'after' },
          );
          return doc === null ? null : toItem(doc);
        }),

      deletePlanItem: (id, uid) =>
        run(async () => {
          const _id = toObjectId(id);
          return _id !== null && (await plan.deleteOne({ _id, uid })).deletedCount === 1;
        }),

      dueFollowUps: (now, limit) =>
        run(async () =>
          (
            await plan
              .find({ followUpState: 'pending', followUpOn: { $lte: now.slice(0, 10) } })
              .sort({ followUpOn: 1, _id: 1 })
              .limit(limit)
              .toArray()
          ).map(toItem),
        ),

      countPlan: (tipId, { dueFrom, dueTo, doneFrom }, exclude) =>
        run(async () => {
          const _id = toObjectId(tipId);
          if (_id === null) return { planned: 0, done: 0 };
          const base = { tipId: _id, uid: { $nin: [...exclude] } };
          const [planned, done] = await Promise.all([
            plan.countDocuments({
              ...base,
              $or: [{ due: { $gte: dueFrom, $lt: dueTo } }, { doneOn: { $gte: doneFrom } }],
            }),
            plan.countDocuments({ ...base, doneOn: { $gte: doneFrom } }),
          ]);
          return { planned, done };
        }),

      getResultWeeks: (tipId) =>
        run(async () => {
          const _id = toObjectId(tipId);
          return _id === null ? null : ((await delays.findOne({ _id }))?.weeks ?? null);
        }),

      setResultWeeks: (tipId, weeks) =>
        run(async () => {
          const _id = toObjectId(tipId);
          if (_id !== null) await delays.updateOne({ _id }, { $set: { weeks } }, { upsert: true });
        }),
    };
  },
};
