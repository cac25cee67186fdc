import type { User } from '@green-circle/contract';
import { api } from '../../../lib/api-client';

/** GET /users?email= — `[]` means the member has no user record yet. */
export function getUsersByEmail(email: string): Promise<User[]> {
  return api.get<User[]>(`/users?${new URLSearchParams({ email })}`);
}
