import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gardener } from '@green-circle/contract';
import { SEED } from '../../store/seed-data';
import { buildTestApp, type TestApp } from '../../../test/helpers/app';

let t: TestApp;

beforeAll(async () => {
  t = buildTestApp();
  await t.store.seed(SEED);
});
afterAll(() => t.close());

describe('GET /gardeners', () => {
  it('features at most 8 active gardeners, most shared tips first', async () => {
    const res = await request(t.app).get('/gardeners');
    expect(res.status).toBe(200);
    const featured = res.body as Gardener[];
    const active = SEED.gardeners.filter((g) => g.status === 'active');
    expect(featured).toHaveLength(Math.min(8, active.length));
    expect(featured.every((g) => g.status === 'active')).toBe(true);
    const shared = featured.map((g) => g.totalSharedTips);
    expect(shared).toEqual([...shared].sort((x, y) => y - x));
    expect(shared[0]).toBe(Math.max(...active.map((g) => g.totalSharedTips)));
  });
});

describe('GET /allGardeners', () => {
  it('lists every gardener with the spec fields', async () => {
    const res = await request(t.app).get('/allGardeners');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(SEED.gardeners.length);
    for (const g of res.body as Gardener[]) {
      expect(g).toMatchObject({
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        name: expect.any(String),
        age: expect.any(Number),
        status: expect.any(String),
        image: expect.any(String),
        totalSharedTips: expect.any(Number),
      });
    }
  });
});
