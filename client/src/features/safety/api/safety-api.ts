import type {
  BlockedPerson,
  ModerationActionInput,
  ModerationLogEntry,
  ModerationPerson,
  ModerationQueueEntry,
  ReportInput,
} from '@green-circle/contract';
import type { Api } from '../../../lib/api-client';

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
export const findGardeners = (api: Api, q: string) =>
  api.get<ModerationPerson[]>(`/moderation/people?q=${encodeURIComponent(q)}`);

export const listBlocks = (api: Api) => api.get<BlockedPerson[]>('/me/blocks');
export const unblockGardener = (api: Api, authorId: string) =>
  api.delete<{ removed: number }>(`/me/blocks/${encodeURIComponent(authorId)}`);
export const blockGardener = (api: Api, authorId: string) =>
  api.put<{ authorId: string; blocked: true }>(`/me/blocks/${encodeURIComponent(authorId)}`, {});
