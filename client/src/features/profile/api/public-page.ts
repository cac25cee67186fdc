import type { Api } from '#app/lib/api-client';

/** What the member's own gardener page shows of them beside name and photo. */
export interface PublicPageFields {
  authorId: string;
  bio: string;
  showGarden: boolean;
}

/** GET /users?email= (the caller's own record): their public author id, bio and showGarden. */
export async function readPublicPage(api: Api, email: string, signal?: AbortSignal): Promise<PublicPageFields | null> {
  const [user] = await api.get<PublicPageFields[]>(`/users?email=${encodeURIComponent(email)}`, signal);
  return user ?? null;
}

/** PATCH /users/me with the bio and showGarden. */
export function savePublicPage(api: Api, changes: { bio: string; showGarden: boolean }): Promise<PublicPageFields> {
  return api.patch<PublicPageFields>('/users/me', changes);
}
