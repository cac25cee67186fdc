import Database from 'better-sqlite3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ObjectId } from 'mongodb';
import { afterAll, describe, expect, it } from 'vitest';
import { createEmbeddedStore, DB_FILENAME } from './embedded';
import { NewerSchemaError, migrate } from '../store-core/embedded-migrate';
import { NewerMongoSchemaError, migrateMongo } from '../store-core/mongo-migrate';
import type { MongoMigration } from '../store-core/parts';
import { SCHEMA_V1 } from './embedded-history';
import { EMBEDDED_MIGRATIONS, MONGO_MIGRATIONS } from './parts';
import { MingoDb } from '../../test/store/mingo-db';
import { openMongoStore } from './mongo';
import type { Store } from './store';

const dirs: string[] = [];
const newTip = (over: { authorUid: string }) => ({
  title: 'Mulch the beds',
  plantType: 'Roses',
  difficulty: 'Easy' as const,
  category: 'Composting' as const,
  description: 'A thick layer keeps water in.',
  image: '/images/tips/x.svg',
  availability: 'Public' as const,
  email: 'x@greencircle.test',
  displayName: 'X',
  ...over,
});

const tempFile = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gc-migrate-'));
  dirs.push(dir);
  return path.join(dir, DB_FILENAME);
};
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const firstReleaseTip = {
  id: '65a1b2c3d4e5f60718293a4b',
  title: 'Kräuter über dem Fenster',
  plantType: 'Thyme',
  description: 'A sunny sill suits basil too.',
};

/**
 * A database file as the release before the named migration left it (asserted to be a later
 * one than the first), still open for the test to write that release's rows.
 */
function embeddedBefore(migrationName: string) {
  const file = tempFile();
  const before = EMBEDDED_MIGRATIONS.findIndex((m) => m.name.startsWith(migrationName));
  expect(before).toBeGreaterThan(0);
  const old = new Database(file);
  migrate(old, EMBEDDED_MIGRATIONS.slice(0, before));
  return { file, old };
}

/** The same on mingo: the database, how many versions the release before had, and the versions run to get there. */
async function mongoBefore(migrationName: string) {
  const db = new MingoDb();
  const before = MONGO_MIGRATIONS.findIndex((m) => m.name.startsWith(migrationName));
  expect(before).toBeGreaterThan(0);
  const ran = await migrateMongo(db.asDb(), { migrations: MONGO_MIGRATIONS.slice(0, before) });
  return { db, before, ran };
}

// What each migration test expects of the store it opens, the same for both adapters.

/** Issue 22 #13: two members, a record each, and the address Vera left is free for someone else. */
async function expectOneRecordPerMember(store: Store) {
  expect((await store.stats('x')).totalUsers).toBe(2);
  const user = {
    email: 'vera@old.test',
    emailVerified: false,
    name: '',
    photoURL: '',
    creationTime: '',
    lastSignInTime: '',
  };
  expect((await store.createUser({ ...user, uid: 'uid-mallory' })).created).toBe(true);
  expect((await store.createUser({ ...user, uid: 'uid-omar' })).created).toBe(false);
}

/** Issue 22 #8: the old tip ('Turn the heap', Tomatoes, Composting) found by its category and by word forms. */
async function expectFoundByWordFormsAndCategory(store: Store) {
  for (const q of ['composting', 'tomato heap']) {
    const found = await store.listTips({ includeHidden: false, sort: 'newest', limit: 5, q });
    expect(
      found.items.map((t) => t._id),
      q,
    ).toEqual([firstReleaseTip.id]);
  }
}

/** Issue 25: the old cards (Amara Okafor, Someone Else) linked to their members and counted from their tips. */
async function expectCardsCountTheirMembersTips(store: Store) {
  await store.createTip(newTip({ authorUid: 'seed-amara' }));
  const listed = await store.listGardeners({ activeOnly: false, limit: 10, sort: 'name' });
  expect(listed.map((g) => [g.name, g.authorUid, g.totalSharedTips, g.status])).toEqual([
    ['Amara Okafor', 'seed-amara', 1, 'active'],
    ['Someone Else', '', 0, 'inactive'],
  ]);
}

