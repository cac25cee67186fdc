import type { Comment } from '@green-circle/contract';
import { useT } from '#app/i18n/i18n';
import { useState, type ReactNode } from 'react';
import { Link, useFetcher, useLocation, useSearchParams } from 'react-router';
import { useHydrated } from '#app/lib/hydration';
import { BylineAvatar } from '#app/components/ui/avatar';
import { DateTime } from '#app/components/ui/date-time';
import { ButtonOrLink } from './button-or-link';
import { CommentBox } from './comment-box';
import { CommentText } from './comment-text';
import { commentBoxId, commentFetcherKey, type ConversationAnswer } from '../lib/forms';

interface CommentItemProps {
  comment: Comment;
  /** Signed in with a verified address: may reply. */
  canWrite: boolean;
  /** Delete: a form posted to the route's action; once the page's JavaScript runs, the conversation asks first. */
  onDelete: (form: HTMLFormElement) => void;
  /** The comment's '⋯' menu (its Report item), composed by the route; shown on others' comments to a member who may write. */
  menu?: ReactNode;
  /** The thread's replies, under the comment. */
  children?: ReactNode;
}

type Mode = 'read' | 'reply' | 'edit';

/** The page's search with this reply or edit box (or delete confirmation) open, or none; the rest (?comments=) kept. */
function withMode(params: URLSearchParams, open: [Exclude<Mode, 'read'> | 'delete', string] | null): string {
  const next = new URLSearchParams(params);
  next.delete('reply');
  next.delete('edit');
  next.delete('delete');
  if (open) next.set(...open);
  const search = next.toString();
  return search ? `?${search}` : '';
}

