import Database from 'better-sqlite3';
import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { createEmbeddedStore } from './embedded';
import { NewerSchemaError, migrate } from '../store-core/embedded-migrate';
import { NewerMongoSchemaError, migrateMongo } from '../store-core/mongo-migrate';
import type { MongoMigration } from '../store-core/parts';
import { SCHEMA_V1 } from './embedded-history';
import { EMBEDDED_MIGRATIONS, MONGO_MIGRATIONS } from './parts';
import { MingoDb } from '../../test/store/mingo-db';
import { openMongoStore } from './mongo';
import { firstReleaseTip, migrationTools } from '../../test/store/migration-tools';

// The migration runners, and a first-release database brought through every feature's versions.
// Each feature's own migration is tested in its folder (features/<feature>/migrations.test.ts).
const { tempFile } = migrationTools();

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

  // Two processes starting at once on a new file: processes.test.ts ('two API processes').
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
