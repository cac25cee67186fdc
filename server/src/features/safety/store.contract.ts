import { describe, expect, it } from 'vitest';
import { setRoleByEmail } from './roles';
import { contractStore } from '../../../test/store/contract-tools';
import type { Store } from '../../store/store';

/**
 * Issue 26's part of the store contract (store.ts): standing on user records, reports,
 * hidden tips in reads and totals, the moderation log and blocks. Every adapter runs it
 * (server/test/store/every-contract.ts).
 */
export function describeSafetyContract(name: string, makeStore: () => Promise<Store>): void {
  describe(`Store contract, safety: ${name}`, () => {
    const { store, tip, list } = contractStore(makeStore, {
      title: 'Compost tea',
      plantType: 'Tomato',
      description: 'Steep a shovel of compost in a bucket of water.',
      image: '/images/tips/compost.svg',
    });
    const member = (uid: string) => ({
      uid,
      email: `${uid}@greencircle.test`,
      name: `Name ${uid}`,
      photoURL: '',
      creationTime: 'Thu, 01 Jan 2026 00:00:00 GMT',
      lastSignInTime: 'now',
      emailVerified: true,
    });

    it('gives a member without a record the defaults, and stamps joinedAt from its own clock', async () => {
      expect(await store.memberStanding('uid-nobody')).toEqual({
        role: 'member',
        suspendedUntil: null,
        joinedAt: null,
      });
      const before = new Date().toISOString();
      await store.createUser(member('uid-ada'));
      const standing = await store.memberStanding('uid-ada');
      expect(standing).toMatchObject({ role: 'member', suspendedUntil: null });
      expect(standing.joinedAt! >= before.slice(0, 19)).toBe(true);
      expect(await store.findUserByUid('uid-ada')).not.toHaveProperty('role');
    });

    it('keeps the joinedAt the server’s own code gives (seeded members are established)', async () => {
      await store.createUser({ ...member('uid-seeded'), joinedAt: '2025-03-01T00:00:00.000Z' });
      expect((await store.memberStanding('uid-seeded')).joinedAt).toBe('2025-03-01T00:00:00.000Z');
      // A record that exists already keeps its own.
      await store.createUser({ ...member('uid-seeded'), joinedAt: '2020-01-01T00:00:00.000Z' });
      expect((await store.memberStanding('uid-seeded')).joinedAt).toBe('2025-03-01T00:00:00.000Z');
    });

    it('sets roles and suspensions by uid and lists members by role', async () => {
      await store.createUser(member('uid-ada'));
      await store.createUser(member('uid-bo'));
      expect(await store.setRole('uid-ada', 'moderator')).toBe(1);
      expect(await store.setRole('uid-nobody', 'admin')).toBe(0);
      expect(await store.membersWithRole('moderator')).toEqual(['uid-ada']);
      expect(await store.setSuspension('uid-bo', '2030-01-01T00:00:00.000Z')).toBe(1);
      expect(await store.memberStanding('uid-bo')).toMatchObject({ suspendedUntil: '2030-01-01T00:00:00.000Z' });
      await store.setSuspension('uid-bo', null);
      expect((await store.memberStanding('uid-bo')).suspendedUntil).toBeNull();
    });

    it('npm run admin’s role change: by e-mail to the uid, making the record when there is none', async () => {
      const accounts = new Map([['cli@greencircle.test', { uid: 'uid-cli', email: 'cli@greencircle.test' }]]);
      const findAccount = async (email: string) => accounts.get(email) ?? null;
      expect(await setRoleByEmail(store, findAccount, ' CLI@greencircle.test ', 'moderator')).toBe('uid-cli');
      expect((await store.memberStanding('uid-cli')).role).toBe('moderator');
      await setRoleByEmail(store, findAccount, 'cli@greencircle.test', 'member');
      expect((await store.memberStanding('uid-cli')).role).toBe('member');
      await expect(setRoleByEmail(store, findAccount, 'nobody@greencircle.test', 'admin')).rejects.toThrow(
        /No account/,
      );
    });

    it('keeps one report per member per target and groups them per target until closed', async () => {
      const id = await store.createTip(tip());
      const target = { kind: 'tip' as const, id };
      const base = { target, targetAuthorUid: 'uid-maya', note: '', qualifying: true };
      expect(await store.addReport({ ...base, reporterUid: 'r1', reason: 'spam', note: 'ads' })).toEqual({
        created: true,
      });
      expect(await store.addReport({ ...base, reporterUid: 'r1', reason: 'harmful' })).toEqual({ created: false });
      await store.addReport({ ...base, reporterUid: 'r2', reason: 'harmful' });
      await store.addReport({ ...base, reporterUid: 'r3', reason: 'spam', qualifying: false });
      expect(await store.countQualifyingReports(target)).toBe(2);
      const [group] = await store.reportGroups('open', 10);
      expect(group).toMatchObject({ target, targetAuthorUid: 'uid-maya', count: 3, notes: ['ads'] });
      expect([...group!.reasons].sort()).toEqual(['harmful', 'spam']);
      expect(await store.closeReports(target)).toBe(3);
      expect(await store.reportGroups('open', 10)).toEqual([]);
      expect((await store.reportGroups('closed', 10)).map((g) => g.target)).toEqual([target]);
      expect(await store.countQualifyingReports(target)).toBe(0);
      // A report after the close opens the target again; the first reporter still cannot report twice.
      expect(await store.addReport({ ...base, reporterUid: 'r1', reason: 'spam' })).toEqual({ created: false });
      await store.addReport({ ...base, reporterUid: 'r4', reason: 'other' });
      expect((await store.reportGroups('open', 10))[0]).toMatchObject({ count: 4 });
    });

    it("leaves hidden tips out of others' plans and blocked authors out of a reader's top-liked", async () => {
      const hidden = await store.createTip(tip({ authorUid: 'uid-maya' }));
      const other = await store.createTip(tip({ authorUid: 'uid-ben' }));
      // Issue 58: reminders became plan items; the rule (hidden tips drop out of others' lists) is the same.
      for (const uid of ['uid-maya', 'uid-reader'])
        await store.addPlanItem({
          uid: uid,
          tipId: hidden,
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
      await store.setTipModeration(hidden, { hiddenAt: '2026-11-26T10:00:00.000Z', reason: 'Dangerous' });
      expect(await store.listPlanItems('uid-reader')).toEqual([]);
      expect((await store.listPlanItems('uid-maya')).map((r) => r.tip._id)).toEqual([hidden]);
      expect((await store.topLiked(6)).map((t) => t._id)).toEqual([other]);
      expect(await store.topLiked(6, ['uid-ben'])).toEqual([]);
    });

    it('writes no notification for a recipient who blocks the actor', async () => {
      const id = await store.createTip(tip({ authorUid: 'uid-maya' }));
      await store.block('uid-maya', 'uid-pest');
      await store.likeTip(id, 'uid-pest');
      expect(await store.unreadNotificationCount('uid-maya')).toBe(0);
      await store.likeTip(id, 'uid-fan');
      expect(await store.unreadNotificationCount('uid-maya')).toBe(1);
    });

    it('leaves a hidden tip out of lists, totals and top-liked unless asked for, and marks it', async () => {
      const shown = await store.createTip(tip());
      const hidden = await store.createTip(tip());
      const mark = { hiddenAt: '2026-11-26T10:00:00.000Z', reason: 'Dangerous' };
      expect(await store.setTipModeration(hidden, mark)).toBe(1);
      expect((await store.getTip(hidden))?.moderation).toEqual(mark);
      expect((await store.getTip(shown))?.moderation).toBeUndefined();
      const page = await list();
      expect(page.items.map((t) => t._id)).toEqual([shown]);
      expect(page.total).toBe(1);
      expect((await list({ includeModerated: true })).items.map((t) => t._id)).toEqual([hidden, shown]);
      expect((await list({ authorUid: 'uid-maya', includeModerated: true })).total).toBe(2);
      expect((await store.topLiked(6)).map((t) => t._id)).not.toContain(hidden);
      await store.setTipModeration(hidden, null);
      expect((await store.getTip(hidden))?.moderation).toBeUndefined();
      expect((await list()).total).toBe(2);
    });

    it('hides a comment with the reason and shows it again, in reads and lists (past the read cache)', async () => {
      const tipId = await store.createTip(tip());
      const base = { tipId, authorUid: 'uid-sam', displayName: 'Sam', authorPhotoURL: '', body: 'Buy my seeds' };
      const first = (await store.createComment({ ...base, parentId: null }))!;
      const reply = (await store.createComment({ ...base, parentId: first._id, authorUid: 'uid-ada', body: 'No' }))!;
      expect(first.moderation).toBeNull();
      // Read once, so a cached page would still show the old state.
      expect((await store.listComments(tipId, { limit: 20 })).items.map((c) => c.moderation)).toEqual([null, null]);

      const mark = { hiddenAt: '2026-11-26T10:00:00.000Z', reason: 'Spam' };
      expect(await store.setCommentModeration(first._id, mark)).toBe(1);
      expect((await store.getComment(first._id))?.moderation).toEqual(mark);
      const page = await store.listComments(tipId, { limit: 20 });
      expect(page.items.map((c) => [c._id, c.moderation])).toEqual([
        [first._id, mark],
        [reply._id, null],
      ]);
      expect(page.items[0]).toMatchObject({ body: 'Buy my seeds', deleted: false });
      expect((await store.getTip(tipId))?.commentCount).toBe(2);

      expect(await store.setCommentModeration(first._id, null)).toBe(1);
      expect((await store.getComment(first._id))?.moderation).toBeNull();
      expect((await store.listComments(tipId, { limit: 20 })).items[0]?.moderation).toBeNull();
      expect(await store.setCommentModeration('0123456789abcdef01234567', mark)).toBe(0);
      expect(await store.setCommentModeration('not-an-id', mark)).toBe(0);
    });

    it('finds members by part of their name in any case, by name, at most as many as asked', async () => {
      for (const [uid, name] of [
        ['uid-1', 'Rosa Fern'],
        ['uid-2', 'fernando'],
        ['uid-3', 'Basil'],
        ['uid-4', 'Ann (fern.*)'],
      ] as const) {
        await store.createUser({ ...member(uid), name });
      }
      expect(await store.membersNamed('FERN', 10)).toEqual(['uid-4', 'uid-2', 'uid-1']);
      expect(await store.membersNamed('fern', 2)).toEqual(['uid-4', 'uid-2']);
      expect(await store.membersNamed('(fern.*)', 10)).toEqual(['uid-4']);
      expect(await store.membersNamed('nobody', 10)).toEqual([]);
    });

    it('finds and orders names in any case beyond ASCII (accented letters), alike in both stores', async () => {
      for (const [uid, name] of [
        ['uid-1', 'Élodie Brun'],
        ['uid-2', 'zoë élan'],
        ['uid-3', 'Eloise'],
      ] as const) {
        await store.createUser({ ...member(uid), name });
      }
      expect(await store.membersNamed('élodie', 10)).toEqual(['uid-1']);
      expect(await store.membersNamed('ÉL', 10)).toEqual(['uid-1', 'uid-2']);
      expect(await store.membersNamed('ZOË', 10)).toEqual(['uid-2']);
      // An accent is a letter of its own when matching: 'elo' is Eloise's, not Élodie's.
      expect(await store.membersNamed('elo', 10)).toEqual(['uid-3']);
      expect(await store.membersNamed('É', 1)).toEqual(['uid-1']);
    });

    it('leaves out the tips of excluded authors, totals included', async () => {
      const mine = await store.createTip(tip());
      await store.createTip(tip({ authorUid: 'uid-troll', email: 'troll@greencircle.test' }));
      const page = await list({ excludeAuthors: ['uid-troll'] });
      expect(page.items.map((t) => t._id)).toEqual([mine]);
      expect(page.total).toBe(1);
      expect((await list({ authorUid: 'uid-troll', excludeAuthors: ['uid-troll'] })).items).toEqual([]);
    });

    it('keeps the moderation log newest first, paged by _id', async () => {
      const target = { kind: 'tip' as const, id: '0123456789abcdef01234567' };
      await store.addModerationLog({ moderatorUid: 'm1', target, action: 'hide', reason: 'one' });
      await store.addModerationLog({ moderatorUid: null, target, action: 'auto-hide', reason: 'two' });
      await store.addModerationLog({
        moderatorUid: 'm1',
        target: { kind: 'gardener', id: target.id },
        action: 'suspend',
        reason: 'three',
        days: 3,
      });
      const first = await store.listModerationLog(2);
      expect(first.map((e) => e.reason)).toEqual(['three', 'two']);
      expect(first[0]).toMatchObject({ moderatorUid: 'm1', action: 'suspend', days: 3, target: { kind: 'gardener' } });
      expect(first[1]).toMatchObject({ moderatorUid: null, at: expect.any(String) });
      expect(first[1]).not.toHaveProperty('days');
      expect((await store.listModerationLog(5, first[1]!._id)).map((e) => e.reason)).toEqual(['one']);
    });

    it('blocks once per pair, in one direction, and unblocks', async () => {
      expect(await store.block('a', 'b')).toEqual({ created: true });
      expect(await store.block('a', 'b')).toEqual({ created: false });
      await store.block('a', 'c');
      expect(await store.blockedUids('a')).toEqual(['b', 'c']);
      expect(await store.isBlocked('a', 'b')).toBe(true);
      expect(await store.isBlocked('b', 'a')).toBe(false);
      expect((await store.listBlocks('a')).map((b) => b.blockedUid).sort()).toEqual(['b', 'c']);
      expect(await store.unblock('a', 'b')).toBe(1);
      expect(await store.unblock('a', 'b')).toBe(0);
      expect(await store.blockedUids('a')).toEqual(['c']);
    });

    it('knows members and authors by their public name and photo', async () => {
      await store.createUser(member('uid-ada'));
      await store.createTip(
        tip({ authorUid: 'uid-writer', displayName: 'Writer', authorPhotoURL: 'https://e.org/w.png' }),
      );
      expect(await store.personOf('uid-ada')).toEqual({ displayName: 'Name uid-ada', authorPhotoURL: '' });
      expect(await store.personOf('uid-writer')).toEqual({
        displayName: 'Writer',
        authorPhotoURL: 'https://e.org/w.png',
      });
      expect(await store.personOf('uid-nobody')).toBeNull();
    });
  });
}
