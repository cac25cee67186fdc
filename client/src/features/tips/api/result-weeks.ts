import type { Api } from '#app/lib/api-client';

/** PUT /gardenTips/{id}/result-weeks: the author says how many weeks (1..16) the tip's result takes (issue 58). */
export const setResultWeeks = (api: Api, id: string, weeks: number) =>
  api.put<{ weeks: number }>(`/gardenTips/${encodeURIComponent(id)}/result-weeks`, { weeks });
