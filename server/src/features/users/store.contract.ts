import { describe, expect, it } from 'vitest';
import { contractStore } from '../../../test/store/contract-tools';
import type { Store } from '../../store/store';

/**
 * The users feature's part of the store contract (server/src/features/users/store.ts): one record
 * per uid, and the profile changes a member's tips follow. Every adapter runs it (server/test/store/every-contract.ts).
 */
export function describeUsersContract(name: string, makeStore: () => Promise<Store>): void {
  describe(`Store contract, users: ${name}`, () => {
    const { store, tip, list, createMany } = contractStore(makeStore, {
      title: 'Mulch the beds',
      plantType: 'Tomato',
      description: 'Spread straw around the stems to keep the soil moist.',
      image: '/images/tips/mulch.svg',
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
  });
}
