import type { Week } from '@green-circle/contract';
import type { Api } from '#app/lib/api-client';

/** GET /me/week: "This week in my garden". */
export const getWeek = (api: Api, signal?: AbortSignal) => api.get<Week>('/me/week', signal);
