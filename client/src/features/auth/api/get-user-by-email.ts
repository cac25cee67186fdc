import type { User } from '@green-circle/contract';
import type { Api } from '#app/lib/api-client';

/** GET /users?email= — `[]` means the member has no user record yet. */
export function getUsersByEmail(api: Api, email: string, signal?: AbortSignal): Promise<User[]> {
  return api.get<User[]>(`/users?${new URLSearchParams({ email })}`, signal);
}
