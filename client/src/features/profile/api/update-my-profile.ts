import type { User, UserProfile } from '@green-circle/contract';
import type { Api } from '#app/lib/api-client';

/**
 * PATCH /users/me — the name and photo other members see on the caller's tips. A name another
 * member already uses answers 409 ('messages.nameTaken').
 */
export function updateMyProfile(api: Api, changes: UserProfile): Promise<User> {
  return api.patch<User>('/users/me', changes);
}
