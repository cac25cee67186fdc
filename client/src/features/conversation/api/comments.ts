import type { Comment } from '@green-circle/contract';
import { nextPageFromLink, type Api } from '#app/lib/api-client';

/** One page of a tip's comments, oldest first, with the path of the next page (null on the last). */
export interface CommentPage {
  comments: Comment[];
  nextPage: string | null;
  total: number;
}

/** Comments a tip's page shows at first; each "Show more" shows as many again. */
export const COMMENTS_STEP = 20;
/** The most a page's address may ask for (`?comments=`): past it, "Show more" still pages on. */
const COMMENTS_MOST = 500;
/** The API's largest page. */
const API_PAGE_MOST = 100;

/** How many comments `?comments=` asks for: a whole number of steps, the first step when it is not one. */
export function commentsShown(param: string | null): number {
  const asked = Number(param);
  if (!Number.isInteger(asked) || asked < COMMENTS_STEP) return COMMENTS_STEP;
  return Math.min(Math.ceil(asked / COMMENTS_STEP) * COMMENTS_STEP, COMMENTS_MOST);
}

/** GET /gardenTips/{id}/comments?limit=, or a nextPage from an earlier page. */
async function listComments(api: Api, path: string): Promise<CommentPage> {
  const { data, headers } = await api.request<Comment[]>('GET', path);
  return { comments: data, nextPage: nextPageFromLink(headers), total: Number(headers.get('X-Total-Count') ?? 0) };
}

/**
 * A tip's first `shown` comments at least (oldest first, in as few of the API's pages as it
 * takes), the path of the page after them, and how many there are: what tip details' loader shows.
 */
export async function readComments(api: Api, tipId: string, shown: number): Promise<CommentPage> {
  const first = `/gardenTips/${encodeURIComponent(tipId)}/comments?limit=${Math.min(shown, API_PAGE_MOST)}`;
  const read = await listComments(api, first);
  while (read.nextPage && read.comments.length < shown) {
    const next = await listComments(api, read.nextPage);
    read.comments.push(...next.comments);
    read.nextPage = next.nextPage;
    read.total = next.total;
  }
  return read;
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
