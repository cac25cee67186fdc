import type { Stats } from '@green-circle/contract';
import type { Api } from '#app/lib/api-client';
import { getDashboardStats } from '../api/get-dashboard-stats';

/**
 * The overview's stats. Per the spec a failure is only logged and the loading screen
 * stays, so a failed call yields a promise that never settles.
 */
export function loadStats(api: Api, email: string): Promise<Stats> {
  return getDashboardStats(api, email).catch((error: unknown) => {
    console.error('Could not load the dashboard stats', error);
    return new Promise<Stats>(() => {});
  });
}
