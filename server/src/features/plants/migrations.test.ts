import Database from 'better-sqlite3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ObjectId } from 'mongodb';
import { afterAll, describe, expect, it } from 'vitest';
import { createEmbeddedStore, DB_FILENAME } from '../../store/embedded';
import { migrate } from '../../store-core/embedded-migrate';
import { migrateMongo } from '../../store-core/mongo-migrate';
import { EMBEDDED_MIGRATIONS, MONGO_MIGRATIONS } from '../../store/parts';
import { MingoDb } from '../../../test/store/mingo-db';
import { openMongoStore } from '../../store/mongo';
import type { Store } from '../../store/store';

// Issue 36: tips written before plants existed take the plant their plantType names.

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const OLD_TIPS = [
  { id: '65a1b2c3d4e5f60718293a01', plantType: 'Cherry Tomatoes' },
  { id: '65a1b2c3d4e5f60718293a02', plantType: 'Kitchen scraps' },
  { id: '65a1b2c3d4e5f60718293a03', plantType: 'tomatoe' },
];

async function expectResolved(store: Store) {
  const slugs = await Promise.all(OLD_TIPS.map(async (t) => (await store.getTip(t.id))?.plantSlug));
  expect(slugs).toEqual(['tomato', null, 'tomato']);
  const tomatoes = await store.listTips({ includeHidden: false, sort: 'newest', limit: 10, plantSlugs: ['tomato'] });
  expect(tomatoes.items.map((t) => t._id).sort()).toEqual([OLD_TIPS[0]!.id, OLD_TIPS[2]!.id]);
  expect(Object.fromEntries(await store.plantTipCounts())).toEqual({ tomato: 2 });
}

describe('the plants migration', () => {
  it('embedded: resolves every existing tip’s plant and adds members’ plants', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gc-plants-migrate-'));
    dirs.push(dir);
    const file = path.join(dir, DB_FILENAME);
    const before = EMBEDDED_MIGRATIONS.findIndex((m) => m.name === 'plants');
    expect(before).toBeGreaterThan(0);
    const old = new Database(file);
    migrate(old, EMBEDDED_MIGRATIONS.slice(0, before));
    const insert = old.prepare(
      `INSERT INTO tips (_id, title, plantType, difficulty, category, description, image, availability, likes, email, displayName, authorUid, createdAt, updatedAt)
       VALUES (?, 'Old tip', ?, 'Easy', 'Plant Care', 'Old words.', '/images/tips/x.svg', 'Public', 0, 'maya@greencircle.test', 'Maya', 'uid-maya', '2024-01-01T00:00:00.000Z', '2024-01-01T00:00:00.000Z')`,
    );
    for (const t of OLD_TIPS) insert.run(t.id, t.plantType);
    old.close();

    const store = createEmbeddedStore({ filename: file });
    await expectResolved(store);
    expect(await store.addMemberPlant('uid-maya', 'tomato')).toEqual({ created: true });
    await store.close();
  });

  it('MongoDB: resolves every existing tip’s plant and adds members’ plants', async () => {
    const db = new MingoDb();
    const before = MONGO_MIGRATIONS.findIndex((m) => m.name === 'plants');
    expect(before).toBeGreaterThan(0);
    await migrateMongo(db.asDb(), { migrations: MONGO_MIGRATIONS.slice(0, before) });
    for (const t of OLD_TIPS) {
      await db
        .asDb()
        .collection('tips')
        .insertOne({
          _id: ObjectId.createFromHexString(t.id),
          title: 'Old tip',
          plantType: t.plantType,
          description: 'Old words.',
          difficulty: 'Easy',
          category: 'Plant Care',
          image: '/x.svg',
          availability: 'Public',
          likes: 0,
          seededLikes: 0,
          monthMask: 0xfff,
          hemisphere: 'north',
          words: ['old', 'tip'],
          email: 'maya@greencircle.test',
          displayName: 'Maya',
          authorUid: 'uid-maya',
          createdAt: '2024-01-01T00:00:00.000Z',
          updatedAt: '2024-01-01T00:00:00.000Z',
          moderation: null,
        });
    }
    const store = await openMongoStore(db.asDb(), async () => {});
    await expectResolved(store);
    expect(db.indexes.get('member_plants')!.map((index) => index.name)).toContain('uid_1_slug_1');
    expect(await store.addMemberPlant('uid-maya', 'tomato')).toEqual({ created: true });
    expect(await store.addMemberPlant('uid-maya', 'tomato')).toEqual({ created: false });
    await store.close();
  });
});
