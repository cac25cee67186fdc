import type { UserInput } from '@green-circle/contract';
import type { Api } from '#app/lib/api-client';

/**
 * POST /users — the member's record; the server takes e-mail and uid from the token and
 * ignores them in the body, which still carries them as the spec describes.
 */
export type CreateUserBody = UserInput & { email: string; uid?: string };

export function createUserRecord(api: Api, body: CreateUserBody): Promise<{ insertedId: string }> {
  return api.post<{ insertedId: string }>('/users', body);
}
