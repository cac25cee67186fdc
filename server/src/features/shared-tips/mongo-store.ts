import { randomUUID } from 'node:crypto';
import { ObjectId, type Db } from 'mongodb';
import { isDuplicateKey, type MongoContext } from '../../store-core/mongo-context';
import type { MongoPart } from '../../store-core/parts';
import { mongoNotifications } from '../notifications';
import { sharedGroupKey, type SharedTipsStore } from './store';

/**
 * Shares in MongoDB (the twin of embedded-store.ts). No multi-document transactions: a share is
 * written right after its tip (a crash between them tells nobody about that tip), and a page is
 * claimed with a lease, so two processes never walk one share at once; a page repeated after a
 * crash adds nothing (each notification and e-mail is idempotent by tip and follower).
 */
interface ShareDoc {
  _id: string;
  authorUid: string;
  createdAt: string;
  afterUid: string;
  done: boolean;
  leaseOwner: string | null;
  leaseUntil: string | null;
}

/** The version the shares came with (numbered across every feature: store-core/parts.ts). */
const SHARES_MONGO_MIGRATION = 15;
/** How long one page may take before another process takes the share over. */
const LEASE_MS = 5 * 60_000;

async function migrateShares(db: Db) {
  await db.collection('tip_shares').createIndexes([{ key: { done: 1, createdAt: 1 } }]);
  // A page of one gardener's followers in followerUid order, read from the index alone.
  await db.collection('follows').createIndexes([{ key: { followedUid: 1, followerUid: 1 } }]);
}

/** What the tips' writes call right after making a tip Public (ctx.use(mongoTipShares)). */
export function mongoTipShares({ db, now }: MongoContext) {
  const shares = db.collection<ShareDoc>('tip_shares');
  /** The first time only: the document stays, so Public again later tells nobody twice. */
  const share = async (tipId: string, authorUid: string): Promise<void> => {
    try {
      await shares.insertOne({
        _id: tipId,
        authorUid,
        createdAt: now(),
        afterUid: '',
        done: false,
        leaseOwner: null,
        leaseUntil: null,
      });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
  };
  return { share };
}

export const sharedTipsOnMongo: MongoPart<SharedTipsStore> = {
  member: {
    erase: async ({ db }, { uid }) => void (await db.collection('tip_shares').deleteMany({ authorUid: uid })),
    export: async () => ({}),
  },
  migrations: { [SHARES_MONGO_MIGRATION]: { name: 'shared tips: followers told a page at a time', up: migrateShares } },
  methods: (ctx) => {
    const { db, write } = ctx;
    const shares = db.collection<ShareDoc>('tip_shares');
    const { notifyOnce } = ctx.use(mongoNotifications);
    const owner = `fan-out-${randomUUID()}`;
    return {
      fanOutSharedTip: (pageSize) =>
        write(async () => {
          const at = new Date();
          const share = await shares.findOneAndUpdate(
            {
              done: false,
              $or: [{ leaseUntil: null }, { leaseUntil: { $lte: at.toISOString() } }],
            },
            { $set: { leaseOwner: owner, leaseUntil: new Date(at.getTime() + LEASE_MS).toISOString() } },
            { sort: { createdAt: 1, _id: 1 }, returnDocument: 'after' },
          );
          if (share === null) return null;
          const release = (set: Partial<ShareDoc>) =>
            shares.updateOne(
              { _id: share._id, leaseOwner: owner },
              { $set: { ...set, leaseOwner: null, leaseUntil: null } },
            );
          const tip = ObjectId.isValid(share._id)
            ? await db
                .collection('tips')
                .findOne({ _id: new ObjectId(share._id) }, { projection: { availability: 1, moderation: 1 } })
            : null;
          if (tip === null || tip.availability !== 'Public' || (tip.moderation ?? null) !== null) {
            await release({ done: true });
            return { tipId: share._id, notified: 0, done: true };
          }
          const page = (
            await db
              .collection<{ followerUid: string }>('follows')
              .find(
                { followedUid: share.authorUid, followerUid: { $gt: share.afterUid } },
                { projection: { _id: 0, followerUid: 1 } },
              )
              .sort({ followerUid: 1 })
              .limit(pageSize)
              .toArray()
          ).map((follow) => follow.followerUid);
          const blocked = new Set(
            (
              await db
                .collection<{ blockerUid: string; blockedUid: string }>('blocks')
                .find({
                  $or: [
                    { blockerUid: { $in: page }, blockedUid: share.authorUid },
                    { blockerUid: share.authorUid, blockedUid: { $in: page } },
                  ],
                })
                .toArray()
            ).map((block) => (block.blockerUid === share.authorUid ? block.blockedUid : block.blockerUid)),
          );
          const told = page.filter((uid) => !blocked.has(uid));
          for (const followerUid of told)
            await notifyOnce({
              recipientUid: followerUid,
              kind: 'shared',
              actorUid: share.authorUid,
              tipId: share._id,
              groupKey: sharedGroupKey(share._id),
              createdAt: share.createdAt,
            });
          const done = page.length < pageSize;
          await release({ afterUid: page.at(-1) ?? share.afterUid, done });
          return { tipId: share._id, notified: told.length, done };
        }),
    };
  },
};
