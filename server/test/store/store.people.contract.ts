import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@green-circle/contract';
import { contractStore } from './contract-tools';
import { InvalidCursorError, type Store } from '../../src/store/store';

/**
 * Issue 25's part of the store contract: gardener profiles and counts, follows, notifications
 * (grouping, read marks, settings, paging) and tips by author. Every adapter runs it.
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
      expect(await store.getProfileExtras('uid-maya')).toEqual({ bio: '', showGarden: false });
      await store.setProfileExtras('uid-maya', { bio: 'Compost first.' });
      await store.setProfileExtras('uid-maya', { bio: undefined, showGarden: true });
      expect(await store.getProfileExtras('uid-maya')).toEqual({ bio: 'Compost first.', showGarden: true });
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

    it('groups the likes of one tip on one day, newest liker first, unread again on a new like', async () => {
      const id = await store.createTip(tip());
      await store.likeTip(id, 'fan-1');
      await store.markNotificationsRead('uid-maya');
      expect(await store.unreadNotificationCount('uid-maya')).toBe(0);
      await store.likeTip(id, 'fan-2');
      await store.likeTip(id, 'fan-2');
      const [like] = await notes('uid-maya');
      expect(like).toMatchObject({ kind: 'like', tipId: id, actorUids: ['fan-2', 'fan-1'], read: false });
      expect(like?.tipTitle).toMatch(/^Mulch the beds/);
      expect(await store.unreadNotificationCount('uid-maya')).toBe(1);
    });

    it('issue 25: a like taken back the same day takes its notification back, the last liker the whole entry', async () => {
      const id = await store.createTip(tip());
      await store.likeTip(id, 'fan-1');
      await store.likeTip(id, 'fan-2');
      expect(await store.unlikeTip(id, 'fan-2')).toEqual({ likes: 1, removed: true });
      expect(await store.unlikeTip(id, 'fan-2')).toEqual({ likes: 1, removed: false });
      expect(await store.hasLiked(id, 'fan-2')).toBe(false);
      expect((await notes('uid-maya')).map((n) => n.actorUids)).toEqual([['fan-1']]);
      expect(await store.unlikeTip(id, 'fan-1')).toEqual({ likes: 0, removed: true });
      expect(await notes('uid-maya')).toEqual([]);
      expect(await store.unreadNotificationCount('uid-maya')).toBe(0);
      expect((await store.getTip(id))?.likes).toBe(0);
      // Liked again: counted and told again.
      expect(await store.likeTip(id, 'fan-1')).toEqual({ likes: 1, added: true });
      expect((await notes('uid-maya')).map((n) => n.actorUids)).toEqual([['fan-1']]);
      expect(await store.unlikeTip('0123456789abcdef01234567', 'fan-1')).toBeNull();
      expect(await store.unlikeTip('nope', 'fan-1')).toBeNull();
    });

    it('issue 25: a like taken back on a later day leaves the notification it made', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        vi.setSystemTime(new Date('2026-03-01T23:59:00.000Z'));
        const id = await store.createTip(tip());
        await store.likeTip(id, 'fan-1');
        vi.setSystemTime(new Date('2026-03-02T00:01:00.000Z'));
        expect(await store.unlikeTip(id, 'fan-1')).toEqual({ likes: 0, removed: true });
        expect((await notes('uid-maya')).map((n) => n.actorUids)).toEqual([['fan-1']]);
      } finally {
        vi.useRealTimers();
      }
    });

    it('never notifies members of their own actions, and respects their settings', async () => {
      const id = await store.createTip(tip());
      await store.likeTip(id, 'uid-maya');
      expect(await notes('uid-maya')).toEqual([]);
      expect(await store.getNotificationSettings('uid-maya')).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
      await store.setNotificationSettings('uid-maya', { ...DEFAULT_NOTIFICATION_SETTINGS, like: false });
      await store.likeTip(id, 'fan-1');
      await store.follow('fan-1', 'uid-maya');
      expect((await notes('uid-maya')).map((n) => n.kind)).toEqual(['follow']);
      expect((await store.getNotificationSettings('uid-maya')).like).toBe(false);
    });

    it('stores notifications of kinds written outside the store once per action', async () => {
      const id = await store.createTip(tip());
      const comment = { recipientUid: 'uid-maya', kind: 'comment', actorUid: 'fan-1', tipId: id } as const;
      await store.notify({ ...comment, commentId: 'c1', groupKey: 'comment:c1' });
      await store.notify({ ...comment, commentId: 'c1', groupKey: 'comment:c1' });
      await store.notify({ ...comment, kind: 'trial', outcome: 'worked', groupKey: 'trial:t1' });
      await store.notify({ recipientUid: 'uid-maya', kind: 'reminder', actorUid: null, tipId: id, groupKey: 'r:1' });
      await store.notify({ recipientUid: 'uid-maya', kind: 'reminder', actorUid: null, tipId: id, groupKey: 'r:1' });
      const kinds = (await notes('uid-maya')).map((n) => [n.kind, n.commentId, n.outcome]);
      expect(kinds.sort()).toEqual([
        ['comment', 'c1', null],
        ['reminder', null, null],
        ['trial', null, 'worked'],
      ]);
    });

    it('issue 33: reads each notification with its tip and comment as they are now, and keeps a notice’s reason and end', async () => {
      const id = await store.createTip(tip({ title: 'Neem oil' }));
      const newComment = (body: string) =>
        store.createComment({
          tipId: id,
          parentId: null,
          authorUid: 'fan-1',
          displayName: 'Fan',
          authorPhotoURL: '',
          body,
        });
      const [kept, hidden, deleted] = [await newComment('Kept'), await newComment('Hidden'), await newComment('Gone')];
      for (const comment of [kept, hidden, deleted]) {
        await store.notify({
          recipientUid: 'uid-maya',
          kind: 'comment',
          actorUid: 'fan-1',
          tipId: id,
          commentId: comment!._id,
          groupKey: `comment:${comment!._id}`,
        });
      }
      await store.setCommentModeration(hidden!._id, { hiddenAt: '2026-11-27T10:00:00.000Z', reason: 'Spam' });
      await store.deleteComment(deleted!._id);
      await store.notify({
        recipientUid: 'uid-maya',
        kind: 'suspended',
        actorUid: null,
        reason: 'Spam',
        until: '2026-12-01T00:00:00.000Z',
        groupKey: 'suspended:x:1',
      });
      const byComment = new Map((await notes('uid-maya')).map((n) => [n.commentId, n]));
      expect(byComment.get(kept!._id)).toMatchObject({
        tipTitle: 'Neem oil',
        tipAuthorUid: 'uid-maya',
        tipModerated: false,
        commentBody: 'Kept',
        commentAuthorUid: 'fan-1',
        commentModerated: false,
        reason: null,
        until: null,
      });
      expect(byComment.get(hidden!._id)).toMatchObject({ commentBody: 'Hidden', commentModerated: true });
      expect(byComment.get(deleted!._id)?.commentBody ?? null).toBeNull();
      expect(byComment.get(null)).toMatchObject({
        kind: 'suspended',
        reason: 'Spam',
        until: '2026-12-01T00:00:00.000Z',
      });
      await store.setTipModeration(id, { hiddenAt: '2026-11-27T10:00:00.000Z', reason: 'Unsafe' });
      expect((await notes('uid-maya')).find((n) => n.commentId === kept!._id)?.tipModerated).toBe(true);
      // A notice of a kind without a setting is written whatever the settings say.
      await store.setNotificationSettings('uid-lina', { ...DEFAULT_NOTIFICATION_SETTINGS, comment: false });
      await store.notify({ recipientUid: 'uid-lina', kind: 'tip-hidden', actorUid: null, tipId: id, groupKey: 'h:1' });
      expect((await notes('uid-lina')).map((n) => n.kind)).toEqual(['tip-hidden']);
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

    it('marks only the member’s own notifications read, by id or all', async () => {
      const id = await store.createTip(tip());
      await store.follow('fan-1', 'uid-maya');
      await store.likeTip(id, 'fan-1');
      await store.follow('uid-maya', 'fan-1');
      const [first, second] = await notes('uid-maya');
      const theirs = (await notes('fan-1'))[0]!;
      expect(await store.markNotificationsRead('uid-maya', [theirs._id, 'not-an-id'])).toBe(0);
      expect(await store.unreadNotificationCount('fan-1')).toBe(1);
      expect(await store.markNotificationsRead('uid-maya', [first!._id])).toBe(1);
      expect(await store.unreadNotificationCount('uid-maya')).toBe(1);
      expect(await store.markNotificationsRead('uid-maya')).toBe(1);
      expect((await notes('uid-maya')).map((n) => n.read)).toEqual([true, true]);
      expect(second?.read).toBe(false);
    });

    it('pages notifications newest first with an opaque cursor, and drops a deleted tip’s', async () => {
      const ids: string[] = [];
      for (let i = 0; i < 5; i++) {
        ids.push(await store.createTip(tip()));
        await store.likeTip(ids[i]!, `fan-${i}`);
      }
      const first = await store.listNotifications('uid-maya', { limit: 2 });
      const second = await store.listNotifications('uid-maya', { limit: 2, cursor: first.nextCursor! });
      const third = await store.listNotifications('uid-maya', { limit: 2, cursor: second.nextCursor! });
      const seen = [...first.items, ...second.items, ...third.items].map((n) => n.tipId);
      expect(seen).toEqual([...ids].reverse());
      expect(third.nextCursor).toBeNull();
      await expect(store.listNotifications('uid-maya', { limit: 2, cursor: 'nope' })).rejects.toBeInstanceOf(
        InvalidCursorError,
      );
      await store.deleteTip(ids[0]!);
      expect((await notes('uid-maya')).map((n) => n.tipId)).not.toContain(ids[0]);
    });

    it('marks the first visit of a month once', async () => {
      expect(await store.firstVisitOfMonth('uid-maya', '2026-11')).toBe(true);
      expect(await store.firstVisitOfMonth('uid-maya', '2026-11')).toBe(false);
      expect(await store.firstVisitOfMonth('uid-maya', '2026-12')).toBe(true);
    });
  });
}