/** Issue 26: the old comment (id, 'Old words') is shown, and a moderator can hide it. */
async function expectOldCommentShownAndHideable(store: Store, id: string) {
  expect(await store.getComment(id)).toMatchObject({ body: 'Old words', moderation: null });
  await store.setCommentModeration(id, { hiddenAt: '2026-11-26T10:00:00.000Z', reason: 'Spam' });
  expect((await store.getComment(id))?.moderation).toEqual({ hiddenAt: '2026-11-26T10:00:00.000Z', reason: 'Spam' });
}

describe('embedded store migrations (user_version)', () => {
  it('brings a first-release database to the latest version, keeping its data and making it searchable', async () => {
    const file = tempFile();
    const old = new Database(file);
    old.exec(SCHEMA_V1);
    old
      .prepare(
        `INSERT INTO tips (_id, title, plantType, difficulty, category, description, image, availability, likes, email, displayName, authorUid, createdAt, updatedAt)
       VALUES (?, ?, ?, 'Easy', 'Plant Care', ?, '/images/tips/x.svg', 'Public', 4, 'maya@greencircle.test', 'Maya', 'uid-maya', '2024-01-01T00:00:00.000Z', '2024-01-01T00:00:00.000Z')`,
      )
      .run(firstReleaseTip.id, firstReleaseTip.title, firstReleaseTip.plantType, firstReleaseTip.description);
    old
      .prepare(
        "INSERT INTO gardeners (_id, name, age, gender, status, experiences, image, totalSharedTips) VALUES ('g1', 'Abe', 40, 'Male', 'active', '[]', '/x.svg', 1)",
      )
      .run();
    expect(old.pragma('user_version', { simple: true })).toBe(0);
    old.close();

    const store = createEmbeddedStore({ filename: file });
    expect(store.db.pragma('user_version', { simple: true })).toBe(EMBEDDED_MIGRATIONS.length);
    const found = await store.listTips({ includeHidden: false, sort: 'newest', limit: 5, q: 'KRAUTER fen' });
    expect(found.items.map((t) => [t._id, t.likes])).toEqual([[firstReleaseTip.id, 4]]);
    // Data of its own: the demo seed is not mixed in, and the store is marked as seeded.
    const seed = {
      gardeners: [{ name: 'Demo', authorUid: 'uid-demo', age: 1, gender: 'x', experiences: [], image: '/x.svg' }],
      tips: [],
    };
    expect(await store.seed(seed)).toEqual({ gardeners: 0, tips: 0 });
    expect(await store.likeTip(firstReleaseTip.id, 'fan')).toEqual({ likes: 5, added: true });
    await store.close();
  });

  it('issue 22 #8: reindexes existing tips so word forms and the category find them', async () => {
    const { file, old } = embeddedBefore('search by word stems');
    const { lastInsertRowid } = old
      .prepare(
        `INSERT INTO tips (_id, title, plantType, difficulty, category, description, image, availability, likes, email, displayName, authorUid, createdAt, updatedAt)
       VALUES (?, 'Turn the heap', 'Tomatoes', 'Easy', 'Composting', 'Air speeds it up.', '/images/tips/x.svg', 'Public', 0, 'maya@greencircle.test', 'Maya', 'uid-maya', '2024-01-01T00:00:00.000Z', '2024-01-01T00:00:00.000Z')`,
      )
      .run(firstReleaseTip.id);
    // Indexed as the release before wrote it: the folded words only, without the category.
    old
      .prepare('INSERT INTO tips_fts (rowid, words) VALUES (?, ?)')
      .run(lastInsertRowid, 'turn the heap tomatoes air speeds it up');
    old.close();

    const store = createEmbeddedStore({ filename: file });
    await expectFoundByWordFormsAndCategory(store);
    await store.close();
  });

  it('issue 22 #13: keys users by uid: a member with a record per address keeps the newest; an old address is free', async () => {
    const { file, old } = embeddedBefore('users keyed by uid');
    const insert = old.prepare(
      "INSERT INTO users (_id, uid, email, name, photoURL, creationTime, lastSignInTime) VALUES (?, ?, ?, ?, '', 'a', 'b')",
    );
    insert.run('000000000000000000000001', 'uid-vera', 'vera@old.test', 'Vera');
    insert.run('000000000000000000000002', 'uid-vera', 'vera@new.test', 'Vera V.');
    insert.run('000000000000000000000003', 'uid-omar', 'omar@greencircle.test', 'Omar');
    old.close();

    const store = createEmbeddedStore({ filename: file });
    expect(await store.findUserByUid('uid-vera')).toMatchObject({
      _id: '000000000000000000000002',
      email: 'vera@new.test',
      emailVerified: true,
    });
    await expectOneRecordPerMember(store);
    await store.close();
  });

  // Two processes starting at once on a new file: processes.test.ts ('two API processes').
  it('issue 25: links the seeded gardener cards to their members and counts their tips instead of stored figures', async () => {
    const { file, old } = embeddedBefore('gardeners are members');
    const card = old.prepare(
      `INSERT INTO gardeners (_id, name, age, gender, status, experiences, image, totalSharedTips)
       VALUES (?, ?, 40, 'Female', 'active', '[]', '/x.svg', 42)`,
    );
    card.run('g1', 'Amara Okafor');
    card.run('g2', 'Someone Else');
    old.close();

    const store = createEmbeddedStore({ filename: file });
    await expectCardsCountTheirMembersTips(store);
    await store.close();
  });

  it('issue 26: a comment written before moderators could hide comments is shown, and can be hidden', async () => {
    const { file, old } = embeddedBefore('comments hidden by moderators');
    old
      .prepare(
        `INSERT INTO tips (_id, title, plantType, difficulty, category, description, image, availability, likes, email, displayName, authorUid, createdAt, updatedAt)
         VALUES ('65a1b2c3d4e5f60718293a4b', 't', 'p', 'Easy', 'Composting', 'd', '/x.svg', 'Public', 0, 'x@greencircle.test', 'X', 'uid-x', '2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z')`,
      )
      .run();
    old
      .prepare(
        `INSERT INTO comments (_id, tipId, parentId, authorUid, displayName, body, createdAt)
         VALUES ('65a1b2c3d4e5f60718293a4c', '65a1b2c3d4e5f60718293a4b', NULL, 'uid-y', 'Y', 'Old words', '2025-01-02T00:00:00.000Z')`,
      )
      .run();
    old.close();

    const store = createEmbeddedStore({ filename: file });
    const id = '65a1b2c3d4e5f60718293a4c';
    await expectOldCommentShownAndHideable(store, id);
    await store.close();
  });

  it('runs each version once: a second connection finds them done and runs nothing', () => {
    const file = tempFile();
    const runs: number[] = [];
    const counted = EMBEDDED_MIGRATIONS.map((migration, index) => ({
      ...migration,
      up: (db: Database.Database) => (runs.push(index + 1), migration.up(db)),
    }));
    const [a, b] = [new Database(file), new Database(file)];
    for (const db of [a, b]) db.pragma('busy_timeout = 5000');
    expect(migrate(a, counted)).toBe(0);
    expect(migrate(b, counted)).toBe(EMBEDDED_MIGRATIONS.length);
    expect(runs).toEqual(EMBEDDED_MIGRATIONS.map((_, index) => index + 1));
    a.close();
    b.close();
  });

  it('refuses a database made by a newer release', () => {
    const file = tempFile();
    const db = new Database(file);
    db.pragma(`user_version = ${EMBEDDED_MIGRATIONS.length + 1}`);
    db.close();
    expect(() => createEmbeddedStore({ filename: file })).toThrow(NewerSchemaError);
  });
});

