import type { Identity } from '../../http/auth';
import type { Store, StoredTip, TipListFilter } from '../../store/store';

/**
 * What a reader is shown of tips: tips moderators hid only in their author's own
 * list, never the tips of gardeners the reader blocks.
 */
export async function applyReadRules(
  store: Store,
  filter: TipListFilter,
  reader: Identity | null | undefined,
): Promise<TipListFilter> {
  const own = reader !== null && reader !== undefined && filter.authorUid === reader.uid;
  const blocked = reader ? await store.blockedUids(reader.uid) : [];
  return { ...filter, includeModerated: own, ...(blocked.length > 0 ? { excludeAuthors: blocked } : {}) };
}

/** Whether a reader may see this tip: a hidden one only its author, and none of an author the reader blocks. */
export async function mayRead(store: Store, tip: StoredTip, reader: Identity | null | undefined): Promise<boolean> {
  if (reader?.uid === tip.authorUid) return true;
  if (tip.moderation) return false;
  return !reader || !(await store.isBlocked(reader.uid, tip.authorUid));
}

/** What a reader is shown of comments or reports: none written by a gardener they block. */
export async function withoutBlocked<T extends { authorUid: string }>(
  store: Store,
  readerUid: string,
  items: readonly T[],
): Promise<T[]> {
  if (items.length === 0) return [];
  const blocked = new Set(await store.blockedUids(readerUid));
  return items.filter((item) => !blocked.has(item.authorUid));
}
