import { afterEach, beforeEach } from 'vitest';
import type { NewTip, SeedData, Store, StoredTip, TipListFilter } from '../../src/store/store';

/** What a contract may be told about the database under the adapter. */
export interface ContractOptions {
  /** false: the database has no GridFS (mingo), so the uploads contract is reported as skipped. */
  uploads?: boolean;
}

/** A feature's contract: the behaviour every adapter of its store part must have. */
export type StoreContract = (name: string, makeStore: () => Promise<Store>, options?: ContractOptions) => void;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What every store contract suite starts from (call it inside the suite's describe): a fresh
 * store from makeStore for each test, closed after it; a fresh tip (its title numbered, so each
 * is new; fields overridable); a list of every tip, Hidden ones included, newest first; and
 * a few ways to read and make many.
 *
 * The store handed back stands for the running test's own store (each call goes to it), so the
 * suites read it as a plain Store, and a test that uses it outside a test fails loudly.
 */
export function contractStore(
  makeStore: () => Promise<Store>,
  sample: Pick<NewTip, 'title' | 'plantType' | 'description' | 'image'>,
) {
  let current: Store | undefined;
  beforeEach(async () => {
    current = await makeStore();
  });
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  const getStore = () => {
    if (!current) throw new Error('the contract store exists only while a test runs');
    return current;
  };
  const store = new Proxy({} as Store, {
    get: (_target, key) => {
      const target = getStore();
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });

  let counter = 0;
  const tip = (overrides: Partial<NewTip> = {}): NewTip => ({
    ...sample,
    title: `${sample.title} ${++counter}`,
    difficulty: 'Easy',
    category: 'Plant Care',
    availability: 'Public',
    email: 'maya@greencircle.test',
    displayName: 'Maya',
    authorUid: 'uid-maya',
    ...overrides,
  });
  const list = (filter: Partial<TipListFilter> = {}) =>
    getStore().listTips({ includeHidden: true, sort: 'newest', limit: 100, ...filter });
  return {
    store,
    tip,
    list,
    ids: async (filter: Partial<TipListFilter> = {}) => (await list(filter)).items.map((t) => t._id),
    /** Every page of a list, following nextCursor. */
    allPages: async (filter: Partial<TipListFilter>) => {
      const seen: StoredTip[] = [];
      let cursor = filter.cursor;
      for (let page = 0; page < 100; page++) {
        const result = await list({ ...filter, cursor });
        seen.push(...result.items);
        if (result.nextCursor === null) return seen;
        cursor = result.nextCursor;
      }
      throw new Error('the pages never ended');
    },
    createMany: async (count: number, overrides: (i: number) => Partial<NewTip> = () => ({})) => {
      const created: string[] = [];
      for (let i = 0; i < count; i++) created.push(await store.createTip(tip(overrides(i))));
      return created;
    },
  };
}

/**
 * Seed data the gardeners, stats and seeding contracts share: four cards (Abe is uid-maya, whose
 * tips `tip` writes; Dan's experiences are free text) and two old tips, one Hidden.
 */
export function seedFixture(tip: (overrides?: Partial<NewTip>) => NewTip): SeedData {
  const gardener = (name: string, authorUid: string) => ({
    name,
    authorUid,
    age: 40,
    gender: 'Female',
    experiences: ['Composting'],
    image: '/images/gardeners/x.svg',
  });
  return {
    gardeners: [
      gardener('Cleo', 'uid-cleo'),
      gardener('Abe', 'uid-maya'),
      gardener('Bea', 'uid-bea'),
      { ...gardener('Dan', 'uid-dan'), experiences: 'Ten years of roses', otherInfo: 'Roses forgive.' },
    ],
    tips: [
      { ...tip(), likes: 7, createdAt: '2024-03-01T10:00:00.000Z' },
      { ...tip({ availability: 'Hidden', authorUid: 'uid-ben' }), likes: 2, createdAt: '2024-02-01T10:00:00.000Z' },
    ],
  };
}
