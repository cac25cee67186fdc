import type { Trial, TrialInput } from '@green-circle/contract';
import type { Api } from '#app/lib/api-client';

const base = (tipId: string) => `/gardenTips/${encodeURIComponent(tipId)}/trials`;

/** GET /gardenTips/{id}/trials: the newest reports (the evidence draws from up to 100). */
export async function listTrials(api: Api, tipId: string): Promise<{ trials: Trial[]; total: number }> {
  const { data, headers } = await api.request<Trial[]>('GET', `${base(tipId)}?limit=100`);
  return { trials: data, total: Number(headers.get('X-Total-Count') ?? data.length) };
}

/** PUT /gardenTips/{id}/trials/me: the member's one report (created or replaced). */
export const putMyTrial = (api: Api, tipId: string, input: TrialInput) => api.put<Trial>(`${base(tipId)}/me`, input);

/** DELETE /gardenTips/{id}/trials/me: withdraws the member's report. */
export const deleteMyTrial = (api: Api, tipId: string) => api.delete<{ deletedCount: number }>(`${base(tipId)}/me`);
