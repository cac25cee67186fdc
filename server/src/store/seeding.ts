import { createHash } from 'node:crypto';

/**
 * What makes seeding safe to repeat and to run from several processes at once, in both
 * stores: every seeded record has a fixed id (the same in every process and on every
 * start), and a marker per collection says the seeding of that collection finished. A
 * collection that already holds other records is never seeded (demo data does not mix
 * with real data); it is only marked.
 */
export type SeededCollection = 'gardeners' | 'tips';

/** A fixed 24-hex id for the index-th seeded record of a collection. */
export function seedId(collection: SeededCollection, index: number, name: string): string {
  return createHash('sha256').update(`green-circle seed\0${collection}\0${index}\0${name}`).digest('hex').slice(0, 24);
}
