import type { Garden } from '@green-circle/contract';
import { DEFAULT_HEMISPHERE, type Hemisphere } from '@green-circle/contract/seasons';
import type { Api } from '#app/lib/api-client';
import { storedHemisphere, storeHemisphere } from '#app/lib/hemisphere-store';

/** GET /me/garden: the member's hemisphere and zone (north and no zone until they choose). */
export const getGarden = (api: Api, signal?: AbortSignal) => api.get<Garden>('/me/garden', signal);

/** PUT /me/garden. */
export const saveGarden = (api: Api, garden: Garden) => api.put<Garden>('/me/garden', garden);

/**
 * GET /me/garden, for a loader: the member's garden, remembered in this browser so public pages
 * read the same hemisphere without asking; null when it cannot be read.
 */
export const readGarden = (api: Api, signal?: AbortSignal): Promise<Garden | null> =>
  getGarden(api, signal).then(
    (garden) => {
      storeHemisphere(garden.hemisphere);
      return garden;
    },
    () => null,
  );

/** The hemisphere seasons are read in before (or without) the member's garden: this browser's, else the north. */
export const browserHemisphere = (): Hemisphere => storedHemisphere() ?? DEFAULT_HEMISPHERE;
