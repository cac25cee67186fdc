import { ObjectId, type Db } from 'mongodb';
import type { ReportKind, ReportReason, Role } from '@green-circle/contract';
import { escapeRegex, isDuplicateKey, toObjectId, updateById, type MongoContext } from '../../store-core/mongo-context';
import type { MongoPart } from '../../store-core/parts';
import { byName, type SafetyStore, type StoredModerationLogEntry } from './store';
import { safetyMemberOnMongo } from './mongo-member';

interface ReportDoc {
  _id: ObjectId;
  kind: ReportKind;
  targetId: string;
  reporterUid: string;
  targetAuthorUid: string;
  reason: ReportReason;
  note: string;
  qualifying: boolean;
  status: 'open' | 'closed';
  createdAt: string;
}
interface LogDoc {
  _id: ObjectId;
  at: string;
  moderatorUid: string | null;
  kind: ReportKind;
  targetId: string;
  action: StoredModerationLogEntry['action'];
  reason: string;
  days?: number;
}
interface BlockDoc {
  _id: ObjectId;
  blockerUid: string;
  blockedUid: string;
  createdAt: string;
}
interface StandingDoc {
  uid: string;
  role?: Role;
  suspendedUntil?: string | null;
  joinedAt?: string;
  name?: string;
  photoURL?: string;
}

/**
 * The MongoDB side of store.ts: role, suspendedUntil and joinedAt on user documents,
 * `moderation` on tips and comments, and the reports, moderation_log and blocks collections.
 * Every write is one document, safe to repeat.
 */
export const safetyOnMongo: MongoPart<SafetyStore> = {
  member: safetyMemberOnMongo,
  migrations: {
    // Members by role, one report per member per target, one block per pair; existing members
    // joined when their record says (uid is indexed).
    9: { name: 'trust and safety', up: migrateSafety },
    12: {
      // A comment carries `moderation` ({ hiddenAt, reason } when moderators hid it, else null), as a tip does.
      name: 'comments hidden by moderators',
      up: async (db) => {
        const comments = db.collection('comments');
        for await (const doc of comments.find({ moderation: { $exists: false } }, { projection: { _id: 1 } })) {
          await comments.updateOne({ _id: doc._id, moderation: { $exists: false } }, { $set: { moderation: null } });
        }
      },
    },
  },
  methods: (ctx) => ({ ...safetyStanding(ctx), ...safetyModeration(ctx) }),
};

async function migrateSafety(db: Db) {
  await db.collection('users').createIndexes([{ key: { role: 1 } }]);
  await db
    .collection('reports')
    .createIndexes([
      { key: { kind: 1, targetId: 1, reporterUid: 1 }, unique: true },
      { key: { status: 1, createdAt: 1 } },
    ]);
  await db.collection('blocks').createIndexes([{ key: { blockerUid: 1, blockedUid: 1 }, unique: true }]);
  const users = db.collection('users');
  const now = new Date().toISOString();
  for await (const user of users.find({ joinedAt: { $exists: false } }, { projection: { creationTime: 1 } })) {
    const time = new Date(String(user.creationTime));
    const joinedAt = Number.isNaN(time.getTime()) || time.toISOString() > now ? now : time.toISOString();
    await users.updateOne({ _id: user._id }, { $set: { joinedAt } });
  }
}

/** Roles, suspensions and reports. */
function safetyStanding({ db, run, write, now }: MongoContext) {
  const users = db.collection<StandingDoc>('users');
  const reports = db.collection<ReportDoc>('reports');

  return {
    memberStanding: (uid) =>
      run(async () => {
        const user = await users.findOne({ uid }, { projection: { role: 1, suspendedUntil: 1, joinedAt: 1 } });
        return {
          role: user?.role ?? 'member',
          suspendedUntil: user?.suspendedUntil ?? null,
          joinedAt: user?.joinedAt ?? null,
        };
      }),

    setRole: (uid, role) => write(async () => (await users.updateOne({ uid }, { $set: { role } })).matchedCount),

    membersWithRole: (role) =>
      run(async () => {
        const found = await users.find({ role }, { projection: { uid: 1 } }).toArray();
        return found.map((user) => user.uid).sort();
      }),

    setSuspension: (uid, until) =>
      write(async () => (await users.updateOne({ uid }, { $set: { suspendedUntil: until } })).matchedCount),

    addReport: (report) =>
      write(async () => {
        try {
          await reports.insertOne({
            _id: new ObjectId(),
            kind: report.target.kind,
            targetId: report.target.id.toLowerCase(),
            reporterUid: report.reporterUid,
            targetAuthorUid: report.targetAuthorUid,
            reason: report.reason,
            note: report.note,
            qualifying: report.qualifying,
            status: 'open',
            createdAt: now(),
          });
          return { created: true };
        } catch (error) {
          if (isDuplicateKey(error)) return { created: false };
          throw error;
        }
      }),

    countQualifyingReports: (target) =>
      run(
        async () =>
          (
            await reports.distinct('reporterUid', {
              kind: target.kind,
              targetId: target.id.toLowerCase(),
              status: 'open',
              qualifying: true,
            })
          ).length,
      ),

    reportGroups: (status, max) =>
      run(async () => {
        const groups = await reports
          .aggregate<{
            _id: { kind: ReportKind; targetId: string };
            targetAuthorUid: string;
            count: number;
            reasons: ReportReason[];
            notes: string[];
            firstReportedAt: string;
            open: number;
          }>([
            {
              $group: {
                _id: { kind: '$kind', targetId: '$targetId' },
                targetAuthorUid: { $max: '$targetAuthorUid' },
                count: { $sum: 1 },
                reasons: { $push: '$reason' },
                notes: { $push: '$note' },
                firstReportedAt: { $min: '$createdAt' },
                open: { $sum: { $cond: [{ $eq: ['$status', 'open'] }, 1, 0] } },
              },
            },
            { $match: status === 'open' ? { open: { $gt: 0 } } : { open: 0 } },
            { $sort: { firstReportedAt: 1, '_id.kind': 1, '_id.targetId': 1 } },
            { $limit: max },
          ])
          .toArray();
        return groups.map((group) => ({
          target: { kind: group._id.kind, id: group._id.targetId },
          targetAuthorUid: group.targetAuthorUid,
          count: group.count,
          reasons: [...new Set(group.reasons)],
          notes: group.notes.filter((note) => note !== ''),
          firstReportedAt: group.firstReportedAt,
        }));
      }),

    // One document at a time (each write safe to repeat), as the rest of the adapter writes.
    closeReports: (target) =>
      write(async () => {
        const open = await reports
          .find({ kind: target.kind, targetId: target.id.toLowerCase(), status: 'open' }, { projection: { _id: 1 } })
          .toArray();
        let closed = 0;
        for (const { _id } of open) {
          closed += (await reports.updateOne({ _id, status: 'open' }, { $set: { status: 'closed' } })).modifiedCount;
        }
        return closed;
      }),
  } satisfies Partial<SafetyStore>;
}

