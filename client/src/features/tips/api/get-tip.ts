import type { Tip } from '@green-circle/contract';
import type { Api } from '#app/lib/api-client';

/** GET /gardenTips/{id}: one tip, with `likedByMe` for a signed-in caller. */
export function getTip(api: Api, id: string, signal?: AbortSignal): Promise<Tip> {
  return api.get<Tip>(`/gardenTips/${encodeURIComponent(id)}`, signal);
}
