import type { Hemisphere } from '@green-circle/contract/seasons';
import type { Api } from '../../../lib/api-client';
import { listTips } from '../../../lib/list-tips';

/**
 * The six most liked Public tips in season this month where the reader gardens. With no
 * hemisphere the API reads a member's garden, else the north.
 */
export function listInSeasonNow(api: Api, month: number, hemisphere: Hemisphere | null, signal?: AbortSignal) {
  return listTips(
    api,
    { availability: 'Public', sort: 'likes', limit: 6, month, hemisphere: hemisphere ?? undefined },
    signal,
  );
}
