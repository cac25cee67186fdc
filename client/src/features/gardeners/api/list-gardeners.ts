import type { Gardener } from '@green-circle/contract';
import type { Api } from '#app/lib/api-client';

/** GET /gardeners: the featured gardeners (active, most shared tips first) for the home page. */
export function listFeaturedGardeners(api: Api, signal?: AbortSignal): Promise<Gardener[]> {
  return api.get<Gardener[]>('/gardeners', signal);
}
