import { describe, expect, it } from 'vitest';
import type { TipInput } from '@green-circle/contract';
import { contractStore } from '../../../test/store/contract-tools';
import type { Store } from '../../store/store';

/**
 * The shared-tips part of the store contract (store.ts beside it): a tip's first publication is
 * noted by its write, and the fan-out tells its author's followers page by page, once each,
 * never across a block. Every adapter runs it (server/test/store/every-contract.ts).
 */
export function describeSharedTipsContract(name: string, makeStore: () => Promise<Store>): void {
  describe(`Store contract, shared tips: ${name}`, () => {
    const { store, tip } = contractStore(makeStore, {
      title: 'Sow beans',
      plantType: 'Bean',
      description: 'After the last frost.',
      image: '/images/tips/x.svg',
    });
    const told = async (uid: string, tipId: string) =>
      (await store.listNotifications(uid, { limit: 50 })).items.filter(
        (note) => note.kind === 'shared' && note.tipId === tipId,
      ).length;
    const drain = async (pageSize: number) => {
      const pages: number[] = [];
      for (
        let page = await store.fanOutSharedTip(pageSize);
        page !== null;
        page = await store.fanOutSharedTip(pageSize)
      )
        pages.push(page.notified);
      return pages;
    };

    it('tells each follower of a new Public tip once, page by page, and none blocked either way', async () => {
      for (const uid of ['uid-a', 'uid-b', 'uid-c', 'uid-d', 'uid-e']) await store.follow(uid, 'uid-maya');
      await store.block('uid-d', 'uid-maya');
      await store.block('uid-maya', 'uid-e');
      const id = await store.createTip(tip());
      expect(await told('uid-a', id)).toBe(0);
      const pages = await drain(2);
      expect(pages.reduce((sum, n) => sum + n, 0)).toBe(3);
      expect(await drain(2)).toEqual([]);
      for (const uid of ['uid-a', 'uid-b', 'uid-c']) expect(await told(uid, id)).toBe(1);
      for (const uid of ['uid-d', 'uid-e', 'uid-maya']) expect(await told(uid, id)).toBe(0);
      // One e-mail cause per follower told.
      expect((await store.mailOutboxCounts()).pending).toBe(3);
    });

    it('notes a Hidden tip only when it first becomes Public', async () => {
      await store.follow('uid-a', 'uid-maya');
      const hidden = tip({ availability: 'Hidden' });
      const id = await store.createTip(hidden);
      expect(await drain(10)).toEqual([]);
      const input = (availability: 'Public' | 'Hidden'): TipInput => ({
        title: hidden.title,
        plantType: hidden.plantType,
        difficulty: hidden.difficulty,
        category: hidden.category,
        description: hidden.description,
        image: hidden.image,
        availability,
      });
      await store.updateTip(id, input('Public'));
      expect(await drain(10)).toEqual([1]);
      await store.updateTip(id, input('Hidden'));
      await store.updateTip(id, input('Public'));
      expect(await drain(10)).toEqual([]);
      expect(await told('uid-a', id)).toBe(1);
    });

    it('tells nobody about a tip that is no longer Public when its turn comes', async () => {
      await store.follow('uid-a', 'uid-maya');
      const made = tip();
      const id = await store.createTip(made);
      await store.updateTip(id, { ...made, availability: 'Hidden' });
      expect(await drain(10)).toEqual([0]);
      expect(await told('uid-a', id)).toBe(0);
    });
  });
}
