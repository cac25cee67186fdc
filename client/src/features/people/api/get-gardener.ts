import type { GardenerProfile } from '@green-circle/contract';
import type { Api } from '#app/lib/api-client';

/** GET /gardeners/{authorId}: a gardener's public page (followedByMe only for a signed-in member). */
export function getGardener(api: Api, authorId: string, signal?: AbortSignal): Promise<GardenerProfile> {
  return api.get<GardenerProfile>(`/gardeners/${encodeURIComponent(authorId)}`, signal);
}