describe('MongoDB migrations (the migrations collection, on mingo)', () => {
  it('brings a first-release database to the latest version: words and seeded likes for old tips, the $text index gone', async () => {
    const db = new MingoDb();
    const _id = ObjectId.createFromHexString(firstReleaseTip.id);
    await db
      .asDb()
      .collection('tips')
      .createIndexes([{ key: { title: 'text' }, name: 'tips_text' }]);
    await db.asDb().collection('tips').insertOne({
      _id,
      title: firstReleaseTip.title,
      plantType: firstReleaseTip.plantType,
      description: firstReleaseTip.description,
      difficulty: 'Easy',
      category: 'Plant Care',
      image: '/x.svg',
      availability: 'Public',
      likes: 4,
      email: 'maya@greencircle.test',
      displayName: 'Maya',
      authorUid: 'uid-maya',
      createdAt: '2024-01-01T00:00:00.000Z',
      updatedAt: '2024-01-01T00:00:00.000Z',
    });
    // One of its four likes has a like document (a member's); three came with the seed.
    await db.asDb().collection('likes').insertOne({ tipId: _id, uid: 'fan-1', createdAt: '2024-01-02T00:00:00.000Z' });

    const store = await openMongoStore(db.asDb(), async () => {});
    expect(db.dump('migrations').map((m) => [m._id, m.state])).toEqual(MONGO_MIGRATIONS.map((_, i) => [i + 1, 'done']));
    expect(db.indexes.get('tips')!.map((index) => index.name)).not.toContain('tips_text');
    expect(db.dump('tips')[0]).toMatchObject({
      seededLikes: 3,
      words: expect.arrayContaining(['krauter', 'uber', 'basil']),
    });
    expect(
      (await store.listTips({ includeHidden: false, sort: 'newest', limit: 5, q: 'KRAUTER fen' })).items.map(
        (t) => t._id,
      ),
    ).toEqual([firstReleaseTip.id]);
    expect(await store.likeTip(firstReleaseTip.id, 'fan-2')).toEqual({ likes: 5, added: true });
    expect(await store.likeTip(firstReleaseTip.id, 'fan-1')).toEqual({ likes: 5, added: false });
  });

  it('brings a database at the version before seasons to the latest: old tips apply all year, in the north', async () => {
    const { db, before, ran } = await mongoBefore('seasons');
    expect(ran).toHaveLength(before);
    const _id = ObjectId.createFromHexString(firstReleaseTip.id);
    await db
      .asDb()
      .collection('tips')
      .insertOne({
        _id,
        title: firstReleaseTip.title,
        plantType: firstReleaseTip.plantType,
        description: firstReleaseTip.description,
        difficulty: 'Easy',
        category: 'Plant Care',
        image: '/x.svg',
        availability: 'Public',
        likes: 0,
        seededLikes: 0,
        words: ['thyme'],
        email: 'maya@greencircle.test',
        displayName: 'Maya',
        authorUid: 'uid-maya',
        createdAt: '2024-01-01T00:00:00.000Z',
        updatedAt: '2024-01-01T00:00:00.000Z',
      });

    const store = await openMongoStore(db.asDb(), async () => {});
    expect(db.dump('migrations').map((m) => [m._id, m.state])).toEqual(MONGO_MIGRATIONS.map((_, i) => [i + 1, 'done']));
    expect(db.dump('tips')[0]).toMatchObject({ monthMask: 0xfff, hemisphere: 'north' });
    expect(await store.getTip(firstReleaseTip.id)).toMatchObject({ hemisphere: 'north', authorPhotoURL: '' });
    for (const seasonMonth of [1, 6, 12]) {
      const page = await store.listTips({ includeHidden: false, sort: 'newest', limit: 5, seasonMonth });
      expect(page.items.map((t) => t._id)).toEqual([firstReleaseTip.id]);
    }
    expect(db.indexes.get('reminders')!.length).toBeGreaterThan(0);
  });

  it('issue 22 #8: reindexes existing tips so word forms and the category find them', async () => {
    const { db, before, ran } = await mongoBefore('search by word stems');
    expect(ran).toHaveLength(before);
    await db
      .asDb()
      .collection('tips')
      .insertOne({
        _id: ObjectId.createFromHexString(firstReleaseTip.id),
        title: 'Turn the heap',
        plantType: 'Tomatoes',
        description: 'Air speeds it up.',
        difficulty: 'Easy',
        category: 'Composting',
        image: '/x.svg',
        availability: 'Public',
        likes: 0,
        seededLikes: 0,
        monthMask: 0xfff,
        hemisphere: 'north',
        // Indexed as the release before wrote it: the folded words only, without the category.
        words: ['turn', 'the', 'heap', 'tomatoes', 'air', 'speeds', 'it', 'up'],
        email: 'maya@greencircle.test',
        displayName: 'Maya',
        authorUid: 'uid-maya',
        createdAt: '2024-01-01T00:00:00.000Z',
        updatedAt: '2024-01-01T00:00:00.000Z',
      });

    const store = await openMongoStore(db.asDb(), async () => {});
    await expectFoundByWordFormsAndCategory(store);
  });

  it('issue 22 #13: keys users by uid: the unique e-mail index goes, a member with a record per address keeps the newest', async () => {
    const { db } = await mongoBefore('users keyed by uid');
    const users = db.asDb().collection('users');
    const record = (id: number, uid: string, email: string) => ({
      _id: ObjectId.createFromHexString(id.toString(16).padStart(24, '0')),
      uid,
      email,
      name: uid,
      photoURL: '',
      creationTime: 'a',
      lastSignInTime: 'b',
    });
    await users.insertOne(record(1, 'uid-vera', 'vera@old.test'));
    await users.insertOne(record(2, 'uid-vera', 'vera@new.test'));
    await users.insertOne(record(3, 'uid-omar', 'omar@greencircle.test'));

    const store = await openMongoStore(db.asDb(), async () => {});
    // role_1: issue 26's later migration (members by role).
    expect(db.indexes.get('users')!.map((index) => index.name)).toEqual(['uid_1', 'role_1']);
    expect(await store.findUserByUid('uid-vera')).toMatchObject({ email: 'vera@new.test', emailVerified: true });
    await expectOneRecordPerMember(store);
  });

  it('issue 25: links the seeded gardener cards to their members and counts their tips instead of stored figures', async () => {
    const { db } = await mongoBefore('gardeners are members');
    const card = { age: 40, gender: 'Female', status: 'active', experiences: [], image: '/x.svg', totalSharedTips: 42 };
    await db
      .asDb()
      .collection('gardeners')
      .insertMany([
        { _id: new ObjectId(), name: 'Amara Okafor', ...card },
        { _id: new ObjectId(), name: 'Someone Else', ...card },
      ]);
    const store = await openMongoStore(db.asDb(), async () => {});
    await expectCardsCountTheirMembersTips(store);
    expect(db.dump('gardeners').every((g) => !('totalSharedTips' in g) && !('status' in g))).toBe(true);
  });

  it('issue 26: a comment written before moderators could hide comments is shown, and can be hidden', async () => {
    const { db } = await mongoBefore('comments hidden by moderators');
    const _id = new ObjectId();
    // As the release before wrote it: no moderation field.
    await db.asDb().collection('comments').insertOne({
      _id,
      tipId: new ObjectId(),
      parentId: null,
      authorUid: 'uid-y',
      displayName: 'Y',
      authorPhotoURL: '',
      body: 'Old words',
      createdAt: '2025-01-02T00:00:00.000Z',
      editedAt: null,
      deleted: false,
    });
    expect(db.dump('comments')[0]).not.toHaveProperty('moderation');
    // Opening the store runs the versions not done yet.
    const store = await openMongoStore(db.asDb(), async () => {});
    expect(db.dump('comments')[0]).toMatchObject({ moderation: null });
    const id = _id.toHexString();
    await expectOldCommentShownAndHideable(store, id);
  });

  it('runs each version once when processes start together; the others wait for it', async () => {
    const db = new MingoDb();
    const runs: number[] = [];
    const slow: MongoMigration[] = [1, 2, 3].map((version) => ({
      name: `v${version}`,
      up: async () => {
        runs.push(version);
        await new Promise((resolve) => setTimeout(resolve, 30));
      },
    }));
    const results = await Promise.all([1, 2, 3, 4].map(() => migrateMongo(db.asDb(), { migrations: slow, pollMs: 5 })));
    expect(runs).toEqual([1, 2, 3]);
    expect(results.flat().sort()).toEqual([1, 2, 3]);
    expect(db.dump('migrations').every((m) => m.state === 'done')).toBe(true);
  });

  it('takes over a version whose runner died, and refuses a database from a newer release', async () => {
    const db = new MingoDb();
    await db
      .asDb()
      .collection<{ _id: number; name: string; state: string; startedAt: Date }>('migrations')
      .insertOne({ _id: 1, name: 'v1', state: 'running', startedAt: new Date(Date.now() - 10_000) });
    const runs: string[] = [];
    const migrations: MongoMigration[] = [{ name: 'v1', up: async () => void runs.push('v1') }];
    expect(await migrateMongo(db.asDb(), { migrations, staleAfterMs: 5_000, pollMs: 5 })).toEqual([1]);
    expect(runs).toEqual(['v1']);
    await db
      .asDb()
      .collection<{ _id: number; name: string; state: string; startedAt: Date }>('migrations')
      .insertOne({ _id: 2, name: 'from the future', state: 'done', startedAt: new Date() });
    await expect(migrateMongo(db.asDb(), { migrations })).rejects.toBeInstanceOf(NewerMongoSchemaError);
  });
});
