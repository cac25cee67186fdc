import type { Gardener } from '@green-circle/contract';
import { api } from '../../../lib/api-client';

/** GET /allGardeners: every gardener, for the Explore page. */
export function listAllGardeners(signal?: AbortSignal): Promise<Gardener[]> {
  return api.get<Gardener[]>('/allGardeners', signal);
}
