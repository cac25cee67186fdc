import { describe, expect, it } from 'vitest';
import { contractStore } from '../../../test/store/contract-tools';
import type { Store } from '../../store/store';

/**
 * The plants' part of the store contract: the plant a tip's plantType names (kept with the tip,
 * listed by), members' plants, and what plant pages and the sitemap read. Every adapter runs it.
 */
export function describePlantContract(name: string, makeStore: () => Promise<Store>): void {
  describe(`Store contract, plants: ${name}`, () => {
    const { store, tip, list } = contractStore(makeStore, {
      title: 'Pinch out the side shoots',
      plantType: 'Tomatoes',
      description: 'Keeps the plant on one stem.',
      image: '/images/tips/tomato.svg',
    });
    const hide = (id: string) => store.setTipModeration(id, { hiddenAt: '2026-11-27T10:00:00.000Z', reason: 'Spam' });

    it('keeps the plant a tip names, again after an update; a plant the list lacks is null', async () => {
      const cherry = await store.createTip(tip({ plantType: 'Cherry tomatoes' }));
      const scraps = await store.createTip(tip({ plantType: 'Kitchen scraps' }));
      expect((await store.getTip(cherry))?.plantSlug).toBe('tomato');
      expect((await store.getTip(scraps))?.plantSlug).toBeNull();
      await store.updateTip(cherry, tip({ plantType: 'Courgette' }));
      expect((await store.getTip(cherry))?.plantSlug).toBe('zucchini');
      expect((await list()).items.find((t) => t._id === scraps)?.plantSlug).toBeNull();
    });

    it('lists tips by plant, with the right total, together with the other filters', async () => {
      const a = await store.createTip(tip({ plantType: 'tomato', months: [6] }));
      const b = await store.createTip(tip({ plantType: 'Basil' }));
      const c = await store.createTip(tip({ plantType: 'TOMATOES', months: [1] }));
      await store.createTip(tip({ plantType: 'Rose' }));
      const tomatoes = await list({ plantSlugs: ['tomato'] });
      expect(tomatoes.items.map((t) => t._id)).toEqual([c, a]);
      expect(tomatoes.total).toBe(2);
      expect((await list({ plantSlugs: ['tomato', 'basil'] })).items.map((t) => t._id)).toEqual([c, b, a]);
      const inJune = await list({ plantSlugs: ['tomato'], seasonMonth: 6 });
      expect([inJune.items.map((t) => t._id), inJune.total]).toEqual([[a], 1]);
      expect((await list({ plantSlugs: [] })).items).toEqual([]);
    });

    it('keeps each member’s plants once, newest first, and says who grows a plant', async () => {
      const day = (d: number) => `2026-11-0${d}T10:00:00.000Z`;
      expect(await store.addMemberPlant('uid-a', 'tomato', day(1))).toEqual({ created: true });
      expect(await store.addMemberPlant('uid-a', 'tomato', day(4))).toEqual({ created: false });
      await store.addMemberPlant('uid-a', 'basil', day(2));
      await store.addMemberPlant('uid-b', 'tomato', day(3));
      expect(await store.memberPlants('uid-a')).toEqual([
        { slug: 'basil', addedAt: day(2) },
        { slug: 'tomato', addedAt: day(1) },
      ]);
      expect(await store.memberPlants('uid-c')).toEqual([]);
      expect(await store.plantGrowers('tomato', 1)).toEqual({ uids: ['uid-b'], total: 2 });
      expect(await store.removeMemberPlant('uid-a', 'tomato')).toBe(1);
      expect(await store.removeMemberPlant('uid-a', 'tomato')).toBe(0);
      expect(await store.plantGrowers('tomato', 10)).toEqual({ uids: ['uid-b'], total: 1 });
    });

    it('counts and describes a plant from shown tips only: never Hidden or moderated ones, each report once', async () => {
      const shown = await store.createTip(tip({ months: [3, 4], hemisphere: 'south' }));
      const always = await store.createTip(tip({ plantType: 'Tomato plant' }));
      const hidden = await store.createTip(tip({ availability: 'Hidden', months: [8] }));
      const moderated = await store.createTip(tip({ months: [9] }));
      await hide(moderated);
      await store.createTip(tip({ plantType: 'Basil' }));
      const report = (tipId: string, authorUid: string, outcome: 'worked' | 'failed', zone: string | null) =>
        store.putTrial({
          tipId,
          authorUid,
          outcome,
          note: '',
          photo: null,
          month: null,
          hemisphere: 'south',
          zone,
          displayName: authorUid,
          authorPhotoURL: '',
        });
      await report(shown, 'uid-r1', 'worked', '9b');
      await report(shown, 'uid-r1', 'failed', '9b'); // replaces r1's report: still one
      await report(always, 'uid-r1', 'worked', '9a');
      await report(hidden, 'uid-r2', 'worked', '9b');
      await report(moderated, 'uid-r2', 'worked', '9b');

      expect(Object.fromEntries(await store.plantTipCounts())).toEqual({ tomato: 2, basil: 1 });
      const facts = await store.plantFacts('tomato');
      expect(facts.tips.map((t) => t.months ?? null).sort()).toEqual([[3, 4], null]);
      expect(facts.tips.find((t) => t.months)?.hemisphere).toBe('south');
      expect(facts.reports.map((r) => [r.outcome, r.zone]).sort()).toEqual([
        ['failed', '9b'],
        ['worked', '9a'],
      ]);
      expect(new Set(facts.reports.map((r) => r.id)).size).toBe(2);
      expect(await store.plantFacts('rose')).toEqual({ tips: [], reports: [] });
    });

    it('lists shown tips for the sitemap by id, page after page', async () => {
      const ids = [];
      for (let i = 0; i < 5; i++) ids.push(await store.createTip(tip()));
      await store.createTip(tip({ availability: 'Hidden' }));
      await hide(ids[2]!);
      const first = await store.sitemapTips(null, 2);
      const rest = await store.sitemapTips(first.at(-1)!.id, 10);
      const listed = [...first, ...rest];
      expect(listed.map((t) => t.id)).toEqual([ids[0], ids[1], ids[3], ids[4]].sort());
      expect(listed[0]).toMatchObject({ authorUid: 'uid-maya', updatedAt: expect.any(String), plantSlug: 'tomato' });
    });
  });
}
