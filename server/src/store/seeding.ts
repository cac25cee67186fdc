import { insertGardener } from '../features/gardeners/embedded-store';
import type { GardenerDoc } from '../features/gardeners/mongo-store';
import { insertTip, tipDoc } from '../features/tips';
import type { EmbeddedPart, MongoPart } from '../store-core/parts';
import { seedCollection, seedTable } from '../store-core/seeding';
import type { CoreStore } from './store';

type Seeding = Pick<CoreStore, 'seed'>;

/** The demo data goes in as one IMMEDIATE transaction: a second process waits, then finds the markers. */
export const seedingOnSqlite: EmbeddedPart<Seeding> = {
  methods: (ctx) => {
    const seedOnce = ctx.db.transaction((data: Parameters<CoreStore['seed']>[0]) => ({
      gardeners: seedTable(
        ctx,
        'gardeners',
        data.gardeners,
        (g, id) => insertGardener(ctx, g, id),
        (g) => g.name,
      ),
      tips: seedTable(
        ctx,
        'tips',
        data.tips,
        (t, id) => insertTip(ctx, t, t.likes, t.createdAt, id),
        (t) => t.title,
      ),
    }));
    return { seed: (data) => ctx.write(() => seedOnce.immediate(data)) };
  },
};

/** Seeding writes fixed ids with upserts and marks each collection when done (store-core/seeding.ts). */
export const seedingOnMongo: MongoPart<Seeding> = {
  methods: (ctx) => ({
    seed: (data) =>
      ctx.write(async () => ({
        gardeners: await seedCollection(
          ctx,
          'gardeners',
          data.gardeners,
          (g) => g.name,
          (g, _id): GardenerDoc => ({ ...g, _id }),
        ),
        tips: await seedCollection(
          ctx,
          'tips',
          data.tips,
          (t) => t.title,
          (t, _id) => tipDoc(t, t.likes, t.createdAt, _id),
        ),
      })),
  }),
};
