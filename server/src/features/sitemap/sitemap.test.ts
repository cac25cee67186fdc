import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app';
import { expectProblem, tipInput } from '../../../test/helpers/fixtures';
import { bearer, createMember, type Member } from '../../../test/helpers/members';

const SITE = 'https://greencircle.example';
let t: TestApp;
let maya: Member;
let suspended: Member;

beforeAll(async () => {
  t = buildTestApp({ publicSiteUrl: SITE });
  [maya, suspended] = await Promise.all([createMember({ displayName: 'Maya Map' }), createMember()]);
});
afterAll(() => t.close());

async function share(member: Member, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await request(t.app).post('/gardenTips').set(bearer(member)).send(tipInput(overrides));
  expect(res.status).toBe(201);
  return res.body.insertedId as string;
}
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describe('GET /sitemap.xml', () => {
  it('lists public tips, plant pages and gardener pages on the configured address, nothing hidden, moderated or suspended', async () => {
    const shown = await share(maya, { plantType: 'Sunflowers' });
    const hidden = await share(maya, { availability: 'Hidden', plantType: 'Dahlia' });
    const moderated = await share(maya, { plantType: 'Tulip' });
    await t.store.setTipModeration(moderated, { hiddenAt: new Date().toISOString(), reason: 'Spam' });
    const bySuspended = await share(suspended, { plantType: 'Peony' });
    await request(t.app).patch('/users/me').set(bearer(suspended)).send({}).expect(200);
    await t.store.setSuspension(suspended.uid, new Date(Date.now() + 86_400_000).toISOString());
    const mayaId = (await request(t.app).get(`/gardenTips/${shown}`)).body.authorId as string;

    const res = await request(t.app).get('/sitemap.xml').set('Host', 'evil.example');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.text).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const listed = locs(res.text);
    expect(listed).toEqual(
      expect.arrayContaining([
        SITE,
        `${SITE}/plants`,
        `${SITE}/terms`,
        `${SITE}/policy`,
        `${SITE}/tipDetails/${shown}`,
        `${SITE}/plants/sunflower`,
        `${SITE}/gardeners/${mayaId}`,
      ]),
    );
    expect(listed.every((loc) => loc.startsWith(SITE))).toBe(true);
    // A plant whose only tip is by a suspended gardener has no page listed either.
    for (const gone of [hidden, moderated, bySuspended, 'dahlia', 'tulip', 'peony', suspended.uid]) {
      expect(res.text).not.toContain(gone);
    }
    expect(res.text).not.toMatch(/@/);
  });

  it('splits into numbered files past its limit, each listed in an index', async () => {
    const small = buildTestApp({ publicSiteUrl: SITE, sitemapMaxUrls: 3 });
    try {
      for (let i = 0; i < 2; i++) {
        await request(small.app).post('/gardenTips').set(bearer(maya)).send(tipInput()).expect(201);
      }
      // 6 fixed pages + a plant + a gardener + 2 tips = 10 addresses: four files.
      const index = await request(small.app).get('/sitemap.xml');
      expect(index.text).toContain('<sitemapindex');
      expect(locs(index.text)).toEqual([1, 2, 3, 4].map((n) => `${SITE}/sitemap.xml?page=${n}`));
      const files = await Promise.all([1, 2, 3, 4].map((n) => request(small.app).get(`/sitemap.xml?page=${n}`)));
      const all = files.flatMap((file) => locs(file.text));
      expect(files.map((file) => locs(file.text).length)).toEqual([3, 3, 3, 1]);
      expect(new Set(all).size).toBe(10);
      expectProblem(await request(small.app).get('/sitemap.xml?page=5'), 404);
      expectProblem(await request(small.app).get('/sitemap.xml?page=x'), 400);
      expectProblem(await request(t.app).get('/sitemap.xml?page=1'), 404);
    } finally {
      await small.close();
    }
  });

  it('is one file up to its limit exactly, and an index from one address past it', async () => {
    const edge = buildTestApp({ publicSiteUrl: SITE, sitemapMaxUrls: 10 });
    try {
      for (let i = 0; i < 2; i++) {
        await request(edge.app).post('/gardenTips').set(bearer(maya)).send(tipInput()).expect(201);
      }
      // 6 fixed pages + a plant + a gardener + 2 tips = 10 addresses: the limit, one file.
      const whole = await request(edge.app).get('/sitemap.xml');
      expect(whole.text).toContain('<urlset');
      expect(locs(whole.text)).toHaveLength(10);
      expectProblem(await request(edge.app).get('/sitemap.xml?page=1'), 404);
      await request(edge.app).post('/gardenTips').set(bearer(maya)).send(tipInput()).expect(201);
      const index = await request(edge.app).get('/sitemap.xml');
      expect(locs(index.text)).toEqual([1, 2].map((n) => `${SITE}/sitemap.xml?page=${n}`));
      expect(locs((await request(edge.app).get('/sitemap.xml?page=2')).text)).toHaveLength(1);
    } finally {
      await edge.close();
    }
  });
});
