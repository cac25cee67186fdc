import { LIKE_INCREMENT, type LikeResult } from '@green-circle/server/contract';
import { api } from '../../../lib/api-client';

/** PATCH /gardenTips/{id}/like: one like per member per tip; a repeat changes nothing. */
export function likeTip(id: string): Promise<LikeResult> {
  return api.patch<LikeResult>(`/gardenTips/${encodeURIComponent(id)}/like`, { increment: LIKE_INCREMENT });
}
