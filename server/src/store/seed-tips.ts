import { SEED_GARDENER_MEMBERS, SEED_MEMBERS, type TipAuthor } from './seed-members';
import type { NewTip, SeedData } from './store';

// The demo data's tips (seed-data.ts).

const [maya, omar, lina] = SEED_MEMBERS;
const { amara, diego, hana, tomasz, priya, samuel, elin, kai, fatima, lucas, grace, ravi } = SEED_GARDENER_MEMBERS;

type SeedTip = SeedData['tips'][number];
type Author = Pick<NewTip, 'email' | 'displayName' | 'authorUid'>;

const by = (member: TipAuthor): Author => ({
  email: member.email,
  displayName: member.displayName,
  authorUid: member.uid,
});
const seedTip = (author: TipAuthor, slug: string, tip: Omit<SeedTip, 'image' | keyof Author>): SeedTip => ({
  ...tip,
  ...by(author),
  image: `/images/tips/${slug}.svg`,
});

/**
 * Seed tips are dated back from when the seed is loaded, in their old order, so a fresh demo
 * has active gardeners (shared in the last 90 days) and a few who are not.
 */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

export const SEED_TIPS: SeedTip[] = [
  seedTip(ravi, 'hot-compost', {
    title: 'Build a hot compost pile in a weekend',
    plantType: 'Kitchen scraps',
    difficulty: 'Medium',
    category: 'Composting',
    availability: 'Public',
    likes: 48,
    createdAt: daysAgo(150),
    description:
      'Layer roughly three parts brown material (dry leaves, shredded cardboard) to one part green (vegetable scraps, fresh grass clippings). Build the pile at least one metre on each side so it holds heat, water it until it feels like a wrung-out sponge, and turn it every four to five days. You should feel real warmth in the centre within a week and have crumbly compost in six to eight weeks.',
  }),
  seedTip(amara, 'worm-bin', {
    title: 'Start a worm bin under the sink',
    plantType: 'Red wigglers',
    difficulty: 'Easy',
    category: 'Composting',
    availability: 'Public',
    likes: 35,
    createdAt: daysAgo(81),
    description:
      'Drill air holes in a dark plastic tub, fill it with moist shredded newspaper and add a handful of red wiggler worms. Feed them small amounts of chopped fruit and vegetable scraps, buried under the bedding. Skip citrus, onions, meat and dairy. After three months, push the finished castings to one side and add fresh bedding on the other: the worms move over by themselves.',
  }),
  seedTip(lina, 'leaf-mould', {
    title: 'Turn autumn leaves into leaf mould',
    plantType: 'Deciduous leaves',
    difficulty: 'Easy',
    category: 'Composting',
    availability: 'Public',
    likes: 21,
    createdAt: daysAgo(15),
    description:
      'Rake fallen leaves into black bin bags, wet them, tie the tops and poke a few holes in the sides. Stack them somewhere out of the way and forget them for a year. What comes out is a dark, sweet-smelling mulch that improves any soil and makes an excellent seed-sowing mix when sieved.',
  }),
  seedTip(maya, 'bokashi', {
    title: 'Ferment scraps with bokashi bran',
    plantType: 'Kitchen scraps',
    difficulty: 'Hard',
    category: 'Composting',
    availability: 'Hidden',
    likes: 6,
    createdAt: daysAgo(9),
    description:
      'Bokashi pickles food waste, including cooked food and small amounts of meat, using bran inoculated with microbes. Press each layer down firmly to push out air, sprinkle bran over it and keep the lid sealed. Drain the liquid every few days; diluted 1:100 it makes a good plant feed. After two weeks of fermenting, bury the contents in a trench, where they break down within a month.',
  }),
  seedTip(omar, 'tomato-stakes', {
    title: 'Stake tomatoes before they need it',
    plantType: 'Tomato',
    difficulty: 'Easy',
    category: 'Plant Care',
    availability: 'Public',
    likes: 64,
    createdAt: daysAgo(69),
    description:
      'Push a sturdy stake into the ground beside each tomato when you plant it, not weeks later when roots fill the bed. Tie the main stem loosely with soft twine in a figure of eight every 30 cm as it grows. Pinch out side shoots of cordon varieties once a week so the plant puts its energy into fruit.',
  }),
  seedTip(fatima, 'deep-watering', {
    title: 'Water deeply, not daily',
    plantType: 'Vegetables',
    difficulty: 'Easy',
    category: 'Plant Care',
    availability: 'Public',
    likes: 52,
    createdAt: daysAgo(51),
    description:
      'A good soak twice a week sends roots down where the soil stays cool and moist, while a light daily sprinkle keeps them near the surface. Water at the base of the plant early in the morning so leaves dry quickly, and push a finger into the soil before watering: if it is damp at the second knuckle, wait.',
  }),
  seedTip(tomasz, 'rose-pruning', {
    title: 'Prune roses in late winter',
    plantType: 'Rose',
    difficulty: 'Medium',
    category: 'Plant Care',
    availability: 'Public',
    likes: 19,
    createdAt: daysAgo(180),
    description:
      'When forsythia starts to flower, cut out dead, damaged and crossing stems first. Then shorten the rest by about a third, cutting just above an outward-facing bud at a slight angle so rain runs off. An open, vase-shaped centre lets air through and keeps black spot away.',
  }),
  seedTip(omar, 'blossom-end-rot', {
    title: 'Stop blossom end rot for good',
    plantType: 'Tomato',
    difficulty: 'Hard',
    category: 'Plant Care',
    availability: 'Hidden',
    likes: 3,
    createdAt: daysAgo(39),
    description:
      'Sunken black patches at the base of tomatoes mean the fruit could not get enough calcium, which is almost always caused by uneven watering rather than a lack of calcium in the soil. Mulch thickly, water on a fixed schedule and avoid heavy nitrogen feeds. Remove the damaged fruit; the new ones will be fine.',
  }),
  seedTip(grace, 'pallet-herbs', {
    title: 'Grow herbs in an upcycled pallet',
    plantType: 'Herbs',
    difficulty: 'Medium',
    category: 'Vertical Gardening',
    availability: 'Public',
    likes: 41,
    createdAt: daysAgo(75),
    description:
      'Choose a heat-treated pallet (stamped HT), staple landscape fabric behind each row of slats to form pockets, and fill them with light potting mix. Plant thyme and oregano at the top where it dries fastest, parsley and chives at the bottom. Water from the top so the moisture trickles down through every row.',
  }),
  seedTip(maya, 'bean-teepee', {
    title: 'Raise a bean teepee for kids',
    plantType: 'Runner bean',
    difficulty: 'Easy',
    category: 'Vertical Gardening',
    availability: 'Public',
    likes: 27,
    createdAt: daysAgo(63),
    description:
      'Tie six or seven 2.4 m canes together at the top and spread their feet in a circle, leaving one gap as a doorway. Sow two bean seeds at the foot of each cane after the last frost. By midsummer the teepee is a green den covered in red flowers, and picking the beans every few days keeps more coming.',
  }),
  seedTip(diego, 'cucumber-trellis', {
    title: 'Train cucumbers up a trellis',
    plantType: 'Cucumber',
    difficulty: 'Medium',
    category: 'Vertical Gardening',
    availability: 'Public',
    likes: 16,
    createdAt: daysAgo(57),
    description:
      'Grown upward, cucumbers get more light and air, stay clean and are far easier to spot and pick. Set up a trellis or netting before planting, guide the tendrils onto it for the first week, and clip the main stem to the support as it climbs. Stop the tip when it reaches the top.',
  }),
  seedTip(samuel, 'living-wall', {
    title: 'Plan a felt-pocket living wall',
    plantType: 'Ferns and ivy',
    difficulty: 'Hard',
    category: 'Vertical Gardening',
    availability: 'Public',
    likes: 9,
    createdAt: daysAgo(27),
    description:
      'Felt pocket panels need a waterproof backing board fixed to the wall with an air gap behind it. Group plants by light: ferns and ivy in shade, strawberries and herbs in sun. A simple drip line along the top row on a timer is far more reliable than hand watering once the wall is more than a metre tall.',
  }),
  seedTip(lucas, 'kratky-lettuce', {
    title: 'Grow lettuce with the Kratky method',
    plantType: 'Lettuce',
    difficulty: 'Easy',
    category: 'Hydroponics',
    availability: 'Public',
    likes: 38,
    createdAt: daysAgo(120),
    description:
      'Fill a lidded, light-proof tub with hydroponic nutrient solution, cut holes in the lid for net pots and plant seedlings in clay pebbles so the bottom of each pot just touches the water. As the lettuce drinks, the level drops and the roots grow into the air gap. No pump, no power, and a full head in about six weeks.',
  }),
  seedTip(hana, 'deep-water-culture', {
    title: 'Balance pH in deep water culture',
    plantType: 'Basil',
    difficulty: 'Hard',
    category: 'Hydroponics',
    availability: 'Public',
    likes: 12,
    createdAt: daysAgo(33),
    description:
      'Keep the reservoir between pH 5.8 and 6.2 so roots can take up every nutrient. Check it every day for the first week with a pen meter calibrated in buffer solution, and adjust in small drops. Keep the water below 22 °C and the air stone running, or roots turn brown and slimy.',
  }),
  seedTip(lina, 'microgreens', {
    title: 'Harvest microgreens in ten days',
    plantType: 'Radish',
    difficulty: 'Medium',
    category: 'Hydroponics',
    availability: 'Hidden',
    likes: 4,
    createdAt: daysAgo(3),
    description:
      'Sow radish or pea shoots thickly on a damp hemp mat in a shallow tray, cover them for three days to germinate in the dark, then put them under light. Bottom-water only, so the stems stay dry and mould-free. Cut just above the mat with scissors once the first true leaves appear.',
  }),
  seedTip(elin, 'snake-plant', {
    title: 'Let a snake plant dry out between drinks',
    plantType: 'Snake plant',
    difficulty: 'Easy',
    category: 'Indoor Plants',
    availability: 'Public',
    likes: 57,
    createdAt: daysAgo(210),
    description:
      'Snake plants store water in their leaves and rot when the soil stays wet. Water only when the pot feels light and the mix is dry all the way down, about every three weeks in summer and once a month or less in winter. They cope with dim corners but grow faster in bright, indirect light.',
  }),
  seedTip(kai, 'monstera', {
    title: 'Give a monstera something to climb',
    plantType: 'Monstera',
    difficulty: 'Medium',
    category: 'Indoor Plants',
    availability: 'Public',
    likes: 33,
    createdAt: daysAgo(45),
    description:
      'In the wild a monstera climbs trees, and leaves only develop their famous splits once the plant can climb. Push a moss pole deep into the pot, tie the stem to it with the aerial roots facing the pole and mist the moss now and then. Wipe the leaves monthly so they can use all the light they get.',
  }),
  seedTip(priya, 'fiddle-leaf-fig', {
    title: 'Keep a fiddle-leaf fig from dropping leaves',
    plantType: 'Fiddle-leaf fig',
    difficulty: 'Hard',
    category: 'Indoor Plants',
    availability: 'Public',
    likes: 23,
    createdAt: daysAgo(21),
    description:
      'Fiddle-leaf figs hate change. Find a spot with bright light and no draughts, then leave it there: moving it or letting a radiator blast it is the usual cause of sudden leaf drop. Water thoroughly when the top five centimetres are dry and rotate it a quarter turn each month for even growth.',
  }),
];

/**
 * When each seed tip applies, in its author's (northern) garden; a tip not listed applies all
 * year (indoor plants, worm bins, hydroponics).
 */
const SEED_MONTHS: Record<string, number[]> = {
  'hot-compost': [3, 4, 5, 9, 10],
  'leaf-mould': [10, 11, 12],
  'tomato-stakes': [4, 5, 6],
  'deep-watering': [6, 7, 8],
  'rose-pruning': [2, 3],
  'blossom-end-rot': [7, 8],
  'pallet-herbs': [4, 5, 6],
  'bean-teepee': [5, 6],
  'cucumber-trellis': [5, 6, 7],
  'living-wall': [4, 5, 9],
  monstera: [3, 4, 5, 6],
};
for (const tip of SEED_TIPS) {
  const months = SEED_MONTHS[/\/([a-z0-9-]+)\.svg$/.exec(tip.image)?.[1] ?? ''];
  if (months) tip.months = months;
}
