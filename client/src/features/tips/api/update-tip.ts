import type { modifyResultSchema, TipInput } from '@green-circle/contract';
import type { z } from 'zod';
import type { Api } from '#app/lib/api-client';

export type ModifyResult = z.infer<typeof modifyResultSchema>;

/** PUT /gardenTips/{id}: the author rewrites the seven fields; another member gets 403. */
export function updateTip(
  api: Api,
  id: string,
  input: TipInput & { email: string; displayName: string },
): Promise<ModifyResult> {
  return api.put<ModifyResult>(`/gardenTips/${encodeURIComponent(id)}`, input);
}
