import type { Gardener } from '@green-circle/contract';
import type { Api } from '#app/lib/api-client';

/** GET /allGardeners: every gardener, for the Explore page. */
export function listAllGardeners(api: Api, signal?: AbortSignal): Promise<Gardener[]> {
  return api.get<Gardener[]>('/allGardeners', signal);
}
