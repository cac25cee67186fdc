import { beforeEach, describe, expect, it } from 'vitest';
import { encodeCursor } from '../../store-core/paging';
import { contractStore, sleep } from '../../../test/store/contract-tools';
import { InvalidCursorError, type NewTip, type Store, type TipListFilter } from '../../store/store';

/**
 * The tips feature's part of the store contract (server/src/features/tips/store.ts): a tip's
 * life, who sees it, search and paging. Every adapter runs it (server/test/store/every-contract.ts).
 */
export function describeTipsContract(name: string, makeStore: () => Promise<Store>): void {
  describe(`Store contract, tips: ${name}`, () => {
    const { store, tip, list, ids, allPages, createMany } = contractStore(makeStore, {
      title: 'Mulch the beds',
      plantType: 'Tomato',
      description: 'Spread straw around the stems to keep the soil moist.',
      image: '/images/tips/mulch.svg',
    });
    describe('tips: create, read, update, delete', () => {
      it('creates a tip with a 24-hex id, 0 likes and the author fields it was given', async () => {
        const input = tip({ likes: 99 } as Partial<NewTip>);
        const id = await store.createTip(input);
        expect(id).toMatch(/^[0-9a-f]{24}$/);
        const stored = await store.getTip(id);
        expect(stored).toMatchObject({ ...input, _id: id, likes: 0 });
        expect(stored?.createdAt).toBe(stored?.updatedAt);
        expect(new Date(stored!.createdAt).toISOString()).toBe(stored!.createdAt);
      });

      it('keeps the photos after the cover, answers the cover first, and keeps them on an update without photos (issue 57)', async () => {
        const cover = { url: '/uploads/aaaaaaaaaaaaaaaaaaaaaaaa/800x600.webp', alt: 'The bed' };
        const more = { url: '/uploads/bbbbbbbbbbbbbbbbbbbbbbbb/800x600.webp', alt: 'The flowers' };
        const id = await store.createTip(tip({ image: cover.url, photos: [cover, more] }));
        expect((await store.getTip(id))?.photos).toEqual([cover, more]);
        expect((await store.getTip(id))?.imageAlt).toBe('The bed');
        expect((await list()).items.find((t) => t._id === id)?.photos).toEqual([cover, more]);
        await store.updateTip(id, tip({ image: cover.url, imageAlt: 'Still the bed' }));
        expect((await store.getTip(id))?.photos).toEqual([{ ...cover, alt: 'Still the bed' }, more]);
        await store.updateTip(id, tip({ image: cover.url, photos: [cover] }));
        expect((await store.getTip(id))?.photos).toEqual([cover]);
        // A tip without photos: its image alone.
        const plain = await store.createTip(tip());
        expect((await store.getTip(plain))?.photos).toEqual([{ url: '/images/tips/mulch.svg', alt: '' }]);
      });

      it("keeps the author's avatar, '' when none was given", async () => {
        const withPhoto = await store.createTip(tip({ authorPhotoURL: 'https://example.com/maya.png' }));
        const without = await store.createTip(tip());
        expect((await store.getTip(withPhoto))?.authorPhotoURL).toBe('https://example.com/maya.png');
        expect((await store.getTip(without))?.authorPhotoURL).toBe('');
        expect((await list()).items.find((t) => t._id === withPhoto)?.authorPhotoURL).toBe(
          'https://example.com/maya.png',
        );
      });

      it("updates the author's name and avatar with the tip when given, and keeps them otherwise", async () => {
        const id = await store.createTip(tip({ displayName: 'Maya', authorPhotoURL: 'https://example.com/old.png' }));
        await store.updateTip(id, tip());
        expect(await store.getTip(id)).toMatchObject({
          displayName: 'Maya',
          authorPhotoURL: 'https://example.com/old.png',
        });
        await store.updateTip(id, tip(), {
          profile: { displayName: 'Maya G.', authorPhotoURL: 'https://example.com/new.png' },
        });
        expect(await store.getTip(id)).toMatchObject({
          displayName: 'Maya G.',
          authorPhotoURL: 'https://example.com/new.png',
        });
      });

      it('answers null for an unknown id', async () => {
        expect(await store.getTip('0123456789abcdef01234567')).toBeNull();
      });

      it('normalises ids: an upper-case id is the same tip everywhere, and a non-id is no tip', async () => {
        const id = await store.createTip(tip());
        const upper = id.toUpperCase();
        expect((await store.getTip(upper))?._id).toBe(id);
        expect(await store.likeTip(upper, 'fan')).toEqual({ likes: 1, added: true });
        expect(await store.likeTip(id, 'fan')).toEqual({ likes: 1, added: false });
        expect(await store.hasLiked(upper, 'fan')).toBe(true);
        expect(await store.updateTip(upper, { ...tip(), title: 'Renamed' })).toBe(1);
        expect((await store.getTip(id))?.title).toBe('Renamed');
        for (const bad of ['not-an-id', `${id}0`, '{"$gt":""}']) {
          expect(await store.getTip(bad), bad).toBeNull();
          expect(await store.likeTip(bad, 'fan'), bad).toBeNull();
          expect(await store.hasLiked(bad, 'fan'), bad).toBe(false);
          expect(await store.updateTip(bad, tip()), bad).toBe(0);
          expect(await store.deleteTip(bad), bad).toBe(0);
        }
        expect(await store.deleteTip(upper)).toBe(1);
        expect(await store.getTip(id)).toBeNull();
      });

      it('replaces the seven written fields and keeps likes, author and createdAt', async () => {
        const id = await store.createTip(tip());
        await store.likeTip(id, 'fan');
        const before = (await store.getTip(id))!;
        await sleep(5);
        const input = {
          title: 'Prune in late winter',
          plantType: 'Rose',
          difficulty: 'Hard',
          category: 'Composting',
          description: 'Cut above an outward bud.',
          image: 'https://example.com/rose.png',
          availability: 'Hidden',
        } as const;
        expect(await store.updateTip(id, input)).toBe(1);
        const after = (await store.getTip(id))!;
        expect(after).toMatchObject({ ...input, likes: 1, email: before.email, authorUid: before.authorUid });
        expect(after.createdAt).toBe(before.createdAt);
        expect(after.updatedAt > before.updatedAt).toBe(true);
      });

      it('updates nothing for an unknown id', async () => {
        expect(await store.updateTip('0123456789abcdef01234567', tip())).toBe(0);
      });

      it('deletes a tip once', async () => {
        const id = await store.createTip(tip());
        expect(await store.deleteTip(id)).toBe(1);
        expect(await store.deleteTip(id)).toBe(0);
        expect(await store.getTip(id)).toBeNull();
        expect((await list()).total).toBe(0);
      });
    });

    describe('tips: visibility and filters', () => {
      let pub: string;
      let hidden: string;
      let other: string;
      beforeEach(async () => {
        pub = await store.createTip(tip({ difficulty: 'Easy', category: 'Composting' }));
        hidden = await store.createTip(tip({ availability: 'Hidden', difficulty: 'Hard', category: 'Composting' }));
        other = await store.createTip(
          tip({ authorUid: 'uid-ben', email: 'ben@greencircle.test', difficulty: 'Hard', category: 'Hydroponics' }),
        );
      });

      it('shows visitors Public tips only and members both', async () => {
        expect(new Set(await ids({ includeHidden: false }))).toEqual(new Set([pub, other]));
        expect(new Set(await ids({ includeHidden: true }))).toEqual(new Set([pub, hidden, other]));
        expect((await list({ includeHidden: false })).total).toBe(2);
        expect((await list({ includeHidden: true })).total).toBe(3);
      });

      it('narrows to one availability, and a visitor asking for Hidden gets nothing', async () => {
        expect(await ids({ availability: 'Hidden' })).toEqual([hidden]);
        expect(new Set(await ids({ availability: 'Public' }))).toEqual(new Set([pub, other]));
        expect(await list({ includeHidden: false, availability: 'Hidden' })).toEqual({
          items: [],
          total: 0,
          nextCursor: null,
        });
      });

      it("lists an author's tips of both availabilities, whatever includeHidden says", async () => {
        expect(new Set(await ids({ includeHidden: false, authorUid: 'uid-maya' }))).toEqual(new Set([pub, hidden]));
        expect((await list({ authorUid: 'uid-maya' })).total).toBe(2);
        expect(await ids({ authorUid: 'uid-nobody' })).toEqual([]);
      });

      it('filters by difficulty and category, alone and together, with matching totals', async () => {
        expect(new Set(await ids({ difficulty: 'Hard' }))).toEqual(new Set([hidden, other]));
        expect((await list({ difficulty: 'Hard', includeHidden: false })).total).toBe(1);
        expect(new Set(await ids({ category: 'Composting' }))).toEqual(new Set([pub, hidden]));
        expect(await ids({ difficulty: 'Hard', category: 'Hydroponics' })).toEqual([other]);
        expect((await list({ difficulty: 'Medium' })).total).toBe(0);
      });

      it('keeps totals right after updates and deletes move tips between lists', async () => {
        await store.updateTip(hidden, { ...tip(), availability: 'Public', difficulty: 'Medium' });
        await store.deleteTip(other);
        expect((await list({ includeHidden: false })).total).toBe(2);
        expect((await list({ difficulty: 'Medium' })).total).toBe(1);
        expect((await list({ difficulty: 'Hard' })).total).toBe(0);
      });
    });

    describe('tips: search', () => {
      let basil: string;
      let tomato: string;
      let herbs: string;
      beforeEach(async () => {
        basil = await store.createTip(
          tip({ title: 'Pinch basil flowers', plantType: 'Basil', description: 'Keeps leaves sweet.' }),
        );
        tomato = await store.createTip(
          tip({ title: 'Stake early', plantType: 'Tomato', description: 'Support before fruiting.' }),
        );
        herbs = await store.createTip(
          tip({ title: 'Kräuter über dem Fenster', plantType: 'Thyme', description: 'A sunny sill suits basil too.' }),
        );
      });

      it('finds words in the title, the plant type and the description, in any case', async () => {
        expect(new Set(await ids({ q: 'basil' }))).toEqual(new Set([basil, herbs]));
        expect(await ids({ q: 'TOMATO' })).toEqual([tomato]);
        expect(await ids({ q: 'fruiting' })).toEqual([tomato]);
        expect((await list({ q: 'basil' })).total).toBe(2);
      });

      it('requires every word to match', async () => {
        expect(await ids({ q: 'basil sunny' })).toEqual([herbs]);
        expect(await ids({ q: 'basil fruiting' })).toEqual([]);
      });

      it('matches accented words', async () => {
        expect(await ids({ q: 'über' })).toEqual([herbs]);
        expect(await ids({ q: 'KRÄUTER' })).toEqual([herbs]);
      });

      it('answers hostile or empty-of-words text with a list, never an error', async () => {
        const hostile = [
          '"',
          '*',
          'AND',
          'NEAR(',
          'basil"',
          '"basil',
          'basil OR',
          '-',
          '(',
          ')',
          '^',
          'a:b',
          '{}',
          "'",
          '\\',
          '🌱',
          '\u0000',
          'NOT basil',
          'basil*',
          '$where',
        ];
        for (const q of hostile) {
          const result = await list({ q });
          expect(Array.isArray(result.items), q).toBe(true);
          expect(result.total, q).toBe(result.items.length);
        }
        expect(await ids({ q: 'basil"' })).toContain(basil);
      });

      it('matches whole words, and the last word also as the start of one', async () => {
        expect(new Set(await ids({ q: 'bas' }))).toEqual(new Set([basil, herbs]));
        expect(await ids({ q: 'pinch bas' })).toEqual([basil]);
        expect(await ids({ q: 'pin basil' })).toEqual([]);
        expect(await ids({ q: 'asil' })).toEqual([]);
        expect(await ids({ q: 'stake EAR' })).toEqual([tomato]);
        expect((await list({ q: 'bas' })).total).toBe(2);
      });

      it('ignores accents and case on both sides', async () => {
        for (const q of ['krauter', 'KRÄUTER', 'Kräu', 'uber', 'ÜBER', 'fénster'])
          expect(await ids({ q }), q).toEqual([herbs]);
        const cafe = await store.createTip(
          tip({ title: 'Café grounds for acid lovers', description: 'Blueberries like them.' }),
        );
        expect(await ids({ q: 'CAFE' })).toEqual([cafe]);
        expect(await ids({ q: 'cafe grounds' })).toEqual([cafe]);
      });

      it('means the same in the liked list and in an author list', async () => {
        for (const id of [basil, tomato, herbs]) await store.likeTip(id, 'fan');
        expect(new Set(await ids({ likedBy: 'fan', q: 'BAS' }))).toEqual(new Set([basil, herbs]));
        expect(await ids({ likedBy: 'fan', q: 'krauter' })).toEqual([herbs]);
        expect(await ids({ likedBy: 'fan', q: 'pin basil' })).toEqual([]);
        expect((await list({ likedBy: 'fan', q: 'bas' })).total).toBe(2);
        expect(new Set(await ids({ authorUid: 'uid-maya', q: 'bas' }))).toEqual(new Set([basil, herbs]));
        expect(await ids({ authorUid: 'uid-maya', q: 'über fenst' })).toEqual([herbs]);
      });

      it('follows updates and deletes', async () => {
        await store.updateTip(tomato, {
          ...tip(),
          title: 'Grow zucchini upward',
          plantType: 'Squash',
          description: 'Use a trellis.',
        });
        expect(await ids({ q: 'zucchini' })).toEqual([tomato]);
        expect(await ids({ q: 'fruiting' })).toEqual([]);
        await store.deleteTip(basil);
        expect(await ids({ q: 'basil' })).toEqual([herbs]);
      });

      it('issue 22 #8: finds Composting tips for "composting"', async () => {
        const heap = await store.createTip(
          tip({
            title: 'Turn the heap',
            plantType: 'Leaves',
            description: 'Air speeds it up.',
            category: 'Composting',
          }),
        );
        const bin = await store.createTip(
          tip({ title: 'A bin for peelings', plantType: 'Kitchen scraps', description: 'Compost them with straw.' }),
        );
        for (const q of ['composting', 'Compost', 'composted', 'COMPOSTS'])
          expect(new Set(await ids({ q })), q).toEqual(new Set([heap, bin]));
        expect(await ids({ q: 'composting heap' })).toEqual([heap]);
      });

      it('issue 22 #8: matches word forms in every field, and the category as well as the plant type', async () => {
        expect(await ids({ q: 'tomatoes' })).toEqual([tomato]);
        expect(await ids({ q: 'tomatoes stake' })).toEqual([tomato]);
        expect(await ids({ q: 'fruit' })).toEqual([tomato]);
        expect(await ids({ q: 'flower pinch' })).toEqual([basil]);
        expect(await ids({ q: 'suit basil' })).toEqual([herbs]);
        const hydro = await store.createTip(
          tip({ title: 'Check the pH', plantType: 'Lettuces', description: 'Weekly.', category: 'Hydroponics' }),
        );
        expect(await ids({ q: 'hydroponic' })).toEqual([hydro]);
        expect(await ids({ q: 'lettuce' })).toEqual([hydro]);
        // Still typed word by word: the last word may be the start of one, the others may not.
        expect(await ids({ q: 'hydropo' })).toEqual([hydro]);
        expect(await ids({ q: 'tomatoe' })).toEqual([tomato]);
        expect(await ids({ q: 'pin basil' })).toEqual([]);
        await store.updateTip(hydro, { ...tip(), title: 'Check the pH', category: 'Indoor Plants' });
        expect(await ids({ q: 'hydroponics' })).toEqual([]);
        expect(await ids({ q: 'indoor' })).toEqual([hydro]);
      });

      it('combines with visibility and filters', async () => {
        await store.updateTip(herbs, { ...tip(), title: 'Basil on the sill', availability: 'Hidden' });
        expect(await ids({ q: 'basil', includeHidden: false })).toEqual([basil]);
        expect(await ids({ q: 'basil', difficulty: 'Hard' })).toEqual([]);
      });
    });

    describe('tips: paging', () => {
      it('pages newest first with no duplicates or gaps', async () => {
        const created = await createMany(23);
        const seen = await allPages({ limit: 5 });
        expect(seen.map((t) => t._id)).toEqual([...created].reverse());
        const first = await list({ limit: 5 });
        expect(first.total).toBe(23);
        expect(first.items).toHaveLength(5);
      });

      it('says there is no next page when the last page is exactly full', async () => {
        await createMany(10);
        const first = await list({ limit: 5 });
        const second = await list({ limit: 5, cursor: first.nextCursor! });
        expect(second.items).toHaveLength(5);
        expect(second.nextCursor).toBeNull();
      });

      it('pages by likes (ties newest first) across pages', async () => {
        const created = await createMany(12);
        for (const [index, id] of created.entries()) {
          for (let n = 0; n < index % 4; n++) await store.likeTip(id, `fan-${n}`);
        }
        const seen = await allPages({ sort: 'likes', limit: 5 });
        const expected = created
          .map((id, index) => ({ id, likes: index % 4, index }))
          .sort((a, b) => b.likes - a.likes || b.index - a.index)
          .map((t) => t.id);
        expect(seen.map((t) => t._id)).toEqual(expected);
      });

      it('stays stable while tips are added between pages', async () => {
        const created = await createMany(15);
        const first = await list({ limit: 6 });
        await createMany(3);
        const rest = await allPages({ limit: 6, cursor: first.nextCursor! } as Partial<TipListFilter>);
        const seen = [...first.items, ...rest].map((t) => t._id);
        expect(seen).toEqual([...created].reverse());
      });

      it('refuses cursors it did not make', async () => {
        await createMany(3);
        const newest = (await list({ limit: 1 })).nextCursor!;
        const bad = [
          'garbage!',
          'e30',
          Buffer.from('[1,2]').toString('base64url'),
          encodeCursor({ o: 'newest', c: 'yesterday', i: 'x' } as never),
          Buffer.from(
            JSON.stringify({ o: 'newest', c: '2024-01-01T00:00:00.000Z', i: '0123456789abcdef01234567', $gt: 1 }),
          ).toString('base64url'),
        ];
        for (const cursor of bad) await expect(list({ cursor }), cursor).rejects.toBeInstanceOf(InvalidCursorError);
        await expect(list({ sort: 'likes', cursor: newest })).rejects.toBeInstanceOf(InvalidCursorError);
        await expect(list({ likedBy: 'fan', cursor: newest })).rejects.toBeInstanceOf(InvalidCursorError);
      });
    });
  });
}
