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

const ACTIVE_SINCE = Date.now() - 90 * 86_400_000;
/** What the seed's tips say of each gardener: Public tips they wrote, and whether one is recent. */
const fromTips = (authorUid: string) => {
  const shared = SEED.tips.filter((tip) => tip.authorUid === authorUid && tip.availability === 'Public');
  return {
    totalSharedTips: shared.length,
    status: shared.some((tip) => Date.parse(tip.createdAt) >= ACTIVE_SINCE) ? 'active' : 'inactive',
  };
};

describe('GET /gardeners', () => {
  it('features at most 8 active gardeners, most shared tips first', async () => {
    const res = await request(t.app).get('/gardeners');
    expect(res.status).toBe(200);
    const featured = res.body as Gardener[];
    const active = SEED.gardeners.filter((g) => fromTips(g.authorUid).status === 'active');
    expect(featured).toHaveLength(Math.min(8, active.length));
    expect(featured.every((g) => g.status === 'active')).toBe(true);
    const shared = featured.map((g) => g.totalSharedTips);
    expect(shared).toEqual([...shared].sort((x, y) => y - x));
    expect(shared[0]).toBe(Math.max(...active.map((g) => fromTips(g.authorUid).totalSharedTips)));
  });
});

describe('GET /allGardeners', () => {
  it('lists every gardener with the spec fields and the author id of their page', async () => {
    const res = await request(t.app).get('/allGardeners');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(SEED.gardeners.length);
    for (const g of res.body as Gardener[]) {
      expect(g).toMatchObject({
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        authorId: expect.any(String),
        name: expect.any(String),
        age: expect.any(Number),
        status: expect.any(String),
        image: expect.any(String),
        totalSharedTips: expect.any(Number),
      });
      expect(g).not.toHaveProperty('authorUid');
    }
  });

  it('counts each gardener from the tips they wrote, and lists the authors of the seed tips', async () => {
    const listed = (await request(t.app).get('/allGardeners')).body as Gardener[];
    const byName = new Map(listed.map((g) => [g.name, g]));
    for (const g of SEED.gardeners) expect(byName.get(g.name), g.name).toMatchObject(fromTips(g.authorUid));
    for (const author of new Set(SEED.tips.map((tip) => tip.displayName)))
      expect(byName.has(author), author).toBe(true);
    expect(listed.some((g) => g.status === 'inactive')).toBe(true);
    expect(listed.reduce((sum, g) => sum + g.totalSharedTips, 0)).toBe(
      SEED.tips.filter((tip) => tip.availability === 'Public').length,
    );
  });

  it("opens each gardener's page, with their name and tip count", async () => {
    const listed = (await request(t.app).get('/allGardeners')).body as Gardener[];
    for (const g of listed) {
      const page = await request(t.app).get(`/gardeners/${g.authorId}`);
      expect(page.status, g.name).toBe(200);
      expect(page.body).toMatchObject({ authorId: g.authorId, displayName: g.name });
      expect(page.body.counts.tips, g.name).toBe(g.totalSharedTips);
    }
  });
});

describe('findings 8: one avatar for a gardener, and their page shows what their card shows', () => {
  it("gives the page the card's picture and facts (age, gender, status, experiences, quote, shared tips)", async () => {
    const listed = (await request(t.app).get('/allGardeners')).body as Gardener[];
    for (const card of listed) {
      const page = (await request(t.app).get(`/gardeners/${card.authorId}`)).body;
      expect(page.photoURL, card.name).toBe(card.image);
      expect(page.card, card.name).toEqual({
        age: card.age,
        gender: card.gender,
        status: card.status,
        experiences: card.experiences,
        totalSharedTips: card.totalSharedTips,
        ...(card.otherInfo ? { otherInfo: card.otherInfo } : {}),
      });
    }
  });

  it("shows the member's own photo on their card and page once they have one", async () => {
    const [first] = SEED.gardeners;
    const photo = '/images/gardeners/photo-of-my-own.svg';
    // The member signs up (their record) and then picks a photo of their own.
    const now = new Date().toISOString();
    await t.store.createUser({
      uid: first!.authorUid,
      email: 'first-gardener@example.com',
      emailVerified: true,
      name: first!.name,
      photoURL: '',
      creationTime: now,
      lastSignInTime: now,
    });
    expect(await t.store.updateUser(first!.authorUid, { photoURL: photo })).toBe(1);
    const listed = (await request(t.app).get('/allGardeners')).body as Gardener[];
    const card = listed.find((g) => g.name === first!.name)!;
    expect(card.image).toBe(photo);
    expect((await request(t.app).get(`/gardeners/${card.authorId}`)).body.photoURL).toBe(photo);
  });
});
