import type { Comment } from '@green-circle/contract';
import { CONVERSATION_MESSAGES as M } from '@green-circle/contract/messages';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useFetcher } from 'react-router';
import { confirmDeleteComment } from '../../../components/ui/dialogs';
import { loginPath, paths } from '../../../config/paths';
import { useToast } from '../../../lib/action-toast';
import type { ConversationAnswer } from '../lib/forms';
import { CommentBox } from './comment-box';
import { CommentItem } from './comment-item';
import { useComments } from './use-comments';

/** What the conversation hands a comment's menu: blocking the comment's author, done here (their comments leave the thread). */
export interface CommentMenuActions {
  block: () => void;
}
export type CommentMenu = (comment: Comment, actions: CommentMenuActions) => ReactNode;

/**
 * The conversation under a tip: threads oldest first (replies under their first comment), 20 at a
 * time with "Show more", and a comment box that keeps its draft. Drawn in the browser only.
 */
export function Conversation({
  tipId,
  memberUid,
  verified = true,
  commentMenu,
}: {
  tipId: string;
  memberUid: string | null;
  /** The member's address is verified: an unverified one sees why the box is disabled before typing. */
  verified?: boolean;
  /** A comment's '⋯' menu (Block, Report): the route composes it from the safety feature. */
  commentMenu?: CommentMenu;
}) {
  const comments = useComments(tipId);
  const { state } = comments;
  const canWrite = memberUid !== null && verified;

  // Deletes and blocks go through one fetcher; a comment written or edited comes back from its box.
  const writes = useFetcher<ConversationAnswer>();
  useToast(writes.data?.toast);
  const handled = useRef(writes.data);
  useEffect(() => {
    const answer = writes.data;
    if (answer === handled.current) return;
    handled.current = answer;
    if (answer?.removed) comments.removedById(answer.removed);
    if (answer?.blocked) comments.blocked(answer.blocked);
  });
  const remove = async (form: HTMLFormElement) => {
    if (await confirmDeleteComment()) await writes.submit(form);
  };
  const block = (comment: Comment) =>
    void writes.submit({ intent: 'block-author', id: comment.authorId }, { method: 'post' });
  const saved = (comment: Comment) =>
    state.status === 'ready' && state.comments.some((c) => c._id === comment._id)
      ? comments.replaced(comment)
      : comments.added(comment);
  const itemProps = (comment: Comment) => ({
    comment,
    canWrite,
    onSaved: saved,
    onDelete: (form: HTMLFormElement) => void remove(form),
    menu: commentMenu?.(comment, { block: () => block(comment) }),
  });

  const loaded = state.status === 'ready' ? state.comments : [];
  const ids = new Set(loaded.map((c) => c._id));
  // A reply whose first comment is not on the page (it never is after it) shows as a thread of its own.
  const threads = loaded.filter((c) => c.parentId === null || !ids.has(c.parentId));
  const repliesTo = (id: string) => loaded.filter((c) => c.parentId === id);

  return (
    <section aria-labelledby="conversation-heading" className="flex flex-col gap-4">
      <h2 id="conversation-heading" className="text-xl font-bold">
        {M.conversationHeading}
        {state.status === 'ready' && <span className="ml-2 text-base font-normal opacity-70">({state.total})</span>}
      </h2>
      {state.status === 'loading' && (
        <p role="status" className="flex items-center gap-2">
          <span className="loading loading-spinner loading-sm" aria-hidden="true" /> Loading comments...
        </p>
      )}
      {state.status === 'error' && (
        <div role="alert" className="alert alert-error alert-soft flex flex-wrap justify-between">
          <span>{M.commentsFailed}</span>
          <button type="button" className="btn btn-sm" onClick={comments.retry}>
            Try again
          </button>
        </div>
      )}
      {state.status === 'ready' && loaded.length === 0 && <p className="opacity-80">{M.noComments}</p>}
      {threads.length > 0 && (
        <ul aria-label="Comments" className="flex flex-col gap-5">
          {threads.map((thread) => (
            <CommentItem key={thread._id} {...itemProps(thread)}>
              {repliesTo(thread._id).length > 0 && (
                <ul aria-label="Replies" className="ml-11 flex flex-col gap-4 border-l-2 border-base-300 pl-4">
                  {repliesTo(thread._id).map((reply) => (
                    <CommentItem key={reply._id} {...itemProps(reply)} />
                  ))}
                </ul>
              )}
            </CommentItem>
          ))}
        </ul>
      )}
      {state.status === 'ready' && state.nextPage && (
        <button
          type="button"
          className="btn btn-outline btn-sm self-center"
          onClick={() => void comments.showMore()}
          disabled={comments.loadingMore}
        >
          {comments.loadingMore && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
          {M.showMore}
        </button>
      )}
      {memberUid !== null ? (
        <CommentBox
          label={M.commentLabel}
          submitLabel={M.commentSubmit}
          draft={{ uid: memberUid, name: `comment:${tipId}` }}
          onSaved={saved}
          blockedReason={verified ? null : M.verifyToComment}
        />
      ) : (
        <p>
          <Link to={loginPath(paths.tipDetails(tipId))} className="link link-primary">
            {M.signInToComment}
          </Link>
        </p>
      )}
    </section>
  );
}
