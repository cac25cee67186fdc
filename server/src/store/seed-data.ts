import { SEED_GARDENER_MEMBERS, SEED_MEMBERS, type TipAuthor } from './seed-members';
import { SEED_TIPS } from './seed-tips';
import type { SeedData, SeedGardener } from './store';

/**
 * What a first start puts into an empty store: 15 gardeners and 18 tips over every
 * category and difficulty, written by three seed members. Every image is a file under
 * client/public/images, so the site looks whole offline.
 */

export { DEMO_MEMBER, DEMO_MEMBERS, SEED_GARDENER_MEMBERS, SEED_MEMBERS, type SeedMember } from './seed-members';

const seedMembers: Record<string, TipAuthor> = {
  ...SEED_GARDENER_MEMBERS,
  maya: SEED_MEMBERS[0],
  omar: SEED_MEMBERS[1],
  lina: SEED_MEMBERS[2],
};

/**
 * A gardener's profile card; their shared-tip count and active status are not written here:
 * the store counts them from the tips this member wrote.
 */
const gardener = (g: Omit<SeedGardener, 'image' | 'authorUid' | 'name'>, file: string): SeedGardener => {
  const author = seedMembers[file];
  if (author === undefined) throw new Error(`No seed member ${file}`);
  return { name: author.displayName, ...g, authorUid: author.uid, image: `/images/gardeners/${file}.svg` };
};

export const SEED_GARDENERS: SeedGardener[] = [
  gardener(
    {
      age: 34,
      gender: 'Female',
      experiences: ['Composting', 'Raised beds', 'Seed saving'],
      otherInfo: 'Healthy soil is a living thing: feed it and it will feed you.',
    },
    'amara',
  ),
  gardener(
    {
      age: 52,
      gender: 'Male',
      experiences: 'Twenty years of market gardening and greenhouse tomatoes.',
    },
    'diego',
  ),
  gardener(
    {
      age: 29,
      gender: 'Female',
      experiences: ['Hydroponics', 'Microgreens'],
      otherInfo: 'A bucket, an air pump and a little patience grow a whole salad.',
    },
    'hana',
  ),
  gardener(
    {
      age: 61,
      gender: 'Male',
      experiences: ['Fruit trees', 'Grafting', 'Pruning'],
    },
    'tomasz',
  ),
  gardener(
    {
      age: 41,
      gender: 'Female',
      experiences: 'Indoor jungles in small city flats.',
      otherInfo: 'Most houseplants die of kindness. Water less, look more.',
    },
    'priya',
  ),
  gardener(
    {
      age: 47,
      gender: 'Male',
      experiences: ['Vertical gardening', 'Pallet planters', 'Herbs'],
    },
    'samuel',
  ),
  gardener(
    {
      age: 38,
      gender: 'Female',
      experiences: 'Cold-climate vegetables and season extension.',
      otherInfo: 'A cold frame buys you six extra weeks on both ends of summer.',
    },
    'elin',
  ),
  gardener(
    {
      age: 25,
      gender: 'Non-binary',
      experiences: ['Succulents', 'Terrariums'],
    },
    'kai',
  ),
  gardener(
    {
      age: 56,
      gender: 'Female',
      experiences: ['Drip irrigation', 'Dry gardening', 'Mulching'],
      otherInfo: 'Every drop you keep in the ground is one you never have to carry.',
    },
    'fatima',
  ),
  gardener(
    {
      age: 33,
      gender: 'Male',
      experiences: 'Balcony herbs and edible flowers.',
    },
    'lucas',
  ),
  gardener(
    {
      age: 68,
      gender: 'Female',
      experiences: ['Roses', 'Perennial borders', 'Pollinator gardens'],
    },
    'grace',
  ),
  gardener(
    {
      age: 44,
      gender: 'Male',
      experiences: ['Worm farming', 'Bokashi'],
      otherInfo: 'Worms are the quietest employees you will ever have.',
    },
    'ravi',
  ),
  gardener(
    {
      age: 39,
      gender: 'Female',
      experiences: ['Composting', 'Climbing beans', 'Houseplants'],
      otherInfo: 'Start small: one bed you tend beats three you mean to.',
    },
    'maya',
  ),
  gardener({ age: 46, gender: 'Male', experiences: 'Tomatoes and greenhouse vegetables.' }, 'omar'),
  gardener({ age: 31, gender: 'Female', experiences: ['Leaf mould', 'Microgreens', 'Small spaces'] }, 'lina'),
];

export const SEED: SeedData = { gardeners: SEED_GARDENERS, tips: SEED_TIPS };
