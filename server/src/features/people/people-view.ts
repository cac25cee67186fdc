import type { PublicPerson } from '@green-circle/contract';
import type { Store } from '../../store/store';
import type { AuthorIds } from '../tips';

/** Members as anyone may see them ({ authorId, displayName, authorPhotoURL }), keyed by uid; unknown uids left out. */
export async function publicPeople(
  store: Store,
  authorIds: AuthorIds,
  uids: readonly string[],
): Promise<Map<string, PublicPerson>> {
  const found = await store.peopleOf(uids);
  return new Map(
    [...found].map(([uid, person]) => [
      uid,
      { authorId: authorIds(uid), displayName: person.displayName, authorPhotoURL: person.photoURL || null },
    ]),
  );
}
