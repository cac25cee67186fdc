import { describe, expect, it } from 'vitest';
import type { Week } from '@green-circle/contract';
import { contractStore } from '../../../test/store/contract-tools';
import type { Store } from '../../store/store';
import { createAuthorIds } from '../tips/author-id';
import { keptWeek } from './compose-week';

const ALL_YEAR = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
const member = { uid: 'uid-week', email: 'week@greencircle.test', emailVerified: true };
const authorIds = createAuthorIds('week-contract-secret-0123456789abcdef');
const titles = (part: Week['inSeason']) => part.items.map((tip) => tip.title);

/**
 * The week's part of the store contract: a kept week (WeekStore.keptWeek) is never older than
 * the writes that change it, on every adapter. Each read below follows a read of the same
 * member's week in the same hour, which the store may answer from memory.
 */
export function describeWeekContract(name: string, makeStore: () => Promise<Store>): void {
  describe(`Store contract, week: ${name}`, () => {
    const { store, tip } = contractStore(makeStore, {
      title: 'Stake the vines early',
      plantType: 'Tomatoes',
      description: 'Before the fruit weighs them down.',
      image: '/images/tips/tomato.svg',
    });
    const now = new Date('2026-11-28T07:00:00.000Z');
    const week = () => keptWeek(store, authorIds, member, now);

    it('shows a new tip in season after it is shared, and answers the same until then', async () => {
      await store.setGarden(member.uid, { hemisphere: 'south', zone: '9b' });
      const before = await week();
      expect(titles(before.inSeason)).toEqual([]);
      expect(await week()).toEqual(before);
      const shared = tip({ authorUid: 'uid-grower', months: ALL_YEAR });
      await store.createTip(shared);
      expect(titles((await week()).inSeason)).toEqual([shared.title]);
    });

    it('drops a gardener’s tips once the member blocks them', async () => {
      const shared = tip({ authorUid: 'uid-pest', months: ALL_YEAR });
      await store.createTip(shared);
      expect(titles((await week()).inSeason)).toEqual([shared.title]);
      await store.block(member.uid, 'uid-pest');
      expect(titles((await week()).inSeason)).toEqual([]);
    });

    it('moves a tip to "for my plants" once the member adds its plant', async () => {
      const shared = tip({ authorUid: 'uid-grower', months: ALL_YEAR });
      await store.createTip(shared);
      const before = await week();
      expect(before.forMyPlants).toMatchObject({ items: [], empty: 'noPlants' });
      expect(titles(before.inSeason)).toEqual([shared.title]);
      await store.addMemberPlant(member.uid, 'tomato');
      const after = await week();
      expect(after.plants.map((p) => p.slug)).toEqual(['tomato']);
      expect(titles(after.forMyPlants)).toEqual([shared.title]);
      expect(titles(after.inSeason)).toEqual([]);
    });
  });
}
