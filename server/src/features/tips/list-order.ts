import type { Order } from '../../store-core/paging';
import type { TipListFilter } from './store';

/** The orders of tip lists (oldest is the comments'). */
type TipOrder = Exclude<Order, 'oldest' | 'near'>;

export function orderOf(filter: TipListFilter): TipOrder {
  if (filter.likedBy !== undefined) return 'liked';
  return filter.sort === 'likes' ? 'likes' : filter.sort === 'tried' ? 'tried' : 'newest';
}

/** Whether a filter can match anything at all (a visitor asking for Hidden tips cannot). */
export function visibleAvailabilities(filter: TipListFilter): Array<'Public' | 'Hidden'> {
  const all: Array<'Public' | 'Hidden'> =
    filter.includeHidden || filter.authorUid !== undefined ? ['Public', 'Hidden'] : ['Public'];
  return filter.availability === undefined ? all : all.filter((a) => a === filter.availability);
}
