import type { LikeResult } from '@green-circle/contract';
import { LIKE_INCREMENT } from '@green-circle/contract/constants';
import type { Api } from '#app/lib/api-client';

/** PATCH /gardenTips/{id}/like: one like per member per tip; a repeat changes nothing. */
export function likeTip(api: Api, id: string): Promise<LikeResult> {
  return api.patch<LikeResult>(`/gardenTips/${encodeURIComponent(id)}/like`, { increment: LIKE_INCREMENT });
}
