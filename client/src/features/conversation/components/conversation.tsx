import type { Comment } from '@green-circle/contract';
import { CONVERSATION_MESSAGES as M, SAFETY_MESSAGES as S } from '@green-circle/contract/messages';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { loginPath, paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { asVerifiedMember } from '../../../lib/verified-member';
import { blockAuthor, deleteComment, editComment, postComment } from '../api/comments';
import { CommentBox } from './comment-box';
import { CommentItem } from './comment-item';
import { useComments } from './use-comments';
import { browserApi } from '../../../lib/browser-api';

/** The API's own words for a refusal it explains (too long, not verified), else the general failure. */
const failure = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message ? error.message : fallback;

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
  const canWrite = memberUid !== null && verified;

  const send = async (body: string, parentId?: string) => {
    try {
      comments.added(await asVerifiedMember(() => postComment(browserApi, tipId, body, parentId)));
      return true;
    } catch (error) {
      notify.error(failure(error, M.commentFailed));
      return false;
    }
  };
  const edit = async (comment: Comment, body: string) => {
    try {
      comments.replaced(await asVerifiedMember(() => editComment(browserApi, comment._id, body)));
      return true;
    } catch (error) {
      notify.error(failure(error, M.commentEditFailed));
      return false;
    }
  };
  const remove = async (comment: Comment) => {
    if (!window.confirm(M.deleteCommentConfirm)) return;
    try {
      await asVerifiedMember(() => deleteComment(browserApi, comment._id));
      comments.removed(comment);
    } catch (error) {
      notify.error(failure(error, M.commentDeleteFailed));
    }
  };
  const block = async (comment: Comment) => {
    try {
      await asVerifiedMember(() => blockAuthor(browserApi, comment.authorId));
      comments.blocked(comment.authorId);
      notify.success(S.blocked);
    } catch (error) {
      notify.error(failure(error, S.moderationFailed));
    }
  };
  const itemProps = (comment: Comment) => ({
    comment,
    canWrite,
    onReply: (body: string) => send(body, comment._id),
    onEdit: (body: string) => edit(comment, body),
    onDelete: () => void remove(comment),
    menu: commentMenu?.(comment, { block: () => void block(comment) }),
  });

  const { state } = comments;
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
          onSubmit={(body) => send(body)}
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
