import { describe, expect, it } from 'vitest';
import { SEED } from './seed-data';
import { contractStore, seedFixture, sleep } from '../../test/store/contract-tools';
import type { Store } from './store';

/**
 * What the store does itself, for every feature (CoreStore in server/src/store/store.ts): seeding,
 * the shared rate-limit counters, ping. Every adapter runs it (server/test/store/every-contract.ts).
 */
export function describeCoreContract(name: string, makeStore: () => Promise<Store>): void {
  describe(`Store contract, the store itself: ${name}`, () => {
    const { store, tip, list } = contractStore(makeStore, {
      title: 'Mulch the beds',
      plantType: 'Tomato',
      description: 'Spread straw around the stems to keep the soil moist.',
      image: '/images/tips/mulch.svg',
    });
    const data = seedFixture(tip);

    it('seeds empty collections once and keeps every field', async () => {
      expect(await store.seed(data)).toEqual({ gardeners: 4, tips: 2 });
      expect(await store.seed(data)).toEqual({ gardeners: 0, tips: 0 });
      const tips = (await list()).items;
      expect(tips.map((t) => [t.likes, t.createdAt])).toEqual([
        [7, '2024-03-01T10:00:00.000Z'],
        [2, '2024-02-01T10:00:00.000Z'],
      ]);
      const dan = (await store.listGardeners({ activeOnly: false, limit: 10, sort: 'name' })).find(
        (g) => g.name === 'Dan',
      );
      expect(dan).toEqual({
        ...data.gardeners[3],
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        totalSharedTips: 0,
        status: 'inactive',
      });
    });

    it('seeds once when asked twice at the same moment, with the same fixed ids in every store', async () => {
      const results = await Promise.all([store.seed(data), store.seed(data), store.seed(data)]);
      expect(results.reduce((sum, r) => sum + r.gardeners, 0)).toBe(4);
      expect(results.reduce((sum, r) => sum + r.tips, 0)).toBe(2);
      expect((await list()).total).toBe(2);
      expect(await store.listGardeners({ activeOnly: false, limit: 10, sort: 'name' })).toHaveLength(4);
      const other = await makeStore();
      try {
        await other.seed(data);
        const idsOf = async (s: Store) =>
          (await s.listTips({ includeHidden: true, sort: 'newest', limit: 10 })).items.map((t) => t._id);
        expect(await idsOf(other)).toEqual(await idsOf(store));
      } finally {
        await other.close();
      }
    });

    it('does not seed again once seeded, even after the seeded records are deleted', async () => {
      await store.seed(data);
      for (const t of (await list()).items) await store.deleteTip(t._id);
      expect(await store.seed(data)).toEqual({ gardeners: 0, tips: 0 });
      expect((await list()).total).toBe(0);
    });

    it('seeds only the collections that are empty', async () => {
      await store.createTip(tip());
      expect(await store.seed(data)).toEqual({ gardeners: 4, tips: 0 });
    });

    it('seeds the shipped data', async () => {
      const result = await store.seed(SEED);
      expect(result).toEqual({ gardeners: SEED.gardeners.length, tips: SEED.tips.length });
      expect((await list({ includeHidden: false })).total).toBe(
        SEED.tips.filter((t) => t.availability === 'Public').length,
      );
    });

    it('counts rate-limit hits per key in fixed windows', async () => {
      const first = await store.hit('uid:a', 60_000);
      expect(first.hits).toBe(1);
      expect(first.resetAt).toBeGreaterThan(Date.now() + 50_000);
      expect((await store.hit('uid:a', 60_000)).hits).toBe(2);
      expect(await store.hit('uid:a', 60_000)).toEqual({ hits: 3, resetAt: first.resetAt });
      expect((await store.hit('uid:b', 60_000)).hits).toBe(1);
      await store.unhit('uid:a');
      expect((await store.hit('uid:a', 60_000)).hits).toBe(3);
      await store.resetHits('uid:a');
      expect((await store.hit('uid:a', 60_000)).hits).toBe(1);
      const results = await Promise.all(Array.from({ length: 20 }, () => store.hit('ip:burst', 60_000)));
      expect(results.map((r) => r.hits).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    });

    it('starts a new rate-limit window once the last one has passed', async () => {
      expect((await store.hit('uid:short', 50)).hits).toBe(1);
      expect((await store.hit('uid:short', 50)).hits).toBe(2);
      await sleep(80);
      const fresh = await store.hit('uid:short', 50);
      expect(fresh.hits).toBe(1);
      expect(fresh.resetAt).toBeGreaterThan(Date.now());
    });

    it('answers ping', async () => {
      await expect(store.ping()).resolves.toBeUndefined();
    });
  });
}
