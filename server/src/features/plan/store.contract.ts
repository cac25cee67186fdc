import { describe, expect, it } from 'vitest';
import { contractStore } from '../../../test/store/contract-tools';
import type { Store } from '../../store/store';
import type { NewPlanItem } from './store';

/** A plan item as the service writes a new one (fields overridable). */
export const newPlanItem = (uid: string, tipId: string, fields: Partial<NewPlanItem> = {}): NewPlanItem => ({
  uid,
  tipId,
  month: 4,
  repeats: true,
  due: '2026-04',
  doneOn: null,
  doneNote: '',
  donePhoto: null,
  donePhotoAlt: '',
  skippedYear: null,
  followUpOn: null,
  followUpState: 'none',
  outcome: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  ...fields,
});

/**
 * The plan's part of the store contract (issue 58): one item per member per tip, compare-and-set
 * writes, due follow-ups, the season's counts, result delays. Every adapter runs it
 * (server/test/store/every-contract.ts).
 */
export function describePlanContract(name: string, makeStore: () => Promise<Store>): void {
  describe(`Store contract, plan: ${name}`, () => {
    const { store, tip } = contractStore(makeStore, {
      title: 'Stake the tomatoes',
      plantType: 'Tomato',
      description: 'Stake them before they flop.',
      image: '/images/tips/tomato-stakes.svg',
    });

    it('keeps one item per member per tip, apart from other members, listed with its tip, and drops it with its tip', async () => {
      const first = await store.createTip(tip({ months: [4] }));
      const second = await store.createTip(tip());
      const added = await store.addPlanItem(newPlanItem('uid-a', first));
      expect(added.created).toBe(true);
      expect(added.item).toMatchObject({ uid: 'uid-a', tipId: first, month: 4, repeats: true, due: '2026-04' });
      const again = await store.addPlanItem(newPlanItem('uid-a', first, { month: 9 }));
      expect(again).toEqual({ item: added.item, created: false });
      await store.addPlanItem(newPlanItem('uid-a', second, { createdAt: '2026-03-02T10:00:00.000Z' }));
      await store.addPlanItem(newPlanItem('uid-b', second));
      expect((await store.listPlanItems('uid-a')).map(({ item, tip: t }) => [item.tipId, t._id])).toEqual([
        [first, first],
        [second, second],
      ]);
      expect(await store.getPlanItem(added.item.id)).toEqual(added.item);
      expect(await store.findPlanItem('uid-a', first)).toEqual(added.item);
      expect(await store.findPlanItem('uid-b', first)).toBeNull();
      await store.deleteTip(second);
      expect((await store.listPlanItems('uid-a')).map(({ item }) => item.tipId)).toEqual([first]);
      expect(await store.listPlanItems('uid-b')).toEqual([]);
    });

    it('writes an item only while it has the expected values, only for its member, and deletes it once', async () => {
      const tipId = await store.createTip(tip());
      const { item } = await store.addPlanItem(newPlanItem('uid-a', tipId));
      expect(await store.updatePlanItem(item.id, 'uid-b', { due: '2026-04' }, { due: null })).toBeNull();
      const done = await store.updatePlanItem(
        item.id,
        'uid-a',
        { due: '2026-04', doneOn: null },
        {
          due: '2027-04',
          doneOn: '2026-04-10',
          doneNote: 'Tied with twine',
          followUpOn: '2026-05-08',
          followUpState: 'pending',
        },
      );
      expect(done).toMatchObject({
        due: '2027-04',
        doneOn: '2026-04-10',
        doneNote: 'Tied with twine',
        followUpState: 'pending',
      });
      // A second tap that read the item before the first wrote it changes nothing.
      expect(await store.updatePlanItem(item.id, 'uid-a', { due: '2026-04', doneOn: null }, { due: null })).toBeNull();
      expect(await store.updatePlanItem(item.id, 'uid-a', { outcome: null }, { outcome: 'worked' })).toMatchObject({
        outcome: 'worked',
      });
      expect(await store.updatePlanItem(item.id, 'uid-a', { outcome: null }, { outcome: 'didnt' })).toBeNull();
      expect(await store.deletePlanItem(item.id, 'uid-b')).toBe(false);
      expect(await store.deletePlanItem(item.id, 'uid-a')).toBe(true);
      expect(await store.deletePlanItem(item.id, 'uid-a')).toBe(false);
      expect(await store.getPlanItem(item.id)).toBeNull();
    });

    it('finds the pending follow-ups due by a day, soonest first, and no others', async () => {
      const tipIds = [await store.createTip(tip()), await store.createTip(tip()), await store.createTip(tip())];
      await store.addPlanItem(newPlanItem('uid-a', tipIds[0]!, { followUpOn: '2026-05-10', followUpState: 'pending' }));
      await store.addPlanItem(newPlanItem('uid-b', tipIds[0]!, { followUpOn: '2026-05-01', followUpState: 'pending' }));
      await store.addPlanItem(newPlanItem('uid-c', tipIds[1]!, { followUpOn: '2026-05-01', followUpState: 'asked' }));
      await store.addPlanItem(newPlanItem('uid-d', tipIds[2]!, { followUpOn: '2026-06-01', followUpState: 'pending' }));
      const due = await store.dueFollowUps('2026-05-10T09:00:00.000Z', 10);
      expect(due.map((i) => i.uid)).toEqual(['uid-b', 'uid-a']);
      expect((await store.dueFollowUps('2026-05-10T09:00:00.000Z', 1)).map((i) => i.uid)).toEqual(['uid-b']);
    });

    it('counts the season’s planned and done items of one tip, without the excluded members', async () => {
      const tipId = await store.createTip(tip());
      const other = await store.createTip(tip());
      const window = { dueFrom: '2026-03', dueTo: '2027-04', doneFrom: '2025-05-01' };
      await store.addPlanItem(newPlanItem('uid-a', tipId, { due: '2026-04' }));
      await store.addPlanItem(newPlanItem('uid-b', tipId, { due: '2027-04', doneOn: '2026-04-02' }));
      await store.addPlanItem(newPlanItem('uid-c', tipId, { due: null, doneOn: '2024-04-02' }));
      await store.addPlanItem(newPlanItem('uid-d', tipId, { due: '2028-04' }));
      await store.addPlanItem(newPlanItem('uid-a', other, { due: '2026-04' }));
      expect(await store.countPlan(tipId, window, [])).toEqual({ planned: 2, done: 1 });
      expect(await store.countPlan(tipId, window, ['uid-b'])).toEqual({ planned: 1, done: 0 });
      expect(await store.countPlan(other, window, ['uid-x'])).toEqual({ planned: 1, done: 0 });
    });

    it('keeps a tip’s result delay, replacing it', async () => {
      const tipId = await store.createTip(tip());
      expect(await store.getResultWeeks(tipId)).toBeNull();
      await store.setResultWeeks(tipId, 6);
      await store.setResultWeeks(tipId, 10);
      expect(await store.getResultWeeks(tipId)).toBe(10);
    });
  });
}
