import type { Stats } from '@green-circle/contract';
import type { Api } from '#app/lib/api-client';

/** GET /dashboard-stats?email=: site totals and the member's own tip count. */
export function getDashboardStats(api: Api, email: string, signal?: AbortSignal): Promise<Stats> {
  return api.get<Stats>(`/dashboard-stats?${new URLSearchParams({ email })}`, signal);
}
