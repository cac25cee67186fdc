import type { Comment } from '@green-circle/contract';
import { useCallback, useEffect, useState } from 'react';
import { listComments } from '../api/comments';
import { browserApi } from '../../../lib/browser-api';

export type CommentsState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; comments: Comment[]; nextPage: string | null; total: number };

/**
 * A tip's comments as the page holds them: the first 20, more on "Show more", and the member's
 * own changes put in place (no reload, so what was shown more stays).
 */
export function useComments(tipId: string) {
  const [state, setState] = useState<CommentsState>({ status: 'loading' });
  const [loadingMore, setLoadingMore] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    listComments(browserApi, tipId, controller.signal).then(
      (page) => setState({ status: 'ready', comments: page.comments, nextPage: page.nextPage, total: page.total }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [tipId, attempt]);

  const showMore = useCallback(async () => {
    if (state.status !== 'ready' || !state.nextPage) return;
    setLoadingMore(true);
    try {
      const page = await listComments(browserApi, state.nextPage);
      setState((s) =>
        s.status === 'ready'
          ? {
              ...s,
              // A comment written meanwhile may already be on the page.
              comments: [...s.comments, ...page.comments.filter((c) => !s.comments.some((o) => o._id === c._id))],
              nextPage: page.nextPage,
              total: page.total,
            }
          : s,
      );
    } catch {
      setState({ status: 'error' });
    } finally {
      setLoadingMore(false);
    }
  }, [state]);

  const update = (change: (comments: Comment[]) => Comment[], totalBy = 0) =>
    setState((s) => (s.status === 'ready' ? { ...s, comments: change(s.comments), total: s.total + totalBy } : s));

  return {
    state,
    loadingMore,
    showMore,
    retry: () => {
      setState({ status: 'loading' });
      setAttempt((n) => n + 1);
    },
    added: (comment: Comment) => update((list) => [...list, comment], 1),
    replaced: (comment: Comment) => update((list) => list.map((c) => (c._id === comment._id ? comment : c))),
    /** A gardener the reader blocked: their comments leave the thread at once, as the API leaves them out from now on. */
    blocked: (authorId: string) =>
      setState((s) => {
        if (s.status !== 'ready') return s;
        const comments = s.comments.filter((c) => c.deleted || c.authorId !== authorId);
        return { ...s, comments, total: s.total - (s.comments.length - comments.length) };
      }),
    /** The comment with this id was deleted: gone, or (with replies) kept as "Comment deleted"; a blank first comment whose last reply went goes too. */
    removedById: (id: string) =>
      setState((s) => {
        if (s.status !== 'ready' || !s.comments.some((c) => c._id === id)) return s;
        return { ...s, comments: withoutComment(s.comments, id), total: s.total - 1 };
      }),
  };
}

function withoutComment(list: Comment[], id: string): Comment[] {
  const comment = list.find((c) => c._id === id)!;
  const hasReplies = comment.parentId === null && list.some((c) => c.parentId === comment._id);
  if (hasReplies) return list.map((c) => (c._id === comment._id ? { ...c, deleted: true, body: '' } : c));
  const rest = list.filter((c) => c._id !== comment._id);
  const parent = rest.find((c) => c._id === comment.parentId);
  return parent?.deleted && !rest.some((c) => c.parentId === parent._id)
    ? rest.filter((c) => c._id !== parent._id)
    : rest;
}
