import type { Gardener } from '@green-circle/contract';
import type { Store } from '../../store/store';
import type { AuthorIds } from '../tips';
import type { GardenerFilter, StoredGardener } from './store';

/**
 * Explore's gardener cards as anyone reads them: the author id of the member's page instead of
 * the uid, and one avatar for the gardener everywhere: the member's own photo when they have
 * one, else the card's picture (the seeded gardeners' illustrations).
 */
export async function exploreCards(store: Store, authorIds: AuthorIds, filter: GardenerFilter): Promise<Gardener[]> {
  const found = await store.listGardeners(filter);
  const people = await store.peopleOf(found.map((card) => card.authorUid));
  return found.map(({ authorUid, ...card }) => ({
    ...card,
    image: people.get(authorUid)?.photoURL || card.image,
    authorId: authorIds(authorUid),
  }));
}

/**
 * The member's Explore card (its facts and picture), or null when they have none: looked up by
 * uid, so it is found however many cards sort before it.
 */
export function exploreCardOf(store: Store, uid: string): Promise<StoredGardener | null> {
  return store.gardenerCardOf(uid);
}
