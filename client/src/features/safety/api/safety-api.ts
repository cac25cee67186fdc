import type {
  BlockedPerson,
  ModerationActionInput,
  ModerationLogEntry,
  ModerationPerson,
  ModerationQueueEntry,
  ReportInput,
} from '@green-circle/contract';
import { ApiError, type Api } from '#app/lib/api-client';

// One fetcher per call of trust and safety (reports, moderation, blocks); the server decides who may.

/** POST /reports: the same answer whether the member reported it before or not. */
export const sendReport = (api: Api, input: ReportInput) => api.post<{ reported: true }>('/reports', input);

export const listModerationQueue = (api: Api, status: 'open' | 'closed' = 'open') =>
  api.get<ModerationQueueEntry[]>(`/moderation/reports?status=${status}&limit=100`);

export const listModerationLog = (api: Api) => api.get<ModerationLogEntry[]>('/moderation/log?limit=50');

export const takeModerationAction = (api: Api, input: ModerationActionInput) =>
  api.post<Record<string, unknown>>('/moderation/actions', input);

export const listModerators = (api: Api) => api.get<ModerationPerson[]>('/moderation/roles');
export const setModeratorRole = (api: Api, authorId: string, role: 'moderator' | 'member') =>
  api.put<ModerationPerson>(`/moderation/roles/${encodeURIComponent(authorId)}`, { role });
/** GET /moderation/people (admins): gardeners whose name holds `q`, with their role. */
const findGardeners = (api: Api, q: string) =>
  api.get<ModerationPerson[]>(`/moderation/people?q=${encodeURIComponent(q)}`);

/**
 * What an admin's name search on the moderation page found (`?find=`), or why it could not (the
 * API's detail; '' when it gave none: the page says the search failed); null: none asked.
 */
export type GardenerSearch = { asked: string; found: ModerationPerson[] } | { asked: string; error: string } | null;

/** For the moderation page's loader: the admin's name search, or its failure. */
export async function searchGardeners(api: Api, asked: string | null): Promise<GardenerSearch> {
  const query = asked?.trim() ?? '';
  if (query === '') return null;
  try {
    return { asked: query, found: await findGardeners(api, query) };
  } catch (error) {
    const message = error instanceof ApiError ? error.said : '';
    return { asked: query, error: message };
  }
}

export const listBlocks = (api: Api) => api.get<BlockedPerson[]>('/me/blocks');
export const unblockGardener = (api: Api, authorId: string) =>
  api.delete<{ removed: number }>(`/me/blocks/${encodeURIComponent(authorId)}`);
export const blockGardener = (api: Api, authorId: string) =>
  api.put<{ authorId: string; blocked: true }>(`/me/blocks/${encodeURIComponent(authorId)}`, {});
