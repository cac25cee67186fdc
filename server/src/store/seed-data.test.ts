import { describe, expect, it } from 'vitest';
import { CATEGORIES, DIFFICULTIES, gardenerSchema, tipInputSchema } from '@green-circle/contract';
import { SEED, SEED_MEMBERS } from './seed-data';

describe('seed data', () => {
  it('has at least 12 valid gardeners, active and inactive, with list and text experiences and some quotes', () => {
    expect(SEED.gardeners.length).toBeGreaterThanOrEqual(12);
    for (const gardener of SEED.gardeners)
      expect(() => gardenerSchema.omit({ _id: true }).strict().parse(gardener), gardener.name).not.toThrow();
    expect(new Set(SEED.gardeners.map((g) => g.status))).toEqual(new Set(['active', 'inactive']));
    expect(SEED.gardeners.some((g) => Array.isArray(g.experiences))).toBe(true);
    expect(SEED.gardeners.some((g) => typeof g.experiences === 'string')).toBe(true);
    expect(SEED.gardeners.some((g) => g.otherInfo !== undefined)).toBe(true);
    expect(SEED.gardeners.some((g) => g.otherInfo === undefined)).toBe(true);
    expect(SEED.gardeners.filter((g) => g.status === 'active').length).toBeGreaterThanOrEqual(8);
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
    const members = new Map<string, (typeof SEED_MEMBERS)[number]>(SEED_MEMBERS.map((m) => [m.uid, m]));
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

  // That the client ships each of these files is checked where both run: e2e/tests/00-client-host.e2e.ts.
  it('refers to a different bundled image for each gardener and tip', () => {
    const images = [...SEED.gardeners.map((g) => g.image), ...SEED.tips.map((t) => t.image)];
    for (const image of images) expect(image).toMatch(/^\/images\/(gardeners|tips)\/[a-z0-9-]+\.svg$/);
    expect(new Set(images).size).toBe(images.length);
  });
});
