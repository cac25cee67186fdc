import { createEmbeddedStore } from '../../src/store/embedded';
import type { Store } from '../../src/store/store';

/** For the e-mail composers' tests: a real store in memory holding one tip, "Mulch the beds" by uid-author. */
export async function storeWithOneTip(): Promise<{ store: Store; tipId: string }> {
  const store = createEmbeddedStore({ filename: ':memory:' });
  const tipId = await store.createTip({
    title: 'Mulch the beds',
    plantType: 'Tomato',
    description: 'Straw keeps the soil moist.',
    image: '/images/tips/tomato.svg',
    difficulty: 'Easy',
    category: 'Plant Care',
    availability: 'Public',
    email: 'author@greencircle.test',
    displayName: 'Author',
    authorUid: 'uid-author',
  });
  return { store, tipId };
}
