import type { TopTip } from '@green-circle/contract';
import { api } from '../../../lib/api-client';

/** GET /top-liked: the most liked Public tips, most liked first. */
export function listTopLikedTips(signal?: AbortSignal): Promise<TopTip[]> {
  return api.get<TopTip[]>('/top-liked', signal);
}
