import { describe, expect, it } from 'vitest';
import { PLANTS, plantBySlug, plantSlugOf, plantWords, resolvePlant, suggestPlants } from '@green-circle/contract';

describe('the shipped plant list (contract/src/plant-list.ts)', () => {
  it('has about 150 plants, each with a distinct address-friendly slug, a botanical name and a family', () => {
    expect(PLANTS.length).toBeGreaterThanOrEqual(150);
    expect(new Set(PLANTS.map((p) => p.slug)).size).toBe(PLANTS.length);
    for (const plant of PLANTS) {
      expect(plant.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(plant.botanicalName.length).toBeGreaterThan(2);
      expect(plant.family).toMatch(/aceae$/);
      expect(plantBySlug(plant.slug)).toBe(plant);
    }
  });

  it('gives every name, other name and its plural one plant: no name means two plants', () => {
    const owners = new Map<string, string>();
    for (const plant of PLANTS) {
      for (const name of [plant.name, ...plant.otherNames]) {
        const key = plantWords(name).join(' ');
        const owner = owners.get(key);
        expect(owner === undefined || owner === plant.slug, `"${name}" also names ${owner}`).toBe(true);
        owners.set(key, plant.slug);
        expect(resolvePlant(name)?.slug, name).toBe(plant.slug);
      }
    }
  });
});

describe('resolvePlant: which plant a tip’s plantType means', () => {
  it.each([
    ['Tomato', 'tomato'],
    ['tomatoes', 'tomato'],
    ['TOMATOS', 'tomato'],
    ['tomatoe', 'tomato'],
    ['Cherry tomatoes', 'tomato'],
    ['San Marzano tomato', 'tomato'],
    ['  tomato   seedlings ', 'tomato'],
    ['Strawberries', 'strawberry'],
    ['radishes', 'radish'],
    ['Peaches', 'peach'],
    ['potatoes', 'potato'],
    ['Sweet potatoes', 'sweet-potato'],
    ['chillies', 'pepper'],
    ['Jalapeno', 'pepper'],
    ['JALAPEÑOS', 'pepper'],
    ['Courgettes', 'zucchini'],
    ['Frisee', 'endive'],
    ['Brussels sprouts', 'brussels-sprouts'],
    ['brussel sprout', 'brussels-sprouts'],
    ['Irises', 'iris'],
    ['Asparagus', 'asparagus'],
    ['Sweet peas', 'sweet-pea'],
    ['peas', 'pea'],
    ['Apple trees', 'apple'],
    ['Pot marigold', 'calendula'],
    ['Marigolds', 'marigold'],
    ['Fiddle-leaf fig', 'fiddle-leaf-fig'],
    ['Snake plant', 'snake-plant'],
    ['Runner bean', 'runner-bean'],
    ['Peonies', 'peony'],
    ['Tomato hornworm', 'tomato'],
  ])('"%s" is %s', (plantType, slug) => {
    expect(plantSlugOf(plantType)).toBe(slug);
  });

  it.each([
    'Kitchen scraps',
    'Red wigglers',
    'Deciduous leaves',
    'Vegetables',
    'Herbs',
    'Ferns and ivy',
    'Tomato, basil',
    'Mandragora',
    '',
    '   ',
    '!!!',
  ])('"%s" names no one plant: it stays free text', (plantType) => {
    expect(resolvePlant(plantType)).toBeNull();
  });
});

describe('suggestPlants: what the tip form offers as you type', () => {
  const names = (typed: string) => suggestPlants(typed).map((s) => s.plant.name);

  it('offers Tomato first for "tomatoe", "Tom" and "tomatoes"', () => {
    expect(names('tomatoe')[0]).toBe('Tomato');
    expect(names('Tom')).toEqual(expect.arrayContaining(['Tomato', 'Tomatillo']));
    expect(names('tomatoes')[0]).toBe('Tomato');
  });

  it('finds a plant by another name and says which name matched', () => {
    const [first] = suggestPlants('courg');
    expect(first?.plant.name).toBe('Zucchini');
    expect(first?.matched).toBe('Courgette');
  });

  it('finds a word inside a name ("sprout" offers Brussels sprouts), at most `limit`, each plant once', () => {
    expect(names('sprout')).toContain('Brussels sprouts');
    const some = suggestPlants('b', 5);
    expect(some).toHaveLength(5);
    expect(new Set(some.map((s) => s.plant.slug)).size).toBe(5);
  });

  it('offers nothing for blank text or a plant it does not know', () => {
    expect(suggestPlants('  ')).toEqual([]);
    expect(suggestPlants('mandragora')).toEqual([]);
  });
});
