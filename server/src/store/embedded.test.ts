import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { DB_FILENAME, createEmbeddedStore } from './embedded';
import { migrate } from '../store-core/embedded-migrate';
import { EMBEDDED_MIGRATIONS } from './parts';
import { StoreUnavailableError, type NewTip } from './store';
import { describeEveryContract } from '../../test/store/every-contract';

const tempDirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'green-circle-store-'));
  tempDirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

const tip: NewTip = {
  title: 'Mulch the beds',
  plantType: 'Tomato',
  difficulty: 'Easy',
  category: 'Plant Care',
  description: 'Straw keeps the soil moist.',
  image: '/images/tips/deep-watering.svg',
  availability: 'Public',
  email: 'maya@greencircle.test',
  displayName: 'Maya',
  authorUid: 'uid-maya',
};

// The contracts run on a file in a temp DATA_DIR and on :memory: without the read cache.
const onDisk = async () => createEmbeddedStore({ dataDir: tempDir() });
const inMemory = async () => createEmbeddedStore({ filename: ':memory:', readCacheEntries: 0 });
describeEveryContract('embedded SQLite (file in a temp DATA_DIR)', onDisk);
describeEveryContract('embedded SQLite (:memory:, no read cache)', inMemory);

describe('embedded store read cache', () => {
  it('sees writes committed by another connection to the same file', async () => {
    const dataDir = tempDir();
    const reader = createEmbeddedStore({ dataDir });
    const writer = createEmbeddedStore({ dataDir });
    const id = await writer.createTip(tip);
    const list = () => reader.listTips({ includeHidden: false, sort: 'newest', limit: 5 });
    expect((await list()).total).toBe(1);
    expect((await reader.getTip(id))?.likes).toBe(0);
    expect(await reader.topLiked(6)).toHaveLength(1);

    await writer.createTip({ ...tip, title: 'Second' });
    await writer.likeTip(id, 'fan');
    expect((await list()).items.map((t) => t.title)).toEqual(['Second', tip.title]);
    expect((await reader.getTip(id))?.likes).toBe(1);
    await writer.deleteTip(id);
    expect(await reader.getTip(id)).toBeNull();
    expect(await reader.topLiked(6)).toHaveLength(1);
    await writer.close();
    await reader.close();
  });

  it('hands out frozen answers, so no caller can change what the next one reads', async () => {
    const store = createEmbeddedStore({ dataDir: tempDir() });
    const id = await store.createTip(tip);
    const first = (await store.getTip(id))!;
    expect(() => {
      (first as { title: string }).title = 'changed';
    }).toThrow(TypeError);
    expect((await store.getTip(id))?.title).toBe(tip.title);
    expect(Object.isFrozen((await store.listTips({ includeHidden: true, sort: 'newest', limit: 5 })).items[0])).toBe(
      true,
    );
    await store.close();
  });
});

