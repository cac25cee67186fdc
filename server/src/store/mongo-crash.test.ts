import { describe, expect, it } from 'vitest';
import { CrashError, MingoDb } from '../../test/store/mingo-db';
import { openMongoStore } from './mongo';
import type { SeedData, Store } from './store';
import { crashTip, seedCrashTip } from '../../test/store/crash-fixture';

/**
 * The MongoDB adapter's multi-document changes, crashed before every one of their writes
 * (mingo-db.ts makes the n-th write throw, as if the process died there), then a new
 * process starting on the same data: nothing is counted twice, nothing is orphaned, and
 * the member's retry or the start itself completes the change.
 */
const noClose = async () => {};
const seed: SeedData = {
  gardeners: [],
  tips: [crashTip],
};

async function prepare() {
  const db = new MingoDb();
  const store = await openMongoStore(db.asDb(), noClose);
  const id = await seedCrashTip(store, seed);
  return { db, store, id };
}

/** Likes equal seeded likes + like documents on every tip, and no like is without its tip. */
function expectConsistent(db: MingoDb) {
  const tips = db.dump('tips');
  const likes = db.dump('likes');
  for (const tip of tips) {
    const documents = likes.filter((like) => String(like.tipId) === String(tip._id)).length;
    expect(tip.likes, String(tip.title)).toBe((tip.seededLikes as number) + documents);
  }
  const tipIds = new Set(tips.map((tip) => String(tip._id)));
  expect(likes.filter((like) => !tipIds.has(String(like.tipId)))).toEqual([]);
}

/** Runs act with a crash before its 1st, 2nd, ... write until it completes; returns how many crash points there were. */
async function crashAtEveryWrite(
  act: (store: Store, id: string) => Promise<unknown>,
  afterRestart: (ctx: { db: MingoDb; store: Store; id: string; crashedBefore: string | null }) => Promise<void>,
) {
  for (let n = 1; n < 20; n++) {
    const { db, store, id } = await prepare();
    db.crashAtWrite(n);
    let crashedBefore: string | null = null;
    try {
      await act(store, id);
    } catch (error) {
      if (!(error instanceof CrashError)) throw error;
      crashedBefore = error.write;
    }
    db.crashAtWrite(null);
    // The crashed process is gone; another starts on the same database.
    const restarted = await openMongoStore(db.asDb(), noClose);
    await afterRestart({ db, store: restarted, id, crashedBefore });
    if (crashedBefore === null) return n - 1;
  }
  throw new Error('the change never completed');
}

