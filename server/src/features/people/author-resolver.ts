import type { Store } from '../../store/store';
import type { AuthorIds } from '../tips/public-view';

/** Finds the member behind a public author id; null for an id nobody has. */
export type ResolveAuthor = (authorId: string) => Promise<string | null>;

/** How often a miss may rescan the members (an unknown id must not make every request a scan). */
const RESCAN_AFTER_MS = 200;

/**
 * Public author ids are one-way (author-id.ts), so the way back is a map from every member's
 * id to their uid, built from the store's members and rebuilt on a miss: a member who joined
 * since the last scan is found on the next one. A scan is an HMAC per member (about a
 * microsecond each) and concurrent misses share one.
 */
export function createAuthorResolver(store: Store, authorIds: AuthorIds): ResolveAuthor {
  const known = new Map<string, string>();
  let scannedAt = -Infinity;
  let scanning: Promise<void> | null = null;
  const scan = () => {
    scanning ??= (async () => {
      try {
        for (const uid of await store.memberUids()) known.set(authorIds(uid), uid);
        scannedAt = Date.now();
      } finally {
        scanning = null;
      }
    })();
    return scanning;
  };
  return async (authorId) => {
    const hit = known.get(authorId);
    if (hit !== undefined) return hit;
    if (scanning !== null || Date.now() - scannedAt >= RESCAN_AFTER_MS) await scan();
    return known.get(authorId) ?? null;
  };
}
