import { describe, expect, it } from 'vitest';
import { DEFAULT_EMAIL_SETTINGS } from '@green-circle/contract';
import { contractStore } from '../../../test/store/contract-tools';
import type { Store } from '../../store/store';

const LEAVER = 'uid-leaver';
const STAYER = 'uid-stayer';
const member = (uid: string, name: string) => ({
  uid,
  email: `${uid}@greencircle.test`,
  emailVerified: true,
  name,
  photoURL: '',
  creationTime: '',
  lastSignInTime: '',
});

/**
 * The account feature's part of the store contract (features/account/store.ts): erasing and
 * exporting a member through every feature's piece. Every adapter runs it
 * (server/test/store/every-contract.ts), so both stores erase the same things.
 */
export function describeAccountContract(name: string, makeStore: () => Promise<Store>): void {
  describe(`Store contract, account: ${name}`, () => {
    const { store, tip } = contractStore(makeStore, {
      title: 'Stake the beans',
      plantType: 'Bean',
      description: 'Tie them in as they climb.',
      image: '/images/tips/mulch.svg',
    });

    /** One of each kind for the leaver, with the stayer on the far side. */
    async function leaverWithEverything() {
      await store.createUser(member(LEAVER, 'Lea Leaver'));
      await store.createUser(member(STAYER, 'Stan Stayer'));
      await store.markAddressBounced('UID-Leaver@greencircle.test', 'mailbox full');
      await store.markAddressBounced('uid-stayer@greencircle.test', 'mailbox full');
      const own = await store.createTip(
        tip({ authorUid: LEAVER, displayName: 'Lea Leaver', email: 'uid-leaver@greencircle.test' }),
      );
      const theirs = await store.createTip(
        tip({ authorUid: STAYER, displayName: 'Stan Stayer', email: 'uid-stayer@greencircle.test' }),
      );
      await store.likeTip(theirs, LEAVER);
      await store.likeTip(own, STAYER);
      const comment = { displayName: 'Lea Leaver', authorPhotoURL: '' };
      const answered = (await store.createComment({
        tipId: theirs,
        parentId: null,
        authorUid: LEAVER,
        body: 'Mine',
        ...comment,
      }))!;
      const reply = (await store.createComment({
        tipId: theirs,
        parentId: answered._id,
        authorUid: STAYER,
        body: 'Answer',
        displayName: 'Stan Stayer',
        authorPhotoURL: '',
      }))!;
      const thread = (await store.createComment({
        tipId: theirs,
        parentId: null,
        authorUid: STAYER,
        body: 'Thread',
        displayName: 'Stan Stayer',
        authorPhotoURL: '',
      }))!;
      await store.createComment({
        tipId: theirs,
        parentId: thread._id,
        authorUid: LEAVER,
        body: 'My reply',
        ...comment,
      });
      await store.putTrial({
        tipId: theirs,
        authorUid: LEAVER,
        outcome: 'worked',
        note: '',
        photo: null,
        month: null,
        hemisphere: 'north',
        zone: null,
        ...comment,
      });
      await store.follow(LEAVER, STAYER);
      await store.follow(STAYER, LEAVER);
      // Issue 58: the reminder this once was is a plan item now.
      await store.addPlanItem({
        uid: LEAVER,
        tipId: theirs,
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
      });
      await store.setGarden(LEAVER, { hemisphere: 'south' });
      await store.addMemberPlant(LEAVER, 'tomato');
      await store.setCalendarFeed(LEAVER, { nonce: 'n', tokenHash: 'hash-of-leaver' });
      await store.addReport({
        target: { kind: 'tip', id: theirs },
        reporterUid: LEAVER,
        targetAuthorUid: STAYER,
        reason: 'spam',
        note: '',
        qualifying: true,
      });
      await store.addReport({
        target: { kind: 'tip', id: own },
        reporterUid: STAYER,
        targetAuthorUid: LEAVER,
        reason: 'spam',
        note: '',
        qualifying: true,
      });
      await store.addModerationLog({
        moderatorUid: LEAVER,
        target: { kind: 'gardener', id: 'leaver-public-id' },
        action: 'suspend',
        reason: 'r',
        days: 1,
      });
      return { own, theirs, answered, reply, thread };
    }

    const erase = async () => {
      await store.beginErasure(LEAVER);
      await store.eraseMember({ uid: LEAVER, authorId: 'leaver-public-id' });
      await store.endErasure(LEAVER);
    };

    it("erases each kind of the member's data, corrects the counts and leaves the other member's", async () => {
      const { own, theirs, answered, reply, thread } = await leaverWithEverything();
      await erase();

      expect(await store.findUserByUid(LEAVER)).toBeNull();
      expect(await store.getTip(own)).toBeNull();
      const other = (await store.getTip(theirs))!;
      expect([other.likes, other.commentCount, other.trials]).toEqual([0, 2, { worked: 0, partly: 0, failed: 0 }]);
      const comments = (await store.listComments(theirs, { limit: 10 })).items;
      expect(comments.map((c) => [c._id, c.deleted, c.authorUid, c.body])).toEqual([
        [answered._id, true, '', ''],
        [reply._id, false, STAYER, 'Answer'],
        [thread._id, false, STAYER, 'Thread'],
      ]);
      expect(await store.isFollowing(STAYER, LEAVER)).toBe(false);
      expect(await store.listFollowing(LEAVER)).toEqual([]);
      expect(await store.listPlanItems(LEAVER)).toEqual([]);
      expect(await store.getGarden(LEAVER)).toBeNull();
      expect(await store.memberPlants(LEAVER)).toEqual([]);
      expect(await store.findCalendarFeedOwner('hash-of-leaver')).toBeNull();
      expect((await store.listNotifications(STAYER, { limit: 10 })).items.flatMap((n) => n.actorUids)).not.toContain(
        LEAVER,
      );
      expect((await store.listNotifications(LEAVER, { limit: 10 })).items).toEqual([]);
      expect(await store.reportGroups('open', 10)).toEqual([]);
      const log = await store.listModerationLog(10);
      expect(log.map((entry) => [entry.moderatorUid, entry.target.id, entry.action])).toEqual([[null, '', 'suspend']]);
      expect(await store.nameTaken('Lea Leaver', 'someone-new')).toBe(false);
      expect(await store.findUserByUid(STAYER)).not.toBeNull();
      expect(await store.isAddressBounced('uid-leaver@greencircle.test')).toBe(false);
      expect(await store.isAddressBounced('uid-stayer@greencircle.test')).toBe(true);
      expect(await store.pendingErasures()).toEqual([]);
    });

    it('is safe to repeat (as a restart after a crash does), and refuses to start without its mark', async () => {
      const { theirs } = await leaverWithEverything();
      await expect(store.eraseMember({ uid: LEAVER, authorId: 'leaver-public-id' })).rejects.toThrow(/begun first/);
      expect(await store.findUserByUid(LEAVER)).not.toBeNull();
      await store.beginErasure(LEAVER);
      expect(await store.pendingErasures()).toEqual([LEAVER]);
      await store.eraseMember({ uid: LEAVER, authorId: 'leaver-public-id' });
      await store.eraseMember({ uid: LEAVER, authorId: 'leaver-public-id' });
      expect((await store.getTip(theirs))!.likes).toBe(0);
      expect((await store.getTip(theirs))!.commentCount).toBe(2);
      await store.endErasure(LEAVER);
      expect(await store.pendingErasures()).toEqual([]);
    });

    it("exports each kind of the member's data and no other member's uid or e-mail", async () => {
      const { own, theirs } = await leaverWithEverything();
      await store.setEmailSettings(LEAVER, { ...DEFAULT_EMAIL_SETTINGS, digest: false, digestDay: 'friday' });
      const { sections } = await store.exportMember(LEAVER);
      const text = JSON.stringify(sections);
      expect(text).not.toContain(STAYER);
      expect(sections).toMatchObject({
        account: { email: 'uid-leaver@greencircle.test', name: 'Lea Leaver' },
        tips: [{ id: own }],
        likes: [{ tipId: theirs }],
        trials: [{ tipId: theirs, outcome: 'worked', photoAlt: '' }],
        following: [{ name: 'Stan Stayer' }],
        followers: { count: 1 },
        plan: [{ tipId: theirs, month: 4, repeats: true, donePhotoAlt: '' }],
        garden: { hemisphere: 'south' },
        plants: [{ slug: 'tomato' }],
        calendarFeed: true,
        emailSettings: { ...DEFAULT_EMAIL_SETTINGS, digest: false, digestDay: 'friday' },
        reportsMade: [{ kind: 'tip', targetId: theirs, reason: 'spam' }],
      });
      expect((sections.comments as unknown[]).length).toBe(2);
    });
  });
}
