import { afterEach, beforeEach } from 'vitest';
import type { NewTip, Store, TipListFilter } from '../../src/store/store';

/**
 * What every store contract suite starts from (call it inside the suite's describe): a fresh
 * store from makeStore for each test, closed after it; a fresh tip (its title numbered, so each
 * is new; fields overridable); and a list of every tip, Hidden ones included, newest first.
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
  return {
    store,
    tip: (overrides: Partial<NewTip> = {}): NewTip => ({
      ...sample,
      title: `${sample.title} ${++counter}`,
      difficulty: 'Easy',
      category: 'Plant Care',
      availability: 'Public',
      email: 'maya@greencircle.test',
      displayName: 'Maya',
      authorUid: 'uid-maya',
      ...overrides,
    }),
    list: (filter: Partial<TipListFilter> = {}) =>
      getStore().listTips({ includeHidden: true, sort: 'newest', limit: 100, ...filter }),
  };
}
