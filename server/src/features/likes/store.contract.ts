import { describe, expect, it } from 'vitest';
import { contractStore, sleep } from '../../../test/store/contract-tools';
import type { Store } from '../../store/store';

/**
 * The likes feature's part of the store contract (server/src/features/likes/store.ts): one like
 * per member, the tips a member liked, the most liked. Every adapter runs it (server/test/store/every-contract.ts).
 */
export function describeLikesContract(name: string, makeStore: () => Promise<Store>): void {
  describe(`Store contract, likes: ${name}`, () => {
    const { store, tip, list, ids, allPages, createMany } = contractStore(makeStore, {
      title: 'Mulch the beds',
      plantType: 'Tomato',
      description: 'Spread straw around the stems to keep the soil moist.',
      image: '/images/tips/mulch.svg',
    });
    describe('likes', () => {
      it('adds one like per member and ignores repeats', async () => {
        const id = await store.createTip(tip());
        expect(await store.hasLiked(id, 'fan')).toBe(false);
        expect(await store.likeTip(id, 'fan')).toEqual({ likes: 1, added: true });
        expect(await store.likeTip(id, 'fan')).toEqual({ likes: 1, added: false });
        expect(await store.likeTip(id, 'other')).toEqual({ likes: 2, added: true });
        expect(await store.hasLiked(id, 'fan')).toBe(true);
        expect((await store.getTip(id))?.likes).toBe(2);
      });

      it('answers null for an unknown tip', async () => {
        expect(await store.likeTip('0123456789abcdef01234567', 'fan')).toBeNull();
      });

      it('adds exactly 100 for 100 concurrent likes by 100 members', async () => {
        const id = await store.createTip(tip());
        const results = await Promise.all(Array.from({ length: 100 }, (_, i) => store.likeTip(id, `member-${i}`)));
        expect(results.every((r) => r?.added === true)).toBe(true);
        expect((await store.getTip(id))?.likes).toBe(100);
      });

      it('adds exactly one for concurrent repeats by one member', async () => {
        const id = await store.createTip(tip());
        const results = await Promise.all(Array.from({ length: 20 }, () => store.likeTip(id, 'eager')));
        expect(results.filter((r) => r?.added === true)).toHaveLength(1);
        expect((await store.getTip(id))?.likes).toBe(1);
      });

      it('lists the tips a member liked, most recently liked first, still visible to the caller', async () => {
        const [a, b, c, hidden] = await createMany(4, (i) => ({ availability: i === 3 ? 'Hidden' : 'Public' }));
        for (const id of [b, a, hidden, c]) {
          await store.likeTip(id!, 'fan');
          await sleep(3);
        }
        await store.likeTip(a!, 'someone-else');
        expect(await ids({ likedBy: 'fan' })).toEqual([c, hidden, a, b]);
        expect(await ids({ likedBy: 'fan', includeHidden: false })).toEqual([c, a, b]);
        expect((await list({ likedBy: 'fan' })).total).toBe(4);
        const pages = await allPages({ likedBy: 'fan', limit: 3 });
        expect(pages.map((t) => t._id)).toEqual([c, hidden, a, b]);
        expect(await ids({ likedBy: 'nobody' })).toEqual([]);
      });

      it('removes the likes of a deleted tip', async () => {
        const id = await store.createTip(tip());
        await store.likeTip(id, 'fan');
        await store.deleteTip(id);
        expect(await store.hasLiked(id, 'fan')).toBe(false);
        expect((await list({ likedBy: 'fan' })).total).toBe(0);
      });
    });

    describe('top liked', () => {
      it("ranks Public tips by likes, ties newest first, with the spec's five fields and the photo's imageAlt only", async () => {
        const [low, high, hiddenHigh, tieOld, tieNew] = await createMany(5, (i) => ({
          availability: i === 2 ? 'Hidden' : 'Public',
        }));
        const likes: Array<[string | undefined, number]> = [
          [low, 1],
          [high, 5],
          [hiddenHigh, 9],
          [tieOld, 3],
          [tieNew, 3],
        ];
        for (const [id, n] of likes) for (let i = 0; i < n; i++) await store.likeTip(id!, `fan-${i}`);
        const top = await store.topLiked(3);
        expect(top.map((t) => t._id)).toEqual([high, tieNew, tieOld]);
        expect(Object.keys(top[0]!).sort()).toEqual(['_id', 'description', 'image', 'imageAlt', 'likes', 'title']);
        expect(top[0]!.likes).toBe(5);
        expect(await store.topLiked(10)).toHaveLength(4);
      });
    });
  });
}