describe('MongoDB adapter: a crash between any two writes', () => {
  it('never counts a like twice, and the start after the crash counts it once', async () => {
    const points = await crashAtEveryWrite(
      (store, id) => store.likeTip(id, 'fan-3'),
      async ({ db, store, id }) => {
        expectConsistent(db);
        const liked = await store.hasLiked(id, 'fan-3');
        expect((await store.getTip(id))?.likes).toBe(liked ? 6 : 5);
        // The member's retry answers liked, and the like is there exactly once.
        expect(await store.likeTip(id, 'fan-3')).toEqual({ likes: 6, added: !liked });
        expect(db.dump('likes').filter((like) => like.uid === 'fan-3')).toHaveLength(1);
        expectConsistent(db);
        // The author's like entry names each liker once: fan-3 too once the like is stored.
        const [entry] = db.dump('notifications');
        expect(entry?.actorUids).toEqual(['fan-3', 'fan-2', 'fan-1']);
      },
    );
    // The like, its count, its notification.
    expect(points).toBe(3);
  });

  it('the start after a crash between a like and its notification writes the notification', async () => {
    const { db, id } = await prepare();
    const store = await openMongoStore(db.asDb(), noClose);
    db.crashAtWrite(3);
    await expect(store.likeTip(id, 'fan-3')).rejects.toBeInstanceOf(CrashError);
    db.crashAtWrite(null);
    expect(db.dump('notifications')[0]?.actorUids).toEqual(['fan-2', 'fan-1']);
    await openMongoStore(db.asDb(), noClose);
    expect(db.dump('notifications')[0]?.actorUids).toEqual(['fan-3', 'fan-2', 'fan-1']);
    expect(db.dump('notifications')).toHaveLength(1);
  });

  it("completes a like cut off before its count even without a restart, on the member's retry", async () => {
    const { db, store, id } = await prepare();
    db.crashAtWrite(2);
    await expect(store.likeTip(id, 'fan-3')).rejects.toBeInstanceOf(CrashError);
    expect((await store.getTip(id))?.likes).toBe(5);
    expect(await store.likeTip(id, 'fan-3')).toEqual({ likes: 6, added: false });
    expectConsistent(db);
  });

  it('issue 25: takes a like back whatever write a crash cut, the start finishing what its marker began', async () => {
    const points = await crashAtEveryWrite(
      (store, id) => store.unlikeTip(id, 'fan-2'),
      async ({ db, store, id, crashedBefore }) => {
        expectConsistent(db);
        // Once its marker is written, the next start finishes the take-back.
        const liked = crashedBefore === 'like_takebacks.updateOne';
        expect(await store.hasLiked(id, 'fan-2')).toBe(liked);
        expect((await store.getTip(id))?.likes).toBe(liked ? 5 : 4);
        expect(db.dump('notifications').map((n) => n.actorUids)).toEqual([liked ? ['fan-2', 'fan-1'] : ['fan-1']]);
        // The member's retry takes it back once.
        expect(await store.unlikeTip(id, 'fan-2')).toEqual({ likes: 4, removed: liked });
        expectConsistent(db);
        expect(db.dump('notifications').map((n) => n.actorUids)).toEqual([['fan-1']]);
        expect(db.dump('like_takebacks')).toEqual([]);
      },
    );
    // The marker, the like, its count, its notification, the marker's removal.
    expect(points).toBe(5);
  });

  it("issue 25: finishes a take-back cut off after the like went on the member's retry, without a restart", async () => {
    const { db, store, id } = await prepare();
    db.crashAtWrite(3);
    await expect(store.unlikeTip(id, 'fan-1')).rejects.toBeInstanceOf(CrashError);
    db.crashAtWrite(null);
    expect(await store.hasLiked(id, 'fan-1')).toBe(false);
    expect(await store.unlikeTip(id, 'fan-1')).toEqual({ likes: 4, removed: false });
    expectConsistent(db);
    expect(db.dump('notifications').map((n) => n.actorUids)).toEqual([['fan-2']]);
    expect(db.dump('like_takebacks')).toEqual([]);
    // The last liker leaving takes the whole entry.
    expect(await store.unlikeTip(id, 'fan-2')).toEqual({ likes: 3, removed: true });
    expect(db.dump('notifications')).toEqual([]);
  });

  it('leaves no orphan likes after a deletion, and the start after the crash finishes it', async () => {
    const points = await crashAtEveryWrite(
      (store, id) => store.deleteTip(id),
      async ({ db, store, id, crashedBefore }) => {
        expectConsistent(db);
        const started = crashedBefore !== 'deletions.updateOne';
        // Once the deletion was recorded, the next start finishes it.
        expect(await store.getTip(id)).toEqual(started ? null : expect.objectContaining({ likes: 5 }));
        expect(await store.deleteTip(id)).toBe(started ? 0 : 1);
        expect(db.dump('tips')).toEqual([]);
        expect(db.dump('likes')).toEqual([]);
        expect(db.dump('notifications')).toEqual([]);
      },
    );
    // The record, the tip, its likes and reminders, its notifications.
    expect(points).toBe(4);
  });

  it("issue 22 #5, issue 24: a profile change reaches the member's tips, comments and trials even when it crashed half-way", async () => {
    const maya = {
      uid: 'uid-maya',
      email: 'maya@greencircle.test',
      emailVerified: true,
      name: 'Maya',
      photoURL: '',
      creationTime: 'a',
      lastSignInTime: 'b',
    };
    let points = 0;
    for (let n = 1; n < 10; n++, points++) {
      const { db, store, id } = await prepare();
      await store.createUser(maya);
      // Issue 24: the member's comments and trials carry the name and photo too.
      const said = (await store.createComment({
        tipId: id,
        parentId: null,
        authorUid: 'uid-maya',
        displayName: 'Maya',
        authorPhotoURL: '',
        body: 'Worked for me.',
      }))!;
      await store.putTrial({
        tipId: id,
        authorUid: 'uid-maya',
        outcome: 'worked',
        note: '',
        photo: null,
        month: null,
        hemisphere: 'north',
        zone: null,
        displayName: 'Maya',
        authorPhotoURL: '',
      });
      db.crashAtWrite(n);
      const crashed = await store
        .updateUser('uid-maya', { name: 'Maya Green', photoURL: 'https://example.com/m.png' })
        .then(
          () => false,
          (error: unknown) => (error instanceof CrashError ? true : Promise.reject(error)),
        );
      db.crashAtWrite(null);
      const restarted = await openMongoStore(db.asDb(), noClose);
      const record = await restarted.findUserByUid('uid-maya');
      // Whatever the record says after the start, the tips say the same.
      const now = { displayName: record!.name, authorPhotoURL: record!.photoURL };
      expect(await restarted.getTip(id), `crash before write ${n}`).toMatchObject(now);
      expect(await restarted.getComment(said._id), `crash before write ${n}`).toMatchObject(now);
      expect(await restarted.getTrial(id, 'uid-maya'), `crash before write ${n}`).toMatchObject(now);
      expect(db.dump('profile_syncs')).toEqual([]);
      if (!crashed) break;
    }
    // The marker, the record, the tips, the comments, the trials, the marker's removal.
    expect(points).toBe(6);
  });

  it('sweeps a like that raced a deletion and lost its clean-up to a crash', async () => {
    const { db, store, id } = await prepare();
    await store.deleteTip(id);
    // What the race leaves: the like inserted after the deletion's sweep, then the process died.
    await db
      .asDb()
      .collection('likes')
      .insertOne({ tipId: db.dump('deletions')[0]!._id, uid: 'late', createdAt: new Date().toISOString() });
    expect(db.dump('likes')).toHaveLength(1);
    await openMongoStore(db.asDb(), noClose);
    expect(db.dump('likes')).toEqual([]);
  });

  it('seeds once when a start crashes half-way and two processes start after it', async () => {
    const data: SeedData = {
      gardeners: [],
      tips: Array.from({ length: 5 }, (_, i) => ({ ...seed.tips[0]!, title: `Tip ${i}` })),
    };
    for (let n = 1; n < 12; n++) {
      const db = new MingoDb();
      const first = await openMongoStore(db.asDb(), noClose);
      db.crashAtWrite(n);
      const crashed = await first.seed(data).then(
        () => false,
        (error: unknown) => (error instanceof CrashError ? true : Promise.reject(error)),
      );
      db.crashAtWrite(null);
      const [a, b] = await Promise.all([openMongoStore(db.asDb(), noClose), openMongoStore(db.asDb(), noClose)]);
      await Promise.all([a.seed(data), b.seed(data)]);
      expect(
        db
          .dump('tips')
          .map((tip) => tip.title)
          .sort(),
        `crash before write ${n}`,
      ).toEqual(data.tips.map((tip) => tip.title).sort());
      expect(
        db
          .dump('seeds')
          .map((marker) => marker._id)
          .sort(),
      ).toEqual(['gardeners', 'tips']);
      if (!crashed) return;
    }
    throw new Error('seeding never completed');
  });
});
