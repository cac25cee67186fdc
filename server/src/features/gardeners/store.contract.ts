import { describe, expect, it } from 'vitest';
import { contractStore, seedFixture } from '../../../test/store/contract-tools';
import type { Store } from '../../store/store';

/**
 * The gardeners feature's part of the store contract (server/src/features/gardeners/store.ts):
 * Explore's cards, counted from the tips their members wrote. Every adapter runs it (server/test/store/every-contract.ts).
 */
export function describeGardenersContract(name: string, makeStore: () => Promise<Store>): void {
  describe(`Store contract, gardeners: ${name}`, () => {
    const { store, tip } = contractStore(makeStore, {
      title: 'Mulch the beds',
      plantType: 'Tomato',
      description: 'Spread straw around the stems to keep the soil moist.',
      image: '/images/tips/mulch.svg',
    });
    const data = seedFixture(tip);

    it('filters, sorts and limits gardeners', async () => {
      await store.seed(data);
      for (const authorUid of ['uid-bea', 'uid-bea', 'uid-cleo', 'uid-dan']) await store.createTip(tip({ authorUid }));
      const featured = await store.listGardeners({ activeOnly: true, limit: 2, sort: 'shared' });
      expect(featured.map((g) => g.name)).toEqual(['Bea', 'Cleo']);
      const all = await store.listGardeners({ activeOnly: false, limit: 10, sort: 'name' });
      expect(all.map((g) => g.name)).toEqual(['Abe', 'Bea', 'Cleo', 'Dan']);
      expect(all[0]).not.toHaveProperty('otherInfo');
    });

    it("counts each gardener's shared tips and activity from the tips they wrote", async () => {
      await store.seed(data);
      const counted = async () =>
        Object.fromEntries(
          (await store.listGardeners({ activeOnly: false, limit: 10, sort: 'name' })).map((g) => [
            g.name,
            [g.totalSharedTips, g.status],
          ]),
        );
      // Abe's one Public tip is from 2024: shared, but not in the last 90 days.
      expect(await counted()).toEqual({
        Abe: [1, 'inactive'],
        Bea: [0, 'inactive'],
        Cleo: [0, 'inactive'],
        Dan: [0, 'inactive'],
      });
      await store.createTip(tip({ authorUid: 'uid-maya' }));
      await store.createTip(tip({ authorUid: 'uid-dan' }));
      await store.createTip(tip({ authorUid: 'uid-dan', availability: 'Hidden' }));
      const hidden = await store.createTip(tip({ authorUid: 'uid-dan' }));
      await store.setTipModeration(hidden, { hiddenAt: new Date().toISOString(), reason: 'spam' });
      expect(await counted()).toEqual({
        Abe: [2, 'active'],
        Bea: [0, 'inactive'],
        Cleo: [0, 'inactive'],
        Dan: [1, 'active'],
      });
      const featured = await store.listGardeners({ activeOnly: true, limit: 8, sort: 'shared' });
      expect(featured.map((g) => g.name)).toEqual(['Abe', 'Dan']);
    });
  });
}
