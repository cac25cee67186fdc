import { MESSAGES, type PublicPerson } from '@green-circle/contract';
import type { Store } from '../../store/store';
import type { AuthorIds } from '../tips/public-view';

/**
 * Members as anyone may see them ({ authorId, displayName, authorPhotoURL }), and the way back
 * from a public author id to a uid. The id is a one-way HMAC (author-id.ts), so the way back
 * compares it with the ids of the members the store knows; the answer is kept per process.
 */
export function createPeople(store: Store, authorIds: AuthorIds) {
  const known = new Map<string, string>();
  return {
    async uidOf(authorId: string): Promise<string | null> {
      const hit = known.get(authorId);
      if (hit !== undefined) return hit;
      for (const uid of await store.knownMemberUids()) {
        if (authorIds(uid) === authorId) {
          if (known.size > 10_000) known.clear();
          known.set(authorId, uid);
          return uid;
        }
      }
      return null;
    },
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
