import type { MongoPart } from '../../store-core/parts';
import type { AccountStore, ExportPhoto } from './store';

interface ErasureDoc {
  _id: string;
  startedAt: string;
}

/**
 * Leaving in MongoDB (no transactions on a standalone server): the mark first, then each
 * feature's piece, every write safe to repeat, then the mark cleared; a crash between any two
 * is finished at the next start (finishErasures) by running the pieces again.
 */
export const accountOnMongo: MongoPart<AccountStore> = {
  methods: (ctx) => {
    const erasures = ctx.db.collection<ErasureDoc>('account_erasures');
    return {
      beginErasure: (uid) =>
        ctx.run(async () => {
          await erasures.updateOne({ _id: uid }, { $setOnInsert: { startedAt: ctx.now() } }, { upsert: true });
        }),

      pendingErasures: () =>
        ctx.run(async () => (await erasures.find({}).sort({ startedAt: 1 }).toArray()).map((doc) => doc._id)),

      eraseMember: (member) =>
        ctx.write(async () => {
          if ((await erasures.findOne({ _id: member.uid })) === null)
            throw new Error('An erasure must be begun first (beginErasure)');
          const user = await ctx.db.collection('users').findOne({ uid: member.uid }, { projection: { email: 1 } });
          const email = typeof user?.email === 'string' ? user.email : undefined;
          for (const piece of ctx.members) await piece.erase(ctx, { ...member, email });
        }),

      endErasure: (uid) =>
        ctx.run(async () => {
          await erasures.deleteOne({ _id: uid });
        }),

      exportMember: (uid) =>
        ctx.run(async () => {
          const sections: Record<string, unknown> = {};
          for (const piece of ctx.members) Object.assign(sections, await piece.export(ctx, uid));
          return { sections, photos: (sections.photos as ExportPhoto[] | undefined) ?? [] };
        }),
    };
  },
};
