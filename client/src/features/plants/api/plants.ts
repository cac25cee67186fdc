import type { MyPlants, PlantPage, PlantSummary } from '@green-circle/contract';
import type { Api } from '#app/lib/api-client';

/** GET /plants: the plants with tips, those matching `q` when given. */
export const listPlants = (api: Api, q: string, signal?: AbortSignal) =>
  api.get<PlantSummary[]>(q ? `/plants?${new URLSearchParams({ q })}` : '/plants', signal);

/** GET /plants/{slug}: a plant's page (404 for a plant the list lacks). */
export const getPlant = (api: Api, slug: string, signal?: AbortSignal) =>
  api.get<PlantPage>(`/plants/${encodeURIComponent(slug)}`, signal);

/** PUT or DELETE /me/plants/{slug}: marks a plant as grown, or not; answers the member's plants. */
export const setMyPlant = (api: Api, slug: string, grown: boolean) =>
  grown
    ? api.put<MyPlants>(`/me/plants/${encodeURIComponent(slug)}`, undefined)
    : api.delete<MyPlants>(`/me/plants/${encodeURIComponent(slug)}`);

/** GET /me/plants, for a loader: the member's plants, newest first; null when they cannot be read. */
export const readMyPlants = (api: Api, signal?: AbortSignal): Promise<MyPlants | null> =>
  api.get<MyPlants>('/me/plants', signal).catch(() => null);
