import type { Tip, Trial, TrialInput, TrialSummary } from '@green-circle/contract';
import type { Api } from '../../../lib/api-client';

const base = (tipId: string) => `/gardenTips/${encodeURIComponent(tipId)}/trials`;

/** GET /gardenTips/{id}/trials: the newest reports (the evidence draws from up to 100). */
export async function listTrials(
  api: Api,
  tipId: string,
  signal?: AbortSignal,
): Promise<{ trials: Trial[]; total: number }> {
  const { data, headers } = await api.request<Trial[]>('GET', `${base(tipId)}?limit=100`, { signal });
  return { trials: data, total: Number(headers.get('X-Total-Count') ?? data.length) };
}

/** PUT /gardenTips/{id}/trials/me: the member's one report (created or replaced). */
export const putMyTrial = (api: Api, tipId: string, input: TrialInput) => api.put<Trial>(`${base(tipId)}/me`, input);

/** DELETE /gardenTips/{id}/trials/me: withdraws the member's report. */
export const deleteMyTrial = (api: Api, tipId: string) => api.delete<{ deletedCount: number }>(`${base(tipId)}/me`);

/** The tip's own counts, read again after the member's report changed them. */
export const trialSummary = async (api: Api, tipId: string): Promise<TrialSummary | undefined> =>
  (await api.get<Tip>(`/gardenTips/${encodeURIComponent(tipId)}`)).trials;
