import { describe, expect, it } from 'vitest';
import { contractStore } from '../../../test/store/contract-tools';
import type { Store } from '../../store/store';

/**
 * The people feature's part of the store contract (server/src/features/people/store.ts, issue
 * 25): gardener pages and their counts, follows, tips by author. Every adapter runs it
 * (server/test/store/every-contract.ts).
 */
export function describePeopleContract(name: string, makeStore: () => Promise<Store>): void {
  describe(`Store contract, people: ${name}`, () => {
    const { store, tip, list } = contractStore(makeStore, {
      title: 'Mulch the beds',
      plantType: 'Basil',
      description: 'Straw keeps it moist.',
      image: '/images/tips/x.svg',
    });
    const member = (uid: string, name: string) =>
      store.createUser({
        uid,
        email: `${uid}@greencircle.test`,
        emailVerified: true,
        name,
        photoURL: '',
        creationTime: '2025-04-02T10:00:00.000Z',
        lastSignInTime: '2025-04-02T10:00:00.000Z',
      });
    const notes = async (uid: string) => (await store.listNotifications(uid, { limit: 50 })).items;

    it('describes a gardener: current name, joined, counts of visible tips and likes, follows', async () => {
      await member('uid-maya', 'Maya Green');
      const shown = await store.createTip(tip());
      await store.createTip(tip({ availability: 'Hidden' }));
      await store.likeTip(shown, 'uid-omar');
      await store.follow('uid-omar', 'uid-maya');
      await store.follow('uid-maya', 'uid-lina');
      const visitor = await store.gardenerOf('uid-maya', { includeHidden: false });
      expect(visitor).toMatchObject({
        uid: 'uid-maya',
        displayName: 'Maya Green',
        bio: '',
        showGarden: false,
        garden: null,
        joinedAt: '2025-04-02T10:00:00.000Z',
        counts: { tips: 1, likesReceived: 1, trials: 0, followers: 1, following: 1 },
      });
      expect((await store.gardenerOf('uid-maya', { includeHidden: true }))?.counts.tips).toBe(2);
      expect(await store.gardenerOf('uid-nobody', { includeHidden: true })).toBeNull();
    });

    it('knows an author without a record by their tips, and lists every member uid once', async () => {
      await store.createTip(tip({ authorUid: 'uid-seed', displayName: 'Seed Author' }));
      await member('uid-maya', 'Maya');
      await store.createTip(tip());
      const gardener = await store.gardenerOf('uid-seed', { includeHidden: false });
      expect(gardener).toMatchObject({ displayName: 'Seed Author', counts: { tips: 1 } });
      expect(gardener?.joinedAt).toMatch(/^\d{4}-/);
      expect((await store.memberUids()).sort()).toEqual(['uid-maya', 'uid-seed']);
      await store.createTip(tip({ authorUid: 'uid-seed', displayName: 'Seed Renamed', authorPhotoURL: '/p.webp' }));
      const people = await store.peopleOf(['uid-seed', 'uid-maya', 'uid-ghost', 'uid-seed']);
      expect([...people.keys()].sort()).toEqual(['uid-maya', 'uid-seed']);
      // A record's name wins; an author without one is named as on their latest tip.
      expect(people.get('uid-maya')).toEqual({ displayName: 'Maya', photoURL: '' });
      expect(people.get('uid-seed')).toEqual({ displayName: 'Seed Renamed', photoURL: '/p.webp' });
      expect((await store.peopleOf([])).size).toBe(0);
    });

    it('keeps bio and showGarden, and shows the garden only when asked', async () => {
      await member('uid-maya', 'Maya');
      await store.setGarden('uid-maya', { hemisphere: 'south', zone: '9b' });
      expect(await store.getProfileExtras('uid-maya')).toEqual({ bio: '', showGarden: false, language: '' });
      await store.setProfileExtras('uid-maya', { bio: 'Compost first.' });
      await store.setProfileExtras('uid-maya', { bio: undefined, showGarden: true });
      expect(await store.getProfileExtras('uid-maya')).toEqual({
        bio: 'Compost first.',
        showGarden: true,
        language: '',
      });
      // Issue 39: the language is kept beside them, and changing it leaves the rest alone.
      await store.setProfileExtras('uid-maya', { language: 'es' });
      expect(await store.getProfileExtras('uid-maya')).toEqual({
        bio: 'Compost first.',
        showGarden: true,
        language: 'es',
      });
      expect((await store.gardenerOf('uid-maya', { includeHidden: false }))?.garden).toEqual({
        hemisphere: 'south',
        zone: '9b',
      });
    });

    it('follows once, unfollows, and lists whom a member follows, newest first', async () => {
      expect(await store.follow('a', 'b')).toEqual({ created: true });
      expect(await store.follow('a', 'b')).toEqual({ created: false });
      await new Promise((resolve) => setTimeout(resolve, 5));
      await store.follow('a', 'c');
      expect((await store.listFollowing('a')).map((f) => f.uid)).toEqual(['c', 'b']);
      expect(await store.isFollowing('a', 'b')).toBe(true);
      expect(await store.unfollow('a', 'b')).toBe(1);
      expect(await store.unfollow('a', 'b')).toBe(0);
      expect(await store.isFollowing('a', 'b')).toBe(false);
      // A follow notifies once, however often it is repeated.
      await store.follow('a', 'c');
      expect((await notes('c')).map((n) => [n.kind, n.actorUids])).toEqual([['follow', ['a']]]);
    });

    it('lists the tips of some authors only, as visible as the rest, and nothing for none', async () => {
      const mine = await store.createTip(tip());
      const hidden = await store.createTip(tip({ availability: 'Hidden' }));
      const other = await store.createTip(tip({ authorUid: 'uid-omar' }));
      await store.createTip(tip({ authorUid: 'uid-lina' }));
      const ids = async (includeHidden: boolean, authorUids: string[]) =>
        (await list({ includeHidden, authorUids })).items.map((t) => t._id);
      expect(await ids(true, ['uid-maya', 'uid-omar'])).toEqual([other, hidden, mine]);
      expect(await ids(false, ['uid-maya'])).toEqual([mine]);
      expect((await list({ includeHidden: false, authorUids: ['uid-maya'] })).total).toBe(1);
      expect(await ids(true, [])).toEqual([]);
    });

    it('issue 33: counts a tip moderators hid only when asked (the gardener’s own page)', async () => {
      await member('uid-maya', 'Maya Green');
      await store.createTip(tip());
      const hidden = await store.createTip(tip());
      await store.setTipModeration(hidden, { hiddenAt: '2026-11-27T10:00:00.000Z', reason: 'Unsafe' });
      expect((await store.gardenerOf('uid-maya', { includeHidden: true }))?.counts.tips).toBe(1);
      expect((await store.gardenerOf('uid-maya', { includeHidden: true, includeModerated: true }))?.counts.tips).toBe(
        2,
      );
    });
  });
}
