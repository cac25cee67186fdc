import { beforeEach, describe, expect, it } from 'vitest';
import { encodeCursor } from '../../src/store-core/paging';
import { contractStore } from './contract-tools';
import { SEED } from '../../src/store/seed-data';
import {
  InvalidCursorError,
  type NewTip,
  type SeedData,
  type Store,
  type StoredTip,
  type TipListFilter,
} from '../../src/store/store';

/**
 * The behaviour every Store adapter must have. Each test gets a fresh, empty store from
 * makeStore and closes it afterwards.
 */
export function describeStoreContract(
  name: string,
  makeStore: () => Promise<Store>,
  /** uploads: false skips the uploads block (reported as skipped), for a database that has no GridFS (mingo). */
  { uploads = true }: { uploads?: boolean } = {},
): void {
  describe(`Store contract: ${name}`, () => {
    const { store, tip, list } = contractStore(makeStore, {
      title: 'Mulch the beds',
      plantType: 'Tomato',
      description: 'Spread straw around the stems to keep the soil moist.',
      image: '/images/tips/mulch.svg',
    });
    const ids = async (filter: Partial<TipListFilter> = {}) => (await list(filter)).items.map((t) => t._id);
    /** Every page of a list, following nextCursor. */
    const allPages = async (filter: Partial<TipListFilter>) => {
      const seen: StoredTip[] = [];
      let cursor = filter.cursor;
      for (let page = 0; page < 100; page++) {
        const result = await list({ ...filter, cursor });
        seen.push(...result.items);
        if (result.nextCursor === null) return seen;
        cursor = result.nextCursor;
      }
      throw new Error('the pages never ended');
    };
    const createMany = async (count: number, overrides: (i: number) => Partial<NewTip> = () => ({})) => {
      const created: string[] = [];
      for (let i = 0; i < count; i++) created.push(await store.createTip(tip(overrides(i))));
      return created;
    };
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

    describe('users', () => {
      const user = {
        uid: 'uid-maya',
        email: 'maya@greencircle.test',
        emailVerified: true,
        name: 'Maya',
        photoURL: '',
        creationTime: 'now',
        lastSignInTime: 'now',
      };

      it('creates one record per uid and returns the same id on a repeat', async () => {
        const first = await store.createUser(user);
        expect(first).toEqual({ id: expect.stringMatching(/^[0-9a-f]{24}$/), created: true });
        expect(await store.createUser({ ...user, name: 'Someone else' })).toEqual({ id: first.id, created: false });
        expect(await store.findUserByUid(user.uid)).toEqual({ ...user, _id: first.id });
        expect(await store.findUserByUid('uid-nobody')).toBeNull();
      });

      it('issue 22 #13: keys records by uid alone: an e-mail another uid once had makes a record of its own', async () => {
        const first = await store.createUser(user);
        // Maya moved to a new address; someone else registered her old one.
        expect(await store.updateUser(user.uid, { email: 'maya@new.test' })).toBe(1);
        const other = await store.createUser({ ...user, uid: 'uid-mallory', name: 'Mallory', emailVerified: false });
        expect(other.created).toBe(true);
        expect(other.id).not.toBe(first.id);
        expect(await store.createUser({ ...user, email: 'maya@third.test' })).toEqual({ id: first.id, created: false });
        expect(await store.updateUser('uid-mallory', { name: 'Mallory M.' })).toBe(1);
        expect(await store.findUserByUid(user.uid)).toEqual({ ...user, email: 'maya@new.test', _id: first.id });
        expect(await store.findUserByUid('uid-mallory')).toMatchObject({ _id: other.id, name: 'Mallory M.' });
        expect((await store.stats('x')).totalUsers).toBe(2);
      });

      it("changes a record's name, photo, e-mail and verification by uid", async () => {
        const { id } = await store.createUser(user);
        expect(await store.updateUser(user.uid, { name: 'Maya G.' })).toBe(1);
        expect(await store.updateUser(user.uid, { photoURL: 'https://example.com/m.png' })).toBe(1);
        expect(await store.updateUser(user.uid, { email: 'maya@g.test', emailVerified: false })).toBe(1);
        expect(await store.findUserByUid(user.uid)).toEqual({
          ...user,
          _id: id,
          name: 'Maya G.',
          photoURL: 'https://example.com/m.png',
          email: 'maya@g.test',
          emailVerified: false,
        });
        expect(await store.updateUser('uid-nobody', { name: 'X' })).toBe(0);
      });

      it("issue 22 #5: a new name or photo reaches every tip of the member at once, and no one else's", async () => {
        await store.createUser(user);
        const mine = await createMany(3, () => ({ authorPhotoURL: 'https://example.com/old.png' }));
        const theirs = await store.createTip(tip({ authorUid: 'uid-omar', displayName: 'Omar', authorPhotoURL: '' }));
        expect(await store.updateUser(user.uid, { name: 'Maya Green' })).toBe(1);
        for (const id of mine) {
          expect(await store.getTip(id)).toMatchObject({
            displayName: 'Maya Green',
            authorPhotoURL: 'https://example.com/old.png',
          });
        }
        expect(await store.updateUser(user.uid, { photoURL: 'https://example.com/new.png' })).toBe(1);
        for (const tipView of (await list({ authorUid: user.uid })).items) {
          expect(tipView).toMatchObject({ displayName: 'Maya Green', authorPhotoURL: 'https://example.com/new.png' });
        }
        expect(await store.getTip(theirs)).toMatchObject({ displayName: 'Omar', authorPhotoURL: '' });
        // The old name is free again; the new one is Maya's.
        expect(await store.nameTaken('Maya', 'uid-new')).toBe(false);
        expect(await store.nameTaken('maya green', 'uid-new')).toBe(true);
      });

      it('knows a name another member uses (in a record or on a tip), ignoring case, accents and spacing', async () => {
        await store.createUser(user);
        await store.createTip(tip({ authorUid: 'uid-omar', displayName: 'Omar Haddad' }));
        for (const name of ['Maya', 'maya', ' MÁYA ', 'Omar  Haddad', 'omar haddad']) {
          expect(await store.nameTaken(name, 'uid-new')).toBe(true);
        }
        expect(await store.nameTaken('Lina Park', 'uid-new')).toBe(false);
        // A member's own name is not taken from them.
        expect(await store.nameTaken('Maya', 'uid-maya')).toBe(false);
        expect(await store.nameTaken('Omar Haddad', 'uid-omar')).toBe(false);
      });

      it('issue 22 #17: names that look alike (confusable skeleton) are one name', async () => {
        await store.createUser({ ...user, name: 'Maya Greenfield' });
        // Cyrillic а, Greek ο, "rn" for "m", a fullwidth letter.
        for (const name of [
          'M\u0430ya Greenfield',
          'Maya Gr\u0435enfield',
          'Maya Greenfie\u217Cd',
          'rnaya greenfield',
          'Ｍaya Greenfield',
        ]) {
          expect(await store.nameTaken(name, 'uid-new'), name).toBe(true);
        }
        expect(await store.nameTaken('Maya Greenfeld', 'uid-new')).toBe(false);
      });

      it("issue 22 #18: an unverified account's name blocks only the unverified, and a verified member takes it", async () => {
        await store.createUser({ ...user, uid: 'uid-squat', name: 'Rosa', emailVerified: false });
        expect(await store.nameTaken('Rosa', 'uid-new')).toBe(true);
        expect(await store.nameTaken('Rosa', 'uid-new', { ignoreUnverified: true })).toBe(false);
        await store.createUser({ ...user, uid: 'uid-rosa', name: 'Rosa' });
        expect((await store.findUserByUid('uid-squat'))?.name).toBe('');
        await store.createUser({ ...user, uid: 'uid-squat2', name: 'Lina', emailVerified: false });
        await store.createUser({ ...user, uid: 'uid-lina', name: '' });
        expect(await store.updateUser('uid-lina', { name: 'lina' })).toBe(1);
        expect((await store.findUserByUid('uid-squat2'))?.name).toBe('');
        expect(await store.nameTaken('Rosa', 'uid-new', { ignoreUnverified: true })).toBe(true);
      });

      it('creates exactly one record under concurrent repeats', async () => {
        const results = await Promise.all(Array.from({ length: 10 }, () => store.createUser(user)));
        expect(results.filter((r) => r.created)).toHaveLength(1);
        expect(new Set(results.map((r) => r.id)).size).toBe(1);
        expect((await store.stats('x')).totalUsers).toBe(1);
      });
    });

    describe('gardeners, stats and seeding', () => {
      const gardener = (name: string, authorUid: string) => ({
        name,
        authorUid,
        age: 40,
        gender: 'Female',
        experiences: ['Composting'],
        image: '/images/gardeners/x.svg',
      });
      const data: SeedData = {
        gardeners: [
          gardener('Cleo', 'uid-cleo'),
          gardener('Abe', 'uid-maya'),
          gardener('Bea', 'uid-bea'),
          { ...gardener('Dan', 'uid-dan'), experiences: 'Ten years of roses', otherInfo: 'Roses forgive.' },
        ],
        tips: [
          { ...tip(), likes: 7, createdAt: '2024-03-01T10:00:00.000Z' },
          { ...tip({ availability: 'Hidden', authorUid: 'uid-ben' }), likes: 2, createdAt: '2024-02-01T10:00:00.000Z' },
        ],
      };

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

      it('filters, sorts and limits gardeners', async () => {
        await store.seed(data);
        for (const authorUid of ['uid-bea', 'uid-bea', 'uid-cleo', 'uid-dan'])
          await store.createTip(tip({ authorUid }));
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

    describe.skipIf(!uploads)('uploads', () => {
      let uploadCount = 0;
      const uploadId = () => `${'0'.repeat(20)}${(++uploadCount).toString(16).padStart(4, '0')}`;
      const save = async (ownerUid = 'uid-maya', createdAt?: string) => {
        const id = uploadId();
        await store.saveUpload({
          id,
          ownerUid,
          contentType: 'image/webp',
          createdAt,
          files: [
            { name: '320x240.webp', width: 320, height: 240, data: Buffer.from('small bytes') },
            { name: '640x480.webp', width: 640, height: 480, data: Buffer.from('larger bytes, a few more') },
          ],
        });
        return id;
      };
      const read = async (id: string, name: string) => {
        const file = await store.openUploadFile(id, name);
        if (file === null) return null;
        const chunks: Buffer[] = [];
        for await (const chunk of file.stream) chunks.push(chunk as Buffer);
        return { bytes: file.bytes, text: Buffer.concat(chunks).toString() };
      };
      const longAgo = '2020-01-01T00:00:00.000Z';

      it('stores the files and the record, and streams each file back', async () => {
        const id = await save();
        expect(await store.getUpload(id)).toMatchObject({
          id,
          ownerUid: 'uid-maya',
          contentType: 'image/webp',
          profile: false,
          files: [
            { name: '320x240.webp', width: 320, height: 240, bytes: 11 },
            { name: '640x480.webp', width: 640, height: 480, bytes: 24 },
          ],
        });
        expect(await read(id, '640x480.webp')).toEqual({ bytes: 24, text: 'larger bytes, a few more' });
        expect(await read(id, '1280x960.webp')).toBeNull();
        expect(await read('0123456789abcdef01234567', '320x240.webp')).toBeNull();
        expect(await store.getUpload('0123456789abcdef01234567')).toBeNull();
      });

      it("counts an upload in use while a tip shows any of its sizes or it is its owner's profile photo", async () => {
        const id = await save();
        expect(await store.uploadInUse(id)).toBe(false);
        const tipId = await store.createTip(tip({ image: `/uploads/${id}/320x240.webp` }));
        expect(await store.uploadInUse(id)).toBe(true);
        expect(await store.deleteUploadIfUnused(id)).toBe(false);
        await store.deleteTip(tipId);
        expect(await store.setProfileUpload('uid-maya', id)).toBeNull();
        expect(await store.uploadInUse(id)).toBe(true);
        expect(await store.deleteUploadIfUnused(id)).toBe(false);
        const next = await save();
        expect(await store.setProfileUpload('uid-maya', next)).toBe(id);
        expect(await store.uploadInUse(id)).toBe(false);
        expect(await store.deleteUploadIfUnused(id)).toBe(true);
        expect(await store.getUpload(id)).toBeNull();
        expect(await read(id, '320x240.webp')).toBeNull();
      });

      it("issue 22 #5: counts an upload in use while its owner's tips or record show it as their photo", async () => {
        const id = await save();
        const url = `http://localhost:5000/uploads/${id}/320x240.webp`;
        await store.createTip(tip({ authorPhotoURL: url }));
        expect(await store.uploadInUse(id)).toBe(true);
        expect(await store.deleteUploadIfUnused(id)).toBe(false);
        await store.createUser({
          uid: 'uid-maya',
          email: 'maya@greencircle.test',
          emailVerified: true,
          name: 'Maya',
          photoURL: url,
          creationTime: 'now',
          lastSignInTime: 'now',
        });
        expect(await store.uploadInUse(id)).toBe(true);
        await store.updateUser('uid-maya', { photoURL: 'https://example.com/new.png' });
        expect(await store.uploadInUse(id)).toBe(false);
        expect(await store.deleteUploadIfUnused(id)).toBe(true);
      });

      it("never makes someone else's upload a member's profile photo", async () => {
        const id = await save('uid-omar');
        await store.setProfileUpload('uid-maya', id);
        expect((await store.getUpload(id))?.profile).toBe(false);
      });

      it('does not confuse an upload with another whose id it starts', async () => {
        const id = await save();
        await store.createTip(tip({ image: `/uploads/${id}0/320x240.webp` }));
        expect(await store.uploadInUse(id)).toBe(false);
      });

      it("issue 22 #20: counts a member's uploads that no tip and not their profile shows", async () => {
        const owner = `uid-quota-${uploadId()}`;
        expect(await store.countUnattachedUploads(owner)).toBe(0);
        const [shown, profile, loose] = [await save(owner), await save(owner), await save(owner)];
        await save('uid-someone-else');
        expect(await store.countUnattachedUploads(owner)).toBe(3);
        await store.createTip(tip({ image: `/uploads/${shown}/640x480.webp` }));
        await store.setProfileUpload(owner, profile);
        expect(await store.countUnattachedUploads(owner)).toBe(1);
        expect(await store.deleteUploadIfUnused(loose)).toBe(true);
        expect(await store.countUnattachedUploads(owner)).toBe(0);
      });

      it("a trial's photo is shown like a tip's image: in use, and not counted against the quota", async () => {
        const owner = `uid-trial-photo-${uploadId()}`;
        const photo = await save(owner);
        expect(await store.countUnattachedUploads(owner)).toBe(1);
        const tipId = await store.createTip(tip());
        await store.putTrial({
          tipId,
          authorUid: owner,
          outcome: 'worked',
          note: '',
          photo: `/uploads/${photo}/640x480.webp`,
          month: null,
          hemisphere: 'north',
          zone: null,
          displayName: 'Trial Owner',
          authorPhotoURL: '',
        });
        expect(await store.uploadInUse(photo)).toBe(true);
        expect(await store.countUnattachedUploads(owner)).toBe(0);
        await store.deleteTrial(tipId, owner);
        expect(await store.countUnattachedUploads(owner)).toBe(1);
      });

      it('sweeps uploads older than the cut-off that nothing uses', async () => {
        const old = await save('uid-maya', longAgo);
        const oldButShown = await save('uid-maya', longAgo);
        const oldProfile = await save('uid-lina', longAgo);
        const fresh = await save();
        await store.createTip(tip({ image: `/uploads/${oldButShown}/640x480.webp` }));
        await store.setProfileUpload('uid-lina', oldProfile);
        const swept = await store.sweepUploads(new Date(Date.now() - 24 * 3600_000));
        expect(swept).toEqual([old]);
        expect(await store.getUpload(old)).toBeNull();
        for (const kept of [oldButShown, oldProfile, fresh]) expect(await store.getUpload(kept)).not.toBeNull();
      });
    });
  });
}
