import type { NewTip, Store, TipListFilter } from '../../src/store/store';

/**
 * What the store contracts build their tests from: a fresh tip (its title numbered, so each is
 * new; fields overridable) and a list of every tip, Hidden ones included, newest first.
 */
export function contractTools(
  getStore: () => Store,
  sample: Pick<NewTip, 'title' | 'plantType' | 'description' | 'image'>,
) {
  let counter = 0;
  return {
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
