/** What the my-plants route's action answers a fetcher: whether the change was saved (its toast rides the flash cookie), or why the plant typed was refused. */
export interface MyPlantsAnswer {
  saved?: boolean;
  error?: string;
}

/** The query a plain POST (no JavaScript) comes back with when the plant typed was refused. */
export const PLANT_ERROR_PARAM = 'plantError';
