import type { insertResultSchema, TipInput } from '@green-circle/contract';
import type { z } from 'zod';
import type { Api } from '#app/lib/api-client';

export type InsertResult = Partial<z.infer<typeof insertResultSchema>>;

/**
 * POST /gardenTips. The author's e-mail and name travel with the body as the spec lists
 * them, but the server takes both from the ID token.
 */
export function createTip(api: Api, input: TipInput & { email: string; displayName: string }): Promise<InsertResult> {
  return api.post<InsertResult>('/gardenTips', input);
}
