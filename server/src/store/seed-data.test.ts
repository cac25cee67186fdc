import { describe, expect, it } from 'vitest';
import { CATEGORIES, DIFFICULTIES, gardenerSchema, tipInputSchema } from '@green-circle/contract';
import { SEED, SEED_GARDENER_MEMBERS, SEED_MEMBERS } from './seed-data';

describe('seed data', () => {
  it('has at least 12 valid gardeners, active and inactive, with list and text experiences and some quotes', () => {
    expect(SEED.gardeners.length).toBeGreaterThanOrEqual(12);
    const card = gardenerSchema.omit({ _id: true, authorId: true, status: true, totalSharedTips: true }).strict();
    for (const { authorUid, ...gardener } of SEED.gardeners) {
      expect(() => card.parse(gardener), gardener.name).not.toThrow();
      expect(authorUid, gardener.name).toMatch(/^seed-[a-z]+$/);
    }
    // Active: a Public tip in the last 90 days (the store counts it; the seed dates its tips back from now).
    const since = Date.now() - 90 * 86_400_000;
    const status = (uid: string) =>
      SEED.tips.some((t) => t.authorUid === uid && t.availability === 'Public' && Date.parse(t.createdAt) >= since)
        ? 'active'
        : 'inactive';
    const statuses = SEED.gardeners.map((g) => status(g.authorUid));
    expect(new Set(statuses)).toEqual(new Set(['active', 'inactive']));
    expect(SEED.gardeners.some((g) => Array.isArray(g.experiences))).toBe(true);
    expect(SEED.gardeners.some((g) => typeof g.experiences === 'string')).toBe(true);
    expect(SEED.gardeners.some((g) => g.otherInfo !== undefined)).toBe(true);
    expect(SEED.gardeners.some((g) => g.otherInfo === undefined)).toBe(true);
    expect(statuses.filter((s) => s === 'active').length).toBeGreaterThanOrEqual(8);
  });

  it('has every gardener write a Public tip, and every tip written by a gardener', () => {
    const authors = new Set(SEED.gardeners.map((g) => g.authorUid));
    for (const tip of SEED.tips) expect(authors.has(tip.authorUid), tip.title).toBe(true);
    for (const g of SEED.gardeners)
      expect(
        SEED.tips.some((t) => t.authorUid === g.authorUid && t.availability === 'Public'),
        g.name,
      ).toBe(true);
  });

  it('has at least 16 valid tips over every category and difficulty, some Hidden, by the seed members', () => {
    expect(SEED.tips.length).toBeGreaterThanOrEqual(16);
    for (const tip of SEED.tips) {
      // Valid as a member's input, and already in the form the API stores (nothing trimmed or changed).
      const input = Object.fromEntries(
        Object.keys(tipInputSchema.shape).map((key) => [key, tip[key as keyof typeof tip]]),
      );
      const parsed = tipInputSchema.safeParse(input);
      expect(parsed.error, tip.title).toBeUndefined();
      expect(parsed.data, tip.title).toEqual(input);
    }
    expect(new Set(SEED.tips.map((t) => t.category))).toEqual(new Set(CATEGORIES));
    expect(new Set(SEED.tips.map((t) => t.difficulty))).toEqual(new Set(DIFFICULTIES));
    expect(SEED.tips.some((t) => t.availability === 'Hidden')).toBe(true);
    expect(SEED.tips.filter((t) => t.availability === 'Public').length).toBeGreaterThanOrEqual(6);
    const members = new Map<string, { email: string; displayName: string }>(
      [...SEED_MEMBERS, ...Object.values(SEED_GARDENER_MEMBERS)].map((m) => [m.uid, m]),
    );
    for (const tip of SEED.tips) {
      expect(members.get(tip.authorUid)).toMatchObject({ email: tip.email, displayName: tip.displayName });
      expect(new Date(tip.createdAt).toISOString()).toBe(tip.createdAt);
    }
    expect(new Set(SEED.tips.map((t) => t.likes)).size).toBeGreaterThan(10);
  });

  it('gives seasonal tips months and leaves all-year ones without, so every month has something in season', () => {
    const seasonal = SEED.tips.filter((t) => t.months !== undefined);
    expect(seasonal.length).toBeGreaterThanOrEqual(8);
    expect(SEED.tips.length - seasonal.length).toBeGreaterThanOrEqual(4);
    const covered = new Set(seasonal.flatMap((t) => t.months ?? []));
    expect(covered.size).toBeGreaterThanOrEqual(10);
  });

  // That the client ships each of these files is checked where both run: e2e/tests/client-host-headers-and-session.e2e.ts.
  it('refers to a different bundled image for each gardener and tip', () => {
    const images = [...SEED.gardeners.map((g) => g.image), ...SEED.tips.map((t) => t.image)];
    for (const image of images) expect(image).toMatch(/^\/images\/(gardeners|tips)\/[a-z0-9-]+\.svg$/);
    expect(new Set(images).size).toBe(images.length);
  });
});
