import type { TipListQuery } from '@green-circle/contract';
import { requireMember, type Caller } from '../../http/auth';
import type { Store, TipListFilter } from '../../store/store';
import type { ResolveAuthor } from './author-resolver';

/**
 * GET /gardenTips's people filters: `author` (one gardener's tips, as visible as any list: an
 * unknown id lists nothing) and `following=1` (members: tips of whom the caller follows).
 */
export function peopleTipFilters(store: Store, resolveAuthor: ResolveAuthor) {
  return async (req: Caller, query: TipListQuery, filter: TipListFilter): Promise<void> => {
    const narrowed: string[][] = [];
    if (query.author !== undefined) {
      const uid = await resolveAuthor(query.author);
      narrowed.push(uid === null ? [] : [uid]);
    }
    if (query.following === '1') {
      const me = requireMember(req);
      narrowed.push((await store.listFollowing(me.uid)).map((f) => f.uid));
    }
    if (narrowed.length === 0) return;
    // Both given: the gardener's tips when the caller follows them.
    filter.authorUids = narrowed.reduce((kept, next) => kept.filter((uid) => next.includes(uid)));
  };
}
