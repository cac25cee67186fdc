import { describe, expect, it } from 'vitest';
import { contractStore } from '../../../test/store/contract-tools';
import type { Store } from '../../store/store';
import type { NewComment, NewTrial } from './store';

/**
 * Issue 24's part of the store contract: comments (one-level threads, edit, delete keeping a
 * thread's place), trials (one per member per tip, the tip's summary), sort=tried, workedNear,
 * and a deleted tip taking its conversation with it. Every adapter runs it.
 */
export function describeConversationContract(name: string, makeStore: () => Promise<Store>): void {
  describe(`Store contract, comments and trials: ${name}`, () => {
    const { store, tip, list } = contractStore(makeStore, {
      title: 'Mulch the beds',
      plantType: 'Tomato',
      description: 'Straw keeps the soil moist.',
      image: '/images/tips/deep-watering.svg',
    });
    const comment = (tipId: string, overrides: Partial<NewComment> = {}): NewComment => ({
      tipId,
      parentId: null,
      authorUid: 'uid-sam',
      displayName: 'Sam',
      authorPhotoURL: '',
      body: 'Worked for me.',
      ...overrides,
    });
    const trial = (tipId: string, overrides: Partial<NewTrial> = {}): NewTrial => ({
      tipId,
      authorUid: 'uid-sam',
      outcome: 'worked',
      note: '',
      photo: null,
      month: null,
      hemisphere: 'north',
      zone: null,
      displayName: 'Sam',
      authorPhotoURL: '',
      ...overrides,
    });
    const tick = () => new Promise((resolve) => setTimeout(resolve, 3));

    it('a new tip has no comments and no trials', async () => {
      const id = await store.createTip(tip());
      expect(await store.getTip(id)).toMatchObject({ commentCount: 0, trials: { worked: 0, partly: 0, failed: 0 } });
      expect((await list()).items[0]).toMatchObject({ commentCount: 0, trials: { worked: 0, partly: 0, failed: 0 } });
      expect(await store.listComments(id, { limit: 20 })).toEqual({ items: [], total: 0, nextCursor: null });
    });

    it('stores a comment as written and counts it on the tip', async () => {
      const id = await store.createTip(tip());
      const body = '<script>alert(1)</script>\nline two';
      const created = (await store.createComment(comment(id, { body })))!;
      expect(created).toMatchObject({ tipId: id, parentId: null, body, deleted: false, editedAt: null });
      expect(created._id).toMatch(/^[0-9a-f]{24}$/);
      expect(await store.getComment(created._id)).toEqual(created);
      expect((await store.getTip(id))?.commentCount).toBe(1);
    });

    it('refuses a comment on a missing tip, and a reply to a missing, foreign or nested parent', async () => {
      const id = await store.createTip(tip());
      const other = await store.createTip(tip());
      expect(await store.createComment(comment('0123456789abcdef01234567'))).toBeNull();
      const first = (await store.createComment(comment(id)))!;
      const reply = (await store.createComment(comment(id, { parentId: first._id })))!;
      expect(reply.parentId).toBe(first._id);
      expect(await store.createComment(comment(id, { parentId: reply._id }))).toBeNull();
      expect(await store.createComment(comment(other, { parentId: first._id }))).toBeNull();
      expect(await store.createComment(comment(id, { parentId: '0123456789abcdef01234567' }))).toBeNull();
      expect((await store.getTip(id))?.commentCount).toBe(2);
    });

    it('lists comments oldest first, a page at a time, with the total', async () => {
      const id = await store.createTip(tip());
      const ids: string[] = [];
      for (let i = 0; i < 5; i += 1) {
        ids.push((await store.createComment(comment(id, { body: `Comment ${i}` })))!._id);
        await tick();
      }
      const first = await store.listComments(id, { limit: 2 });
      expect(first.items.map((c) => c._id)).toEqual(ids.slice(0, 2));
      expect(first.total).toBe(5);
      const second = await store.listComments(id, { limit: 2, cursor: first.nextCursor! });
      const third = await store.listComments(id, { limit: 2, cursor: second.nextCursor! });
      expect([...second.items, ...third.items].map((c) => c._id)).toEqual(ids.slice(2));
      expect(third.nextCursor).toBeNull();
      await expect(store.listComments(id, { limit: 2, cursor: 'nonsense' })).rejects.toThrow(/cursor/);
    });

    it('edits a comment (marked edited) but not a deleted one', async () => {
      const id = await store.createTip(tip());
      const c = (await store.createComment(comment(id)))!;
      const edited = await store.editComment(c._id, 'Changed my mind');
      expect(edited).toMatchObject({ body: 'Changed my mind', editedAt: expect.any(String) });
      expect(await store.deleteComment(c._id)).toBe(1);
      expect(await store.editComment(c._id, 'again')).toBeNull();
    });

    it('deletes a lone comment, keeps a first comment with replies as deleted and blank, and drops it with its last reply', async () => {
      const id = await store.createTip(tip());
      const lone = (await store.createComment(comment(id)))!;
      const first = (await store.createComment(comment(id, { body: 'secret words' })))!;
      const reply = (await store.createComment(comment(id, { parentId: first._id })))!;
      expect((await store.getTip(id))?.commentCount).toBe(3);
      expect(await store.deleteComment(lone._id)).toBe(1);
      expect(await store.getComment(lone._id)).toBeNull();
      expect(await store.deleteComment(first._id)).toBe(1);
      expect(await store.getComment(first._id)).toMatchObject({ deleted: true, body: '' });
      expect((await store.getTip(id))?.commentCount).toBe(1);
      expect((await store.listComments(id, { limit: 20 })).items.map((c) => c._id)).toEqual([first._id, reply._id]);
      expect(await store.deleteComment(first._id)).toBe(0);
      expect(await store.deleteComment(reply._id)).toBe(1);
      expect((await store.listComments(id, { limit: 20 })).total).toBe(0);
      expect((await store.getTip(id))?.commentCount).toBe(0);
    });

    it('keeps one trial per member per tip and the summary in step with changes and withdrawals', async () => {
      const id = await store.createTip(tip());
      const first = await store.putTrial(trial(id, { note: 'Mulched in May', month: 5, zone: '7a' }));
      expect(first).toMatchObject({ created: true, previousPhoto: null });
      expect(first!.trial).toMatchObject({
        outcome: 'worked',
        note: 'Mulched in May',
        month: 5,
        zone: '7a',
        photoAlt: '',
      });
      await store.putTrial(trial(id, { authorUid: 'uid-ana', outcome: 'failed' }));
      expect((await store.getTip(id))?.trials).toEqual({ worked: 1, partly: 0, failed: 1 });
      const changed = await store.putTrial(
        trial(id, {
          outcome: 'partly',
          photo: '/uploads/0123456789abcdef01234567/640x480.webp',
          photoAlt: 'Straw mulch around young roses',
        }),
      );
      expect(changed).toMatchObject({
        created: false,
        trial: { _id: first!.trial._id, outcome: 'partly', photoAlt: 'Straw mulch around young roses' },
      });
      expect((await store.listTrials(id, { limit: 5 })).items.find((t) => t._id === first!.trial._id)).toMatchObject({
        photoAlt: 'Straw mulch around young roses',
      });
      expect((await store.getTip(id))?.trials).toEqual({ worked: 0, partly: 1, failed: 1 });
      const again = await store.putTrial(trial(id, { outcome: 'partly' }));
      expect(again?.previousPhoto).toBe('/uploads/0123456789abcdef01234567/640x480.webp');
      expect(again?.trial.photoAlt).toBe('');
      expect(await store.trialOutcomes('uid-sam', [id, '0123456789abcdef01234567'])).toEqual(new Map([[id, 'partly']]));
      expect((await store.deleteTrial(id, 'uid-sam'))?.outcome).toBe('partly');
      expect(await store.deleteTrial(id, 'uid-sam')).toBeNull();
      expect(await store.getTrial(id, 'uid-sam')).toBeNull();
      expect((await store.getTip(id))?.trials).toEqual({ worked: 0, partly: 0, failed: 1 });
      expect(await store.putTrial(trial('0123456789abcdef01234567'))).toBeNull();
    });

    it('counts 50 concurrent first reports from 50 members exactly', async () => {
      const id = await store.createTip(tip());
      const outcomes = ['worked', 'partly', 'failed'] as const;
      await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          store.putTrial(trial(id, { authorUid: `uid-${i}`, outcome: outcomes[i % 3] })),
        ),
      );
      expect((await store.getTip(id))?.trials).toEqual({ worked: 17, partly: 17, failed: 16 });
      expect((await store.listTrials(id, { limit: 100 })).total).toBe(50);
    });

    it('lists trials newest first, a page at a time', async () => {
      const id = await store.createTip(tip());
      for (let i = 0; i < 3; i += 1) {
        await store.putTrial(trial(id, { authorUid: `uid-${i}` }));
        await tick();
      }
      const first = await store.listTrials(id, { limit: 2 });
      expect(first.items.map((t) => t.authorUid)).toEqual(['uid-2', 'uid-1']);
      const second = await store.listTrials(id, { limit: 2, cursor: first.nextCursor! });
      expect(second.items.map((t) => t.authorUid)).toEqual(['uid-0']);
      expect(second.nextCursor).toBeNull();
    });

    it('sorts by "worked" reports (then newest) and pages through that order', async () => {
      const a = await store.createTip(tip());
      await tick();
      const b = await store.createTip(tip());
      await tick();
      const c = await store.createTip(tip());
      await store.putTrial(trial(a, { authorUid: 'u1' }));
      await store.putTrial(trial(a, { authorUid: 'u2' }));
      await store.putTrial(trial(b, { authorUid: 'u1' }));
      await store.putTrial(trial(c, { authorUid: 'u1', outcome: 'failed' }));
      const all = await list({ sort: 'tried' });
      expect(all.items.map((t) => t._id)).toEqual([a, b, c]);
      const page = await list({ sort: 'tried', limit: 1 });
      const next = await list({ sort: 'tried', limit: 2, cursor: page.nextCursor! });
      expect([...page.items, ...next.items].map((t) => t._id)).toEqual([a, b, c]);
      await expect(list({ sort: 'tried', cursor: page.nextCursor!.slice(1) })).rejects.toThrow();
    });

    it('finds tips that worked near a reader: same hemisphere, zone one step away or unsure', async () => {
      const near = await store.createTip(tip());
      const unsure = await store.createTip(tip());
      const far = await store.createTip(tip());
      const south = await store.createTip(tip());
      const failed = await store.createTip(tip());
      await store.putTrial(trial(near, { zone: '6b' }));
      await store.putTrial(trial(unsure, { zone: 'not sure' }));
      await store.putTrial(trial(far, { zone: '9a' }));
      await store.putTrial(trial(south, { zone: '7a', hemisphere: 'south' }));
      await store.putTrial(trial(failed, { zone: '7a', outcome: 'failed' }));
      const ids = async (zones: string[] | null, hemisphere: 'north' | 'south' = 'north') =>
        new Set((await list({ workedNear: { hemisphere, zones } })).items.map((t) => t._id));
      expect(await ids(['6b', '7a', '7b'])).toEqual(new Set([near, unsure]));
      expect((await list({ workedNear: { hemisphere: 'north', zones: ['6b', '7a', '7b'] } })).total).toBe(2);
      expect(await ids(null)).toEqual(new Set([near, unsure, far]));
      expect(await ids(['6b', '7a', '7b'], 'south')).toEqual(new Set([south]));
    });

    it("issue 24: a member's new name or photo reaches their comments and trials at once, and no one else's", async () => {
      await store.createUser({
        uid: 'uid-sam',
        email: 'sam@greencircle.test',
        emailVerified: true,
        name: 'Sam',
        photoURL: '',
        creationTime: '2025-04-02T10:00:00.000Z',
        lastSignInTime: '2025-04-02T10:00:00.000Z',
      });
      const id = await store.createTip(tip());
      const first = (await store.createComment(comment(id)))!;
      const reply = (await store.createComment(comment(id, { parentId: first._id })))!;
      const theirs = (await store.createComment(comment(id, { authorUid: 'uid-ana', displayName: 'Ana' })))!;
      await store.putTrial(trial(id));
      await store.putTrial(trial(id, { authorUid: 'uid-ana', displayName: 'Ana' }));
      expect(await store.updateUser('uid-sam', { name: 'Sam Rivers' })).toBe(1);
      expect(await store.updateUser('uid-sam', { photoURL: '/uploads/0123456789abcdef01234567/96x96.webp' })).toBe(1);
      const now = { displayName: 'Sam Rivers', authorPhotoURL: '/uploads/0123456789abcdef01234567/96x96.webp' };
      expect(await store.getComment(first._id)).toMatchObject(now);
      expect(await store.getComment(reply._id)).toMatchObject(now);
      expect((await store.listComments(id, { limit: 20 })).items.map((c) => c.displayName)).toEqual([
        'Sam Rivers',
        'Sam Rivers',
        'Ana',
      ]);
      expect(await store.getTrial(id, 'uid-sam')).toMatchObject(now);
      expect(await store.getComment(theirs._id)).toMatchObject({ displayName: 'Ana', authorPhotoURL: '' });
      expect(await store.getTrial(id, 'uid-ana')).toMatchObject({ displayName: 'Ana', authorPhotoURL: '' });
      // No name given: the stored one stays; a photo taken away is '' everywhere.
      expect(await store.updateUser('uid-sam', { photoURL: '' })).toBe(1);
      expect((await store.listTrials(id, { limit: 20 })).items.find((t) => t.authorUid === 'uid-sam')).toMatchObject({
        displayName: 'Sam Rivers',
        authorPhotoURL: '',
      });
    });

    it('a deleted tip takes its comments and trials with it', async () => {
      const id = await store.createTip(tip());
      const c = (await store.createComment(comment(id)))!;
      await store.putTrial(trial(id));
      expect(await store.deleteTip(id)).toBe(1);
      expect(await store.getComment(c._id)).toBeNull();
      expect(await store.getTrial(id, 'uid-sam')).toBeNull();
      expect((await store.listComments(id, { limit: 20 })).total).toBe(0);
      expect((await store.listTrials(id, { limit: 20 })).total).toBe(0);
    });
  });
}