describe('embedded store on disk', () => {
  it('keeps one WAL database file in DATA_DIR with synchronous FULL', async () => {
    const dataDir = path.join(tempDir(), 'nested', 'data');
    const store = createEmbeddedStore({ dataDir });
    expect(fs.existsSync(path.join(dataDir, DB_FILENAME))).toBe(true);
    expect(store.db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(store.db.pragma('synchronous', { simple: true })).toBe(2);
    await store.close();
  });

  it('reads back every acknowledged write after close and reopen', async () => {
    const dataDir = tempDir();
    const first = createEmbeddedStore({ dataDir });
    const id = await first.createTip(tip);
    await first.likeTip(id, 'fan');
    const user = await first.createUser({
      uid: 'u1',
      email: 'u1@greencircle.test',
      emailVerified: true,
      name: 'U',
      photoURL: '',
      creationTime: 'a',
      lastSignInTime: 'b',
    });
    await first.close();

    const second = createEmbeddedStore({ dataDir });
    expect(await second.getTip(id)).toMatchObject({ ...tip, likes: 1 });
    expect(await second.hasLiked(id, 'fan')).toBe(true);
    expect(await second.findUserByUid('u1')).toMatchObject({ _id: user.id });
    expect((await second.listTips({ includeHidden: false, sort: 'newest', limit: 5, q: 'mulch' })).total).toBe(1);
    await second.close();
  });

  it('reads back writes from a connection that was never closed (as after a crash)', async () => {
    const dataDir = tempDir();
    const crashed = createEmbeddedStore({ dataDir });
    const id = await crashed.createTip(tip);
    // No close: another connection opens the same file, as a restarted process would.
    const reopened = createEmbeddedStore({ dataDir });
    expect((await reopened.getTip(id))?.title).toBe(tip.title);
    await reopened.close();
    await crashed.close();
  });
});

describe('embedded store when the database cannot work', () => {
  // The tests run as root, which ignores file modes, so a read-only file cannot be made
  // with chmod. SQLite's own switches stand in: max_page_count caps the file (SQLITE_FULL,
  // as on a full disk), query_only refuses writes (SQLITE_READONLY, as on a read-only
  // file), and a second connection holds the write lock (SQLITE_BUSY after the timeout).
  it('reports a full disk as unavailable and works again once there is room', async () => {
    const store = createEmbeddedStore({ dataDir: tempDir() });
    await store.createTip(tip);
    const pages = store.db.pragma('page_count', { simple: true }) as number;
    store.db.pragma(`max_page_count = ${pages}`);
    const big = { ...tip, description: 'x'.repeat(4000) };
    let failure: unknown;
    try {
      for (let i = 0; i < 50; i++) await store.createTip(big);
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeInstanceOf(StoreUnavailableError);
    expect(((failure as Error).cause as { code: string }).code).toBe('SQLITE_FULL');
    await expect(store.ping()).resolves.toBeUndefined();

    store.db.pragma('max_page_count = 1073741823');
    const id = await store.createTip(big);
    expect((await store.getTip(id))?.description).toHaveLength(4000);
    await store.close();
  });

  it('reports a read-only database as unavailable and writes again once it is writable', async () => {
    const store = createEmbeddedStore({ dataDir: tempDir() });
    const id = await store.createTip(tip);
    store.db.pragma('query_only = ON');
    const failure = await store.likeTip(id, 'fan').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StoreUnavailableError);
    expect(((failure as Error).cause as { code: string }).code).toBe('SQLITE_READONLY');
    expect((await store.getTip(id))?.likes).toBe(0);

    store.db.pragma('query_only = OFF');
    expect(await store.likeTip(id, 'fan')).toEqual({ likes: 1, added: true });
    await store.close();
  });

  it('reports a write lock held elsewhere as unavailable and works again once it is released', async () => {
    const dataDir = tempDir();
    const store = createEmbeddedStore({ dataDir, busyTimeoutMs: 50 });
    const other = new Database(path.join(dataDir, DB_FILENAME));
    other.exec('BEGIN IMMEDIATE');
    await expect(store.createTip(tip)).rejects.toBeInstanceOf(StoreUnavailableError);
    await expect(store.likeTip('0123456789abcdef01234567', 'fan')).rejects.toBeInstanceOf(StoreUnavailableError);
    other.exec('COMMIT');
    other.close();
    expect(await store.createTip(tip)).toMatch(/^[0-9a-f]{24}$/);
    await store.close();
  });

  it('reports a database it cannot open as unavailable', () => {
    const file = path.join(tempDir(), 'a-directory.db');
    fs.mkdirSync(file);
    expect(() => createEmbeddedStore({ filename: file })).toThrow(StoreUnavailableError);
  });
});

describe('embedded store made before seasons (issue 12)', () => {
  it('adds the season columns to an existing tips table: its tips apply all year, in the north', async () => {
    const dataDir = tempDir();
    const old = new Database(path.join(dataDir, DB_FILENAME));
    // The schema as the release before seasons left it (every migration before the seasons one).
    const before = EMBEDDED_MIGRATIONS.findIndex((m) => m.name.startsWith('seasons'));
    expect(before).toBeGreaterThan(0);
    migrate(old, EMBEDDED_MIGRATIONS.slice(0, before));
    expect(old.pragma('user_version', { simple: true })).toBe(before);
    old
      .prepare(
        `INSERT INTO tips (_id, title, plantType, difficulty, category, description, image, availability, likes, email,
           displayName, authorUid, createdAt, updatedAt)
         VALUES ('0123456789abcdef01234567', 'Old tip', 'Fern', 'Easy', 'Plant Care', 'Water it.', '/images/tips/monstera.svg',
           'Public', 0, 'maya@greencircle.test', 'Maya', 'uid-maya', '2024-01-01T00:00:00.000Z', '2024-01-01T00:00:00.000Z')`,
      )
      .run();
    old.close();
    const store = createEmbeddedStore({ dataDir });
    try {
      expect(store.db.pragma('user_version', { simple: true })).toBe(EMBEDDED_MIGRATIONS.length);
      expect(await store.getTip('0123456789abcdef01234567')).toMatchObject({ title: 'Old tip', hemisphere: 'north' });
      const june = await store.listTips({ includeHidden: false, sort: 'newest', limit: 10, seasonMonth: 6 });
      expect(june.items.map((t) => t._id)).toEqual(['0123456789abcdef01234567']);
      expect(june.total).toBe(1);
    } finally {
      await store.close();
    }
  });
});
