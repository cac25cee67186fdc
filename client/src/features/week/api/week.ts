import type { Week } from '@green-circle/contract';
import { api } from '../../../lib/api-client';

/** GET /me/week: "This week in my garden". */
export const getWeek = (signal?: AbortSignal) => api.get<Week>('/me/week', signal);
