import type { Comment } from '@green-circle/contract';
import { nextPageFromLink, type Api } from '../../../lib/api-client';

/** One page of a tip's comments, oldest first, with the path of the next page (null on the last). */
export interface CommentPage {
  comments: Comment[];
  nextPage: string | null;
  total: number;
}

/** GET /gardenTips/{id}/comments (20 a page), or a nextPage from an earlier page. */
export async function listComments(api: Api, tipIdOrPath: string, signal?: AbortSignal): Promise<CommentPage> {
  const path = tipIdOrPath.startsWith('/') ? tipIdOrPath : `/gardenTips/${encodeURIComponent(tipIdOrPath)}/comments`;
  const { data, headers } = await api.request<Comment[]>('GET', path, { signal });
  return { comments: data, nextPage: nextPageFromLink(headers), total: Number(headers.get('X-Total-Count') ?? 0) };
}

/** POST /gardenTips/{id}/comments: a new comment, or a reply when parentId is given. */
export const postComment = (api: Api, tipId: string, body: string, parentId?: string) =>
  api.post<Comment>(`/gardenTips/${encodeURIComponent(tipId)}/comments`, parentId ? { body, parentId } : { body });

/** PATCH /comments/{id}: the author's new text. */
export const editComment = (api: Api, id: string, body: string) =>
  api.patch<Comment>(`/comments/${encodeURIComponent(id)}`, { body });

/** DELETE /comments/{id}. */
export const deleteComment = (api: Api, id: string) =>
  api.delete<{ deletedCount: number }>(`/comments/${encodeURIComponent(id)}`);

/** PUT /me/blocks/{authorId}: the reader blocks a comment's author, from the comment's menu. */
export const blockAuthor = (api: Api, authorId: string) =>
  api.put<Record<string, unknown>>(`/me/blocks/${encodeURIComponent(authorId)}`, {});
