import type { TopTip } from '@green-circle/contract';
import type { Api } from '#app/lib/api-client';

/** GET /top-liked: the most liked Public tips, most liked first. */
export function listTopLikedTips(api: Api, signal?: AbortSignal): Promise<TopTip[]> {
  return api.get<TopTip[]>('/top-liked', signal);
}
