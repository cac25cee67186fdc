import type { Store } from '../../store/store';
import type { AuthorIds } from '../tips';

/** Finds the member behind a public author id; null for an id nobody has. */
export type ResolveAuthor = (authorId: string) => Promise<string | null>;

/** How often a miss may rescan the members (an unknown id must not make every request a scan). */
const RESCAN_AFTER_MS = 200;

/**
 * Public author ids are one-way (author-id.ts), so the way back is a map from every member's
 * id to their uid, built from the store's members and rebuilt on a miss. A miss waits for a scan
 * that started after it was asked, so a member who joined a moment ago is always found; scans
 * start at most every RESCAN_AFTER_MS and every miss waiting meanwhile shares the next one, so a
 * stream of unknown ids costs at most a few scans a second (each an HMAC per member, about a
 * microsecond).
 */
export function createAuthorResolver(store: Store, authorIds: AuthorIds): ResolveAuthor {
  const known = new Map<string, string>();
  let lastStart = -Infinity;
  let current: { startedAt: number; done: Promise<void> } | null = null;
  let next: Promise<void> | null = null;

  const scanStartingAfter = (asked: number): Promise<void> => {
    if (current !== null && current.startedAt >= asked) return current.done;
    next ??= (async () => {
      // Yield once first, so `next` holds this promise before the line below clears it.
      await Promise.resolve();
      if (current !== null) await current.done.catch(() => undefined);
      const wait = lastStart + RESCAN_AFTER_MS - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      next = null;
      lastStart = Date.now();
      const scan = {
        startedAt: lastStart,
        done: (async () => {
          for (const uid of await store.memberUids()) known.set(authorIds(uid), uid);
        })(),
      };
      current = scan;
      try {
        await scan.done;
      } finally {
        if (current === scan) current = null;
      }
    })();
    return next;
  };

  return async (authorId) => {
    const asked = Date.now();
    const hit = known.get(authorId);
    if (hit !== undefined) return hit;
    await scanStartingAfter(asked);
    return known.get(authorId) ?? null;
  };
}
