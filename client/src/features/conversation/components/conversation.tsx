import type { Comment } from '@green-circle/contract';
import { useT } from '#app/i18n/i18n';
import type { ReactNode } from 'react';
import { Link, useFetcher, useLocation, useNavigation } from 'react-router';
import { loginPath, paths } from '#app/config/paths';
import { COMMENTS_STEP, type CommentPage } from '../api/comments';
import type { ConversationAnswer } from '../lib/forms';
import { CommentBox } from './comment-box';
import { CommentItem } from './comment-item';

/** What the conversation hands a comment's menu: blocking the comment's author, done here (their comments leave the thread). */
export interface CommentMenuActions {
  block: () => void;
}
export type CommentMenu = (comment: Comment, actions: CommentMenuActions) => ReactNode;

/**
 * The conversation under a tip, as tip details' loader read it: threads oldest first (replies
 * under their first comment), 20 at a time with "Show more" (the page's address asks for more:
 * a link, so it works before the JavaScript runs), and a comment box that keeps its draft. Every
 * write posts to the tip's action, which reads the page again.
 */
export function Conversation({
  tipId,
  comments,
  memberUid,
  verified = true,
  commentMenu,
}: {
  tipId: string;
  /** The comments shown, or null when they could not be read. */
  comments: CommentPage | null;
  memberUid: string | null;
  /** The member's address is verified: an unverified one sees why the box is disabled before typing. */
  verified?: boolean;
  /** A comment's '⋯' menu (Block, Report): the route composes it from the safety feature. */
  commentMenu?: CommentMenu;
}) {
  const t = useT();
  const canWrite = memberUid !== null && verified;
  const location = useLocation();
  const navigation = useNavigation();
  const moreTo = comments && { search: `?comments=${comments.comments.length + COMMENTS_STEP}` };
  const loadingMore = navigation.state === 'loading' && navigation.location.search === moreTo?.search;

  // Deletes and blocks go through one fetcher (the page's data is read again after it; a toast rides the flash cookie).
  const writes = useFetcher<ConversationAnswer>();
  const remove = async (form: HTMLFormElement) => {
    // The dialogs' module comes with the click, not with the tip's page.
    const { confirmDeleteComment } = await import('#app/components/ui/dialogs');
    if (await confirmDeleteComment(t)) await writes.submit(form);
  };
  const block = (comment: Comment) =>
    void writes.submit({ intent: 'block-author', id: comment.authorId }, { method: 'post' });
  const itemProps = (comment: Comment) => ({
    comment,
    canWrite,
    onDelete: (form: HTMLFormElement) => void remove(form),
    menu: commentMenu?.(comment, { block: () => block(comment) }),
  });

  const loaded = comments?.comments ?? [];
  const ids = new Set(loaded.map((c) => c._id));
  // A reply whose first comment is not on the page (it never is after it) shows as a thread of its own.
  const threads = loaded.filter((c) => c.parentId === null || !ids.has(c.parentId));
  const repliesTo = (id: string) => loaded.filter((c) => c.parentId === id);

  return (
    <section aria-labelledby="conversation-heading" className="flex flex-col gap-4">
      <h2 id="conversation-heading" className="text-xl font-bold">
        {t('conversation.conversationHeading')}
        {comments && <span className="ml-2 text-base font-normal opacity-70">({comments.total})</span>}
      </h2>
      {!comments && (
        <div role="alert" className="alert alert-error alert-soft flex flex-wrap justify-between">
          <span>{t('conversation.commentsFailed')}</span>
          {/* The same address again: the loader reads the comments anew. */}
          <Link to={location} replace preventScrollReset className="btn btn-sm">
            {t('common.tryAgain')}
          </Link>
        </div>
      )}
      {comments && loaded.length === 0 && <p className="opacity-80">{t('conversation.noComments')}</p>}
      {threads.length > 0 && (
        <ul aria-label={t('conversation.commentsList')} className="flex flex-col gap-5">
          {threads.map((thread) => (
            <CommentItem key={thread._id} {...itemProps(thread)}>
              {repliesTo(thread._id).length > 0 && (
                <ul
                  aria-label={t('conversation.repliesList')}
                  className="ml-11 flex flex-col gap-4 border-l-2 border-base-300 pl-4"
                >
                  {repliesTo(thread._id).map((reply) => (
                    <CommentItem key={reply._id} {...itemProps(reply)} />
                  ))}
                </ul>
              )}
            </CommentItem>
          ))}
        </ul>
      )}
      {comments?.nextPage && moreTo && (
        <Link
          to={moreTo}
          replace
          preventScrollReset
          className={`btn btn-outline btn-sm self-center ${loadingMore ? 'btn-disabled' : ''}`}
          aria-disabled={loadingMore || undefined}
        >
          {loadingMore && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
          {t('conversation.showMore')}
        </Link>
      )}
      {memberUid !== null ? (
        <CommentBox
          label={t('conversation.commentLabel')}
          submitLabel={t('conversation.commentSubmit')}
          draft={{ uid: memberUid, name: `comment:${tipId}` }}
          blockedReason={verified ? null : t('conversation.verifyToComment')}
        />
      ) : (
        <p>
          <Link to={loginPath(paths.tipDetails(tipId))} className="link link-primary">
            {t('conversation.signInToComment')}
          </Link>
        </p>
      )}
    </section>
  );
}
