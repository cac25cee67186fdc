import type { deleteResultSchema } from '@green-circle/contract';
import type { z } from 'zod';
import type { Api } from '#app/lib/api-client';

export type DeleteResult = z.infer<typeof deleteResultSchema>;

/** DELETE /gardenTips/{id}: the author removes the tip and its likes. */
export function deleteTip(api: Api, id: string): Promise<DeleteResult> {
  return api.delete<DeleteResult>(`/gardenTips/${encodeURIComponent(id)}`);
}
