import type { Garden } from '@green-circle/contract';
import { api } from '../../../lib/api-client';

/** GET /me/garden: the member's hemisphere and zone (north and no zone until they choose). */
export const getGarden = (signal?: AbortSignal) => api.get<Garden>('/me/garden', signal);

/** PUT /me/garden. */
export const saveGarden = (garden: Garden) => api.put<Garden>('/me/garden', garden);