/** One comment: who and when, its text (or "Comment deleted"), and what the reader may do with it. */
export function CommentItem({ comment, canWrite, onDelete, menu, children }: CommentItemProps) {
  const t = useT();
  // Without JavaScript, Reply and Edit are links: the page's address (?reply=, ?edit=) opens the box.
  const [params] = useSearchParams();
  const [mode, setMode] = useState<Mode>(() =>
    params.get('reply') === comment._id ? 'reply' : params.get('edit') === comment._id ? 'edit' : 'read',
  );
  const closed = { search: withMode(params, null), hash: `comment-${comment._id}` };
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  // Without JavaScript, Delete opens this confirmation by the page's address (?delete=); it posts
  // to a clean address, so the page after it asks nothing more.
  const confirming = !hydrated && params.get('delete') === comment._id && comment.mine === true;
  const close = () => setMode('read');
  // A reply or an edit written: its box closes. Read from the box's own answer as this item draws
  // (no effect waits on it); each written comment closes it once.
  const replied = useFetcher<ConversationAnswer>({ key: commentFetcherKey(commentBoxId({ parentId: comment._id })) });
  const edited = useFetcher<ConversationAnswer>({ key: commentFetcherKey(commentBoxId({ commentId: comment._id })) });
  const written = { reply: replied.data?.comment, edit: edited.data?.comment };
  const [closedFor, setClosedFor] = useState(written);
  if (written.reply !== closedFor.reply || written.edit !== closedFor.edit) {
    setClosedFor(written);
    if (mode !== 'read' && written[mode] && written[mode] !== closedFor[mode]) setMode('read');
  }
  // Hidden by moderators: everyone else reads only that it was removed (the API sends no text);
  // its author still reads it, marked with the moderators' reason.
  const removed = comment.removed === true && !comment.deleted && comment.mine !== true;
  const placeholder = comment.deleted
    ? t('conversation.commentDeleted')
    : removed
      ? t('safety.removedByModerators')
      : null;
  return (
    // The comment's own address (#comment-<id>): an e-mail about it links here.
    <li id={`comment-${comment._id}`} className="flex scroll-mt-24 flex-col gap-2" data-testid="comment">
      <article
        aria-label={placeholder ?? t('conversation.commentBy', { name: comment.displayName })}
        className="flex gap-3"
      >
        {placeholder === null && (
          <BylineAvatar src={comment.authorPhotoURL} name={comment.displayName} className="h-8 w-8 shrink-0 text-xs" />
        )}
        <div className="min-w-0 flex-1">
          {placeholder !== null ? (
            <p className="italic opacity-70">{placeholder}</p>
          ) : (
            <>
              <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                <span className="font-semibold" lang="">
                  {comment.displayName}
                </span>
                <DateTime iso={comment.createdAt} className="opacity-70" />
                {comment.editedAt && <span className="badge badge-ghost badge-sm">{t('conversation.edited')}</span>}
              </p>
              {comment.moderation && (
                <div role="status" className="alert alert-warning my-1 py-2 text-sm">
                  <div>
                    <p className="font-semibold">{t('safety.hiddenByModerators')}</p>
                    <p className="[overflow-wrap:anywhere]">
                      {t('safety.reasonIs', { reason: comment.moderation.reason })}
                    </p>
                  </div>
                </div>
              )}
              {mode === 'edit' ? (
                <CommentBox
                  label={t('conversation.edit')}
                  submitLabel={t('conversation.save')}
                  commentId={comment._id}
                  initial={comment.body}
                  focusOnOpen
                  onCancel={close}
                  cancelTo={closed}
                />
              ) : (
                <CommentText text={comment.body} />
              )}
              {mode === 'read' && (canWrite || comment.mine) && (
                <div className="mt-1 flex items-center gap-1">
                  {canWrite && (
                    <ButtonOrLink
                      className="btn btn-ghost btn-xs"
                      to={{ ...closed, search: withMode(params, ['reply', comment._id]) }}
                      onClick={() => setMode('reply')}
                    >
                      {t('conversation.reply')}
                      <span className="sr-only"> {t('conversation.replyTo', { name: comment.displayName })}</span>
                    </ButtonOrLink>
                  )}
                  {comment.mine && (
                    <>
                      <ButtonOrLink
                        className="btn btn-ghost btn-xs"
                        to={{ ...closed, search: withMode(params, ['edit', comment._id]) }}
                        onClick={() => setMode('edit')}
                      >
                        {t('conversation.edit')}
                        <span className="sr-only"> {t('conversation.yourComment')}</span>
                      </ButtonOrLink>
                      {hydrated ? (
                        <form
                          method="post"
                          onSubmit={(event) => {
                            event.preventDefault();
                            onDelete(event.currentTarget);
                          }}
                        >
                          <input type="hidden" name="intent" value="delete-comment" />
                          <input type="hidden" name="id" value={comment._id} />
                          <button type="submit" className="btn btn-ghost btn-xs text-error">
                            {t('conversation.delete')}
                            <span className="sr-only"> {t('conversation.yourComment')}</span>
                          </button>
                        </form>
                      ) : (
                        <Link
                          to={{ ...closed, search: withMode(params, ['delete', comment._id]) }}
                          preventScrollReset
                          className="btn btn-ghost btn-xs text-error"
                        >
                          {t('conversation.delete')}
                          <span className="sr-only"> {t('conversation.yourComment')}</span>
                        </Link>
                      )}
                    </>
                  )}
                  {canWrite && !comment.mine && menu}
                </div>
              )}
              {confirming && (
                <form
                  method="post"
                  action={`${pathname}${closed.search || '?'}`}
                  role="alertdialog"
                  aria-labelledby={`delete-${comment._id}`}
                  className="alert alert-warning mt-2 flex flex-wrap items-center gap-2 py-2 text-sm"
                >
                  <p id={`delete-${comment._id}`} className="font-semibold">
                    {t('conversation.deleteCommentConfirm')}
                  </p>
                  <input type="hidden" name="intent" value="delete-comment" />
                  <input type="hidden" name="id" value={comment._id} />
                  <button type="submit" className="btn btn-error btn-xs">
                    {t('conversation.delete')}
                  </button>
                  <Link to={closed} preventScrollReset className="btn btn-ghost btn-xs">
                    {t('conversation.cancel')}
                  </Link>
                </form>
              )}
            </>
          )}
        </div>
      </article>
      {children}
      {mode === 'reply' && (
        <div className="ml-11">
          <CommentBox
            label={t('conversation.replyLabel')}
            submitLabel={t('conversation.replySubmit')}
            parentId={comment._id}
            focusOnOpen
            onCancel={close}
            cancelTo={closed}
          />
        </div>
      )}
    </li>
  );
}
