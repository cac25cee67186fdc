import { MESSAGES, type PublicPerson } from '@green-circle/contract';
import type { Store } from '../../store/store';
import type { ResolveAuthor } from '../people';
import type { AuthorIds } from '../tips';

/**
 * Members as anyone may see them ({ authorId, displayName, authorPhotoURL }), and the way back
 * from a public author id to a uid: the people feature's resolver, the one map both features
 * share (it rescans the members at most every so often, so unknown ids cannot force a scan each).
 */
export function createPeople(store: Store, authorIds: AuthorIds, resolveAuthor: ResolveAuthor) {
  return {
    uidOf: resolveAuthor,
    async person(uid: string): Promise<PublicPerson> {
      const found = await store.personOf(uid);
      return {
        authorId: authorIds(uid),
        displayName: found?.displayName || MESSAGES.noName,
        authorPhotoURL: found?.authorPhotoURL || null,
      };
    },
    authorIdOf: authorIds,
  };
}
export type People = ReturnType<typeof createPeople>;
