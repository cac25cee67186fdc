import type { User } from '@green-circle/contract';
import type { Api } from '../../../lib/api-client';

/** GET /users?email= — `[]` means the member has no user record yet. */
export function getUsersByEmail(api: Api, email: string): Promise<User[]> {
  return api.get<User[]>(`/users?${new URLSearchParams({ email })}`);
}
