import { CATEGORIES, DIFFICULTIES } from '@green-circle/contract';
import type { SeedData } from '../src/store/store';

/** The plants the benchmark's tips (and questions) are about, in turn. */
export const BENCH_PLANTS = [
  'Tomato',
  'Basil',
  'Lettuce',
  'Rose',
  'Monstera',
  'Snake plant',
  'Cucumber',
  'Runner bean',
  'Thyme',
  'Fern',
];
const VERBS = ['Water', 'Mulch', 'Prune', 'Stake', 'Feed', 'Repot', 'Shade', 'Train', 'Harvest', 'Sow'];

/**
 * n tips shaped like real ones (a tenth Hidden, three in five with a three-month season, a spread of likes and dates over two years,
 * ~300-character descriptions), written by 200 members. Deterministic, so runs compare.
 */
export function benchTips(n: number): SeedData['tips'] {
  const start = Date.UTC(2023, 0, 1);
  const step = Math.floor((2 * 365 * 24 * 3600 * 1000) / n);
  return Array.from({ length: n }, (_, i) => {
    const plant = BENCH_PLANTS[i % BENCH_PLANTS.length]!;
    const verb = VERBS[(i * 7) % VERBS.length]!;
    const member = i % 200;
    return {
      title: `${verb} your ${plant.toLowerCase()} the easy way #${i}`,
      plantType: plant,
      difficulty: DIFFICULTIES[i % DIFFICULTIES.length]!,
      category: CATEGORIES[(i * 3) % CATEGORIES.length]!,
      description:
        `${verb} ${plant.toLowerCase()} early in the morning so the leaves dry before evening. ` +
        'Check the soil with a finger first: if it is damp at the second knuckle, wait a day. ' +
        'Mulch keeps moisture in and weeds down, and a weekly look under the leaves catches pests early. ' +
        `Note ${i} from the community garden log.`,
      image: '/images/tips/deep-watering.svg',
      availability: i % 10 === 0 ? 'Hidden' : 'Public',
      email: `member${member}@bench.test`,
      displayName: `Member ${member}`,
      authorUid: `bench-${member}`,
      likes: (i * 7919) % 500,
      // Two in five apply all year; the rest a three-month season, one in five of them written in the south.
      ...(i % 5 < 2
        ? {}
        : {
            months: [0, 1, 2].map((k) => ((i + k) % 12) + 1),
            hemisphere: i % 25 === 3 ? ('south' as const) : ('north' as const),
          }),
      createdAt: new Date(start + i * step).toISOString(),
    };
  });
}
