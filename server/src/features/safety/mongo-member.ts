import type { MongoMemberData } from '../../store-core/mongo-context';

/** As in SQLite (embedded-member.ts): reports and blocks go; the moderation log stops naming them. */
export const safetyMemberOnMongo: MongoMemberData = {
  erase: async ({ db }, { uid, authorId }) => {
    await db.collection('reports').deleteMany({ $or: [{ reporterUid: uid }, { targetAuthorUid: uid }] });
    await db.collection('blocks').deleteMany({ $or: [{ blockerUid: uid }, { blockedUid: uid }] });
    await db.collection('moderation_log').updateMany({ moderatorUid: uid }, { $set: { moderatorUid: null } });
    await db
      .collection('moderation_log')
      .updateMany({ kind: 'gardener', targetId: authorId }, { $set: { targetId: '' } });
  },
  export: async ({ db }, uid) => ({
    reportsMade: (
      await db
        .collection<{
          kind: string;
          targetId: string;
          reason: string;
          note: string;
          status?: string;
          createdAt: string;
        }>('reports')
        .find({ reporterUid: uid })
        .sort({ createdAt: 1 })
        .toArray()
    ).map((r) => ({
      kind: r.kind,
      targetId: r.kind === 'gardener' ? null : r.targetId,
      reason: r.reason,
      note: r.note,
      status: r.status ?? 'open',
      createdAt: r.createdAt,
    })),
    blocking: { count: await db.collection('blocks').countDocuments({ blockerUid: uid }) },
  }),
};
