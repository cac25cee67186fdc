import type { Toast } from '../../../lib/action-toast';

/** What the my-plants route's action answers a fetcher: how it went, or why the plant was not added. */
export interface MyPlantsAnswer {
  toast?: Toast;
  error?: string;
}

/** The query a plain POST (no JavaScript) comes back with when the plant typed was refused. */
export const PLANT_ERROR_PARAM = 'plantError';
