import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@green-circle/contract';
import { contractStore } from '../../../test/store/contract-tools';
import { InvalidCursorError, type Store } from '../../store/store';

/**
 * The notifications feature's part of the store contract (server/src/features/notifications/
 * store.ts, issue 25): grouping, read marks, settings, paging. Every adapter runs it
 * (server/test/store/every-contract.ts).
 */
export function describeNotificationsContract(name: string, makeStore: () => Promise<Store>): void {
  describe(`Store contract, notifications: ${name}`, () => {
    const { store, tip } = contractStore(makeStore, {
      title: 'Mulch the beds',
      plantType: 'Basil',
      description: 'Straw keeps it moist.',
      image: '/images/tips/x.svg',
    });
    const notes = async (uid: string) => (await store.listNotifications(uid, { limit: 50 })).items;

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

    it('changes only the notification kinds given: the others keep their value', async () => {
      await store.setNotificationSettings('uid-maya', { shared: false });
      await store.setNotificationSettings('uid-maya', { like: false });
      await store.setNotificationSettings('uid-maya', {});
      expect(await store.getNotificationSettings('uid-maya')).toEqual({
        ...DEFAULT_NOTIFICATION_SETTINGS,
        like: false,
        shared: false,
      });
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
