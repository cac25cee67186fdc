import type { SeedData, Store } from '../../src/store/store';

/**
 * The tip the crash tests (embedded-crash.test.ts, mongo-crash.test.ts) like and delete: seeded
 * with 3 likes, then liked by fan-1 and fan-2, so 5 before the change under test.
 */
export const crashTip: SeedData['tips'][number] = {
  title: 'Stake tomatoes early',
  plantType: 'Tomato',
  difficulty: 'Easy',
  category: 'Plant Care',
  description: 'Before the roots fill the bed.',
  image: '/images/tips/x.svg',
  availability: 'Public',
  email: 'maya@greencircle.test',
  displayName: 'Maya',
  authorUid: 'uid-maya',
  likes: 3,
  createdAt: '2024-03-01T10:00:00.000Z',
};

/** Seeds the store with seed (crashTip among its tips), has fan-1 and fan-2 like crashTip, and returns its id. */
export async function seedCrashTip(store: Store, seed: SeedData): Promise<string> {
  await store.seed(seed);
  const { items } = await store.listTips({ includeHidden: true, sort: 'newest', limit: 10 });
  const id = items.find((tip) => tip.title === crashTip.title)!._id;
  await store.likeTip(id, 'fan-1');
  await store.likeTip(id, 'fan-2');
  return id;
}
