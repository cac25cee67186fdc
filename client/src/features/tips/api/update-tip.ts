import type { modifyResultSchema, TipInput } from '@green-circle/contract';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type ModifyResult = z.infer<typeof modifyResultSchema>;

/** PUT /gardenTips/{id}: the author rewrites the seven fields; another member gets 403. */
export function updateTip(id: string, input: TipInput & { email: string; displayName: string }): Promise<ModifyResult> {
  return api.put<ModifyResult>(`/gardenTips/${encodeURIComponent(id)}`, input);
}
