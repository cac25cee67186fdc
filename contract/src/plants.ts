import { PLANTS, type PlantFacts } from './plant-list';

// Which plant a tip's free-text plantType means, and the plants to offer as someone types.
// Plain TypeScript (no zod): the tip form uses it as the member types.

export { PLANTS, PLANT_KINDS, type PlantFacts, type PlantKind } from './plant-list';

/** Lower case, then decomposed (so "İ" and "ﬁ" fold too), then without marks: search's folding. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '');
}

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * One word without its plural or a stray final "e": "tomatoes", "tomatos" and "tomatoe" are
 * "tomato"; "strawberries" and "strawberry" are "strawberri"; "radishes" is "radish"; words
 * that end in -ss, -us or -is keep their s ("grass", "asparagus", "iris").
 */
function singular(word: string): string {
  let w = word;
  if (w.length > 4 && /(ss|ch|sh|x|z|us|is)es$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}i`;
  else if (w.length > 4 && w.endsWith('oes')) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 3 && w.endsWith('oe')) w = w.slice(0, -1);
  if (w.length > 2 && w.endsWith('y')) w = `${w.slice(0, -1)}i`;
  return w;
}

/** A name's words as resolution compares them: folded, singular. */
export const plantWords = (text: string): string[] => (foldText(text).match(WORD) ?? []).map(singular);

/** What a plantType may say around a plant's name without meaning another plant ("tomato plants"). */
const FILLER = new Set([
  'plant',
  'seedling',
  'seed',
  'start',
  'variety',
  'varietie',
  'cultivar',
  'tree',
  'vine',
  'crop',
]);
/** Words that join two plants: "Ferns and ivy" is about neither one alone. */
const JOINERS = new Set(['and', 'or', 'with', 'plus', 'vs', 'versu']);

/** Every name and other name with its key, common names first. */
const NAMES = [
  ...PLANTS.map((plant) => ({ plant, name: plant.name })),
  ...PLANTS.flatMap((plant) => plant.otherNames.map((name) => ({ plant, name }))),
].map((entry) => ({ ...entry, key: plantWords(entry.name).join(' ') }));
const byKey = new Map<string, PlantFacts>();
for (const { plant, key } of NAMES) if (!byKey.has(key)) byKey.set(key, plant);
const bySlug = new Map(PLANTS.map((plant) => [plant.slug, plant]));

export const plantBySlug = (slug: string): PlantFacts | undefined => bySlug.get(slug);

/**
 * The one plant a free-text plantType means, or null (it stays free text). In order: the whole
 * text is a name or other name ("Tomatoes", "Cherry tomato"); the same without filler words
 * ("tomato seedlings"); its last words are one ("San Marzano tomato"); its first words are one
 * ("tomato hornworm"). Text naming two plants, or none, is null.
 */
export function resolvePlant(plantType: string): PlantFacts | null {
  const words = plantWords(plantType);
  if (words.length === 0 || /[,&/+;]/.test(plantType) || words.some((w) => JOINERS.has(w))) return null;
  const find = (ws: string[]) => (ws.length === 0 ? undefined : byKey.get(ws.join(' ')));
  const exact = find(words);
  if (exact) return exact;
  const core = words.filter((w) => !FILLER.has(w));
  for (let start = 0; start < core.length; start++) {
    const plant = find(core.slice(start));
    if (plant) return plant;
  }
  for (let end = core.length - 1; end > 0; end--) {
    const plant = find(core.slice(0, end));
    if (plant) return plant;
  }
  return null;
}

/** The slug a plantType resolves to, or null: what the stores keep beside a tip. */
export const plantSlugOf = (plantType: string): string | null => resolvePlant(plantType)?.slug ?? null;

export interface PlantSuggestion {
  plant: PlantFacts;
  /** The name the text matched when it was another name ("Courgette" for Zucchini), else undefined. */
  matched?: string;
}

/**
 * The plants to offer for what someone has typed, best first: the plant the text resolves to,
 * then plants one of whose names starts with it, then plants with a word that does
 * ("bas" offers Basil, "tom" Tomato and Tomatillo, "tomatoe" Tomato).
 */
export function suggestPlants(typed: string, limit = 8): PlantSuggestion[] {
  const words = plantWords(typed);
  if (words.length === 0) return [];
  const text = words.join(' ');
  const out: PlantSuggestion[] = [];
  const seen = new Set<string>();
  const add = (plant: PlantFacts, matched?: string) => {
    if (seen.has(plant.slug) || out.length >= limit) return;
    seen.add(plant.slug);
    out.push({ plant, matched: matched === plant.name ? undefined : matched });
  };
  const resolved = resolvePlant(typed);
  if (resolved) add(resolved);
  for (const { plant, name, key } of NAMES) if (key.startsWith(text)) add(plant, name);
  for (const { plant, name, key } of NAMES) if (key.split(' ').some((w) => w.startsWith(text))) add(plant, name);
  return out;
}
