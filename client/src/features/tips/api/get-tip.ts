import type { Tip } from '@green-circle/contract';
import { api } from '../../../lib/api-client';

/** GET /gardenTips/{id}: one tip, with `likedByMe` for a signed-in caller. */
export function getTip(id: string, signal?: AbortSignal): Promise<Tip> {
  return api.get<Tip>(`/gardenTips/${encodeURIComponent(id)}`, signal);
}
