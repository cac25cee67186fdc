import type { Hemisphere } from '@green-circle/contract/seasons';
import { listTips } from '../../../lib/list-tips';

/**
 * The six most liked Public tips in season this month where the reader gardens. With no
 * hemisphere the API reads a member's garden, else the north.
 */
export function listInSeasonNow(month: number, hemisphere: Hemisphere | null, signal?: AbortSignal) {
  return listTips(
    { availability: 'Public', sort: 'likes', limit: 6, month, hemisphere: hemisphere ?? undefined },
    signal,
  );
}
