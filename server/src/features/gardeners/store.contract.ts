import { describe, expect, it } from 'vitest';
import { LIMITS } from '@green-circle/contract';
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

    it("finds one member's card by uid, counted as the list counts it, and none for a member without one", async () => {
      await store.seed(data);
      await store.createTip(tip({ authorUid: 'uid-dan' }));
      await store.createTip(tip({ authorUid: 'uid-dan', availability: 'Hidden' }));
      const hidden = await store.createTip(tip({ authorUid: 'uid-dan' }));
      await store.setTipModeration(hidden, { hiddenAt: new Date().toISOString(), reason: 'spam' });
      const listed = await store.listGardeners({ activeOnly: false, limit: 10, sort: 'name' });
      for (const uid of ['uid-dan', 'uid-maya', 'uid-bea']) {
        expect(await store.gardenerCardOf(uid), uid).toEqual(listed.find((g) => g.authorUid === uid));
      }
      expect(await store.gardenerCardOf('uid-dan')).toMatchObject({
        name: 'Dan',
        totalSharedTips: 1,
        status: 'active',
      });
      expect(await store.gardenerCardOf('uid-nobody')).toBeNull();
      expect(await store.gardenerCardOf('')).toBeNull();
    });

    it('finds a card however many cards sort before it by name (more than Explore lists)', async () => {
      const many = Array.from({ length: LIMITS.allGardenersMax + 1 }, (_, i) => ({
        name: `Aaron ${String(i).padStart(3, '0')}`,
        authorUid: `uid-aaron-${i}`,
        age: 30,
        gender: 'Male',
        experiences: ['Composting'],
        image: '/images/gardeners/x.svg',
      }));
      await store.seed({ gardeners: [...many, { ...many[0]!, name: 'Zoe', authorUid: 'uid-zoe' }], tips: [] });
      expect(await store.gardenerCardOf('uid-zoe')).toMatchObject({ name: 'Zoe', totalSharedTips: 0 });
    });
  });
}