/** Moderators' marks and log, blocks, and how a member shows. */
function safetyModeration({ db, run, write, now }: MongoContext) {
  const users = db.collection<StandingDoc>('users');
  const tips = db.collection('tips');
  const comments = db.collection('comments');
  const log = db.collection<LogDoc>('moderation_log');
  const blocks = db.collection<BlockDoc>('blocks');

  return {
    setTipModeration: (id, mark) =>
      write(() =>
        updateById(tips, id, mark === null ? { $unset: { moderation: '' } } : { $set: { moderation: mark } }),
      ),

    setCommentModeration: (id, mark) => write(() => updateById(comments, id, { $set: { moderation: mark } })),

    membersNamed: (part, max) =>
      run(async () => {
        const rows = await users
          .find({ name: { $regex: escapeRegex(part), $options: 'i', $ne: '' } }, { projection: { uid: 1, name: 1 } })
          .toArray();
        return byName(
          rows.map((row) => ({ uid: row.uid, name: row.name ?? '' })),
          max,
        );
      }),

    addModerationLog: (entry) =>
      run(async () => {
        await log.insertOne({
          _id: new ObjectId(),
          at: entry.at ?? now(),
          moderatorUid: entry.moderatorUid,
          kind: entry.target.kind,
          targetId: entry.target.id,
          action: entry.action,
          reason: entry.reason,
          ...(entry.days === undefined ? {} : { days: entry.days }),
        });
      }),

    listModerationLog: (limit, before) =>
      run(async () => {
        const after = before === undefined ? null : toObjectId(before);
        const rows = await log
          .find(after === null ? {} : { _id: { $lt: after } })
          .sort({ _id: -1 })
          .limit(limit)
          .toArray();
        return rows.map(({ _id, kind, targetId, days, ...rest }) => ({
          ...rest,
          _id: _id.toHexString(),
          target: { kind, id: targetId },
          ...(days === undefined ? {} : { days }),
        }));
      }),

    block: (blockerUid, blockedUid) =>
      write(async () => {
        try {
          await blocks.insertOne({ _id: new ObjectId(), blockerUid, blockedUid, createdAt: now() });
          return { created: true };
        } catch (error) {
          if (isDuplicateKey(error)) return { created: false };
          throw error;
        }
      }),

    unblock: (blockerUid, blockedUid) =>
      write(async () => (await blocks.deleteOne({ blockerUid, blockedUid })).deletedCount),

    blockedUids: (uid) =>
      run(async () =>
        (await blocks.find({ blockerUid: uid }, { projection: { blockedUid: 1 } }).toArray())
          .map((block) => block.blockedUid)
          .sort(),
      ),

    isBlocked: (blockerUid, blockedUid) =>
      run(async () => (await blocks.findOne({ blockerUid, blockedUid }, { projection: { _id: 1 } })) !== null),

    listBlocks: (blockerUid) =>
      run(async () => {
        const rows = await blocks.find({ blockerUid }).sort({ createdAt: -1, blockedUid: 1 }).toArray();
        return rows.map(({ blockedUid, createdAt }) => ({ blockedUid, createdAt }));
      }),

    personOf: (uid) =>
      run(async () => {
        const user = await users.findOne({ uid, name: { $ne: '' } }, { projection: { name: 1, photoURL: 1 } });
        if (user?.name) return { displayName: user.name, authorPhotoURL: user.photoURL ?? '' };
        const tip = await tips.findOne(
          { authorUid: uid },
          { sort: { createdAt: -1 }, projection: { displayName: 1, authorPhotoURL: 1 } },
        );
        return tip === null
          ? null
          : {
              displayName: tip.displayName as string,
              authorPhotoURL: (tip.authorPhotoURL as string | undefined) ?? '',
            };
      }),
  } satisfies Partial<SafetyStore>;
}
