import { describe, expect, it } from 'vitest';
import { contractStore } from '../../../test/store/contract-tools';
import type { Store, TipListFilter } from '../../store/store';

/**
 * The seasons' part of the store contract: months and hemisphere on tips, seasonal lists and
 * their totals, gardens and calendar feeds (reminders became plan items: features/plan/store.contract.ts). Every adapter runs it
 * (server/test/store/every-contract.ts).
 */
export function describeSeasonContract(name: string, makeStore: () => Promise<Store>): void {
  describe(`Store contract, seasons: ${name}`, () => {
    const { store, tip, list } = contractStore(makeStore, {
      title: 'Sow the beans',
      plantType: 'Bean',
      description: 'Sow after the last frost.',
      image: '/images/tips/bean-teepee.svg',
    });
    const idSet = async (filter: Partial<TipListFilter>) => new Set((await list(filter)).items.map((t) => t._id));

    it('keeps months (sorted as given) and the hemisphere; a tip without months has none, in the north', async () => {
      const spring = await store.createTip(tip({ months: [3, 4, 5], hemisphere: 'south' }));
      const always = await store.createTip(tip());
      expect(await store.getTip(spring)).toMatchObject({ months: [3, 4, 5], hemisphere: 'south' });
      const plain = (await store.getTip(always))!;
      expect(plain.hemisphere).toBe('north');
      expect('months' in plain).toBe(false);
      const listed = (await list()).items.find((t) => t._id === spring);
      expect(listed).toMatchObject({ months: [3, 4, 5], hemisphere: 'south' });
    });

    it('lists a month in northern terms: southern months shifted by six, tips without months every month', async () => {
      const northSpring = await store.createTip(tip({ months: [3, 4, 5] }));
      const southSpring = await store.createTip(tip({ months: [9, 10, 11], hemisphere: 'south' })); // = north 3, 4, 5
      const southJan = await store.createTip(tip({ months: [1], hemisphere: 'south' })); // = north July
      const always = await store.createTip(tip());
      const empty = await store.createTip(tip({ months: [] }));
      expect(await idSet({ seasonMonth: 4 })).toEqual(new Set([northSpring, southSpring, always, empty]));
      expect(await idSet({ seasonMonth: 7 })).toEqual(new Set([southJan, always, empty]));
      expect(await idSet({ seasonMonth: 10 })).toEqual(new Set([always, empty]));
      expect((await list({ seasonMonth: 4 })).total).toBe(4);
      expect((await list({ seasonMonth: 7, includeHidden: false })).total).toBe(3);
    });

    it('keeps seasonal totals right through updates, deletes and availability changes, with the other filters', async () => {
      const a = await store.createTip(tip({ months: [6] }));
      const b = await store.createTip(tip({ months: [6, 7], difficulty: 'Hard' }));
      await store.createTip(tip({ months: [1] }));
      expect((await list({ seasonMonth: 6 })).total).toBe(2);
      expect((await list({ seasonMonth: 6, difficulty: 'Hard' })).total).toBe(1);
      // The author moves south: the same months now mean December (north).
      await store.updateTip(a, { ...tip({ months: [6] }) }, { hemisphere: 'south' });
      expect(await idSet({ seasonMonth: 6 })).toEqual(new Set([b]));
      expect(await idSet({ seasonMonth: 12 })).toEqual(new Set([a]));
      expect((await list({ seasonMonth: 12 })).total).toBe(1);
      // Months removed: all year.
      await store.updateTip(b, tip({ availability: 'Hidden', difficulty: 'Hard' }));
      expect((await store.getTip(b))?.months).toBeUndefined();
      expect((await list({ seasonMonth: 2 })).total).toBe(1);
      expect((await list({ seasonMonth: 2, includeHidden: false })).total).toBe(0);
      expect(
        (await list({ seasonMonth: 2, availability: 'Hidden', difficulty: 'Hard' })).items.map((t) => t._id),
      ).toEqual([b]);
      await store.deleteTip(b);
      expect((await list({ seasonMonth: 2 })).total).toBe(0);
      expect((await list({ seasonMonth: 12 })).total).toBe(1);
    });

    it('pages a seasonal list with its cursor, in both orders', async () => {
      const inSeason: string[] = [];
      for (let i = 0; i < 7; i++) {
        const id = await store.createTip(tip({ months: i % 2 === 0 ? [5] : [11] }));
        if (i % 2 === 0) inSeason.push(id);
        for (let like = 0; like < i; like++) await store.likeTip(id, `fan-${like}`);
      }
      for (const sort of ['newest', 'likes'] as const) {
        const seen: string[] = [];
        let cursor: string | undefined;
        for (let page = 0; page < 10; page++) {
          const result = await list({ seasonMonth: 5, sort, limit: 2, cursor });
          expect(result.total).toBe(4);
          seen.push(...result.items.map((t) => t._id));
          if (result.nextCursor === null) break;
          cursor = result.nextCursor;
        }
        expect(seen).toEqual([...inSeason].reverse());
      }
    });

    it('keeps one garden per member, replacing the zone', async () => {
      expect(await store.getGarden('uid-a')).toBeNull();
      await store.setGarden('uid-a', { hemisphere: 'south', zone: '9b' });
      expect(await store.getGarden('uid-a')).toEqual({ hemisphere: 'south', zone: '9b' });
      await store.setGarden('uid-a', { hemisphere: 'north' });
      expect(await store.getGarden('uid-a')).toEqual({ hemisphere: 'north' });
      expect(await store.getGarden('uid-b')).toBeNull();
    });

    it('finds a calendar feed by its token hash only, and forgets the old hash on rotation', async () => {
      expect(await store.getCalendarFeed('uid-a')).toBeNull();
      await store.setCalendarFeed('uid-a', { nonce: 'n1', tokenHash: 'h1' });
      expect(await store.getCalendarFeed('uid-a')).toEqual({ nonce: 'n1', tokenHash: 'h1' });
      expect(await store.findCalendarFeedOwner('h1')).toBe('uid-a');
      await store.setCalendarFeed('uid-a', { nonce: 'n2', tokenHash: 'h2' });
      expect(await store.findCalendarFeedOwner('h1')).toBeNull();
      expect(await store.findCalendarFeedOwner('h2')).toBe('uid-a');
      expect(await store.findCalendarFeedOwner('nope')).toBeNull();
    });
  });
}
