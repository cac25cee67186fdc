import type { GardenerProfile } from '@green-circle/contract';
import { api } from '../../../lib/api-client';

/** GET /gardeners/{authorId}: a gardener's public page (followedByMe only for a signed-in member). */
export function getGardener(authorId: string, signal?: AbortSignal): Promise<GardenerProfile> {
  return api.get<GardenerProfile>(`/gardeners/${encodeURIComponent(authorId)}`, signal);
}
