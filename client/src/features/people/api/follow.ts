import type { Api } from '#app/lib/api-client';

interface FollowResult {
  authorId: string;
  following: boolean;
}

/** PUT /me/following/{authorId} (following: true) or DELETE it (false). */
export function setFollowing(api: Api, authorId: string, following: boolean): Promise<FollowResult> {
  const path = `/me/following/${encodeURIComponent(authorId)}`;
  return following ? api.put<FollowResult>(path, {}) : api.delete<FollowResult>(path);
}
