import { describe, expect, it } from 'vitest';
import { contractStore, seedFixture } from '../../../test/store/contract-tools';
import type { Store } from '../../store/store';

/**
 * The stats feature's part of the store contract (server/src/features/stats/store.ts): the
 * dashboard's counts. Every adapter runs it (server/test/store/every-contract.ts).
 */
export function describeStatsContract(name: string, makeStore: () => Promise<Store>): void {
  describe(`Store contract, stats: ${name}`, () => {
    const { store, tip } = contractStore(makeStore, {
      title: 'Mulch the beds',
      plantType: 'Tomato',
      description: 'Spread straw around the stems to keep the soil moist.',
      image: '/images/tips/mulch.svg',
    });
    const data = seedFixture(tip);

    it("counts all tips, the caller's tips, gardeners and users", async () => {
      await store.seed(data);
      await store.createUser({
        uid: 'u',
        email: 'u@greencircle.test',
        emailVerified: true,
        name: 'U',
        photoURL: '',
        creationTime: '',
        lastSignInTime: '',
      });
      expect(await store.stats('uid-maya')).toEqual({ totalTips: 2, myTips: 1, totalGardeners: 4, totalUsers: 1 });
      expect((await store.stats('uid-nobody')).myTips).toBe(0);
    });
  });
}
