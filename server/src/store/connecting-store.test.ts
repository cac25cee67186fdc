import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { testConfig } from '../../test/helpers/app';
import { connectStore } from '../store-core/connecting-store';
import { createEmbeddedStore } from './embedded';
import { MingoDb } from '../../test/store/mingo-db';
import { openMongoStore } from './mongo';
import { StoreUnavailableError, type Store } from './store';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const visitorsOnly = async () => Promise.reject(new Error('no tokens in this test'));

describe('connectStore: the API before its store is reachable', () => {
  it('answers unavailable, retries with growing delays, then serves the store', async () => {
    let attempts = 0;
    const delays: number[] = [];
    const store = connectStore({
      open: async () => {
        attempts += 1;
        if (attempts < 4) throw new StoreUnavailableError(new Error('not yet'));
        return createEmbeddedStore({ filename: ':memory:' });
      },
      prepare: (opened) => opened.seed({ gardeners: [], tips: [] }).then(() => undefined),
      onRetry: (_error, delayMs) => delays.push(delayMs),
      initialDelayMs: 20,
      maxDelayMs: 60,
    });
    await expect(store.ping()).rejects.toBeInstanceOf(StoreUnavailableError);
    await expect(store.listTips({ includeHidden: false, sort: 'newest', limit: 1 })).rejects.toBeInstanceOf(
      StoreUnavailableError,
    );
    await store.connected;
    expect(attempts).toBe(4);
    // 20, 40, 60 (capped), each ±20 % jitter.
    expect(delays).toHaveLength(3);
    for (const [i, base] of [20, 40, 60].entries()) {
      expect(delays[i]).toBeGreaterThanOrEqual(base * 0.8);
      expect(delays[i]).toBeLessThanOrEqual(base * 1.2);
    }
    await expect(store.ping()).resolves.toBeUndefined();
    expect((await store.listTips({ includeHidden: false, sort: 'newest', limit: 1 })).total).toBe(0);
    await store.close();
  });

  it('stops retrying on an error no retry mends: connected rejects with it, and close still works', async () => {
    let attempts = 0;
    const newer = Object.assign(new Error('newer than this release knows'), { name: 'NewerSchemaError' });
    const store = connectStore<Store>({
      open: async () => {
        attempts += 1;
        throw newer;
      },
      isFatal: (error) => error === newer,
      initialDelayMs: 5,
      maxDelayMs: 5,
    });
    await expect(store.connected).rejects.toBe(newer);
    await sleep(30);
    expect(attempts).toBe(1);
    await expect(store.ping()).rejects.toBeInstanceOf(StoreUnavailableError);
    await store.close();
  });

  it('closes a store whose preparation failed and tries again; close stops the retries', async () => {
    const opened: Store[] = [];
    let closedStores = 0;
    const store = connectStore({
      open: async () => {
        const s = createEmbeddedStore({ filename: ':memory:' });
        opened.push(s);
        return { ...s, close: async () => void ((closedStores += 1), await s.close()) };
      },
      prepare: async () => Promise.reject(new Error('seeding failed')),
      initialDelayMs: 10,
      maxDelayMs: 10,
    });
    await sleep(100);
    await store.close();
    const attempts = opened.length;
    expect(attempts).toBeGreaterThan(1);
    expect(closedStores).toBe(attempts);
    await sleep(60);
    expect(opened.length).toBe(attempts);
    await expect(store.ping()).rejects.toBeInstanceOf(StoreUnavailableError);
  });
});

describe('GET /ready on the MongoDB adapter (on mingo) as the database goes away and comes back', () => {
  it('answers 200, then 503 for /ready and data routes while unreachable, /health 200 throughout, then 200 again', async () => {
    const db = new MingoDb();
    const store = await openMongoStore(db.asDb(), async () => {});
    const app = createApp({ store, verifyToken: visitorsOnly, config: testConfig(), log: () => {} });
    expect((await request(app).get('/ready')).status).toBe(200);
    expect((await request(app).get('/gardenTips')).status).toBe(200);

    db.offline = true;
    const ready = await request(app).get('/ready');
    expect(ready.status).toBe(503);
    expect(ready.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect((await request(app).get('/gardenTips?sort=likes')).status).toBe(503);
    expect((await request(app).get('/health')).status).toBe(200);

    db.offline = false;
    expect((await request(app).get('/ready')).status).toBe(200);
    expect((await request(app).get('/gardenTips?sort=likes')).status).toBe(200);
  });
});
