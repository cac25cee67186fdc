import type { Hemisphere } from '@green-circle/contract/seasons';
import type { Api } from '#app/lib/api-client';
import { listTips, type TipPage } from '#app/lib/list-tips';

/** What the home page's "In season now" reads (the site's tips/in-season route): the tips, or null when they could not be read. */
export interface InSeason {
  tips: TipPage['tips'] | null;
}

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
