import { parse } from '@conform-to/react';
import { data } from 'react-router';
import { done, failure } from '#app/lib/action.server';
import { accepted } from '#app/lib/form';
import type { Api } from '#app/lib/api-client';
import { parseForm } from '#app/lib/parse-form';
import { doneWithToast, refusedWithToast, type Toast } from '#app/lib/toast.server';
import { blockAuthor, deleteComment, editComment, postComment } from '../api/comments';
import { deleteMyTrial, putMyTrial } from '../api/trials';
import { commentEditFormSchema, commentFormSchema, trialFormSchema } from './form-schemas';
import { commentBoxId, type ConversationAnswer, type ConversationIntent } from './forms';

/** After a plain POST: the tip's page with no box open (?reply=, ?edit= gone), at what was written. */
function pageAt(request: Request, anchor: string) {
  const url = new URL(request.url);
  url.searchParams.delete('reply');
  url.searchParams.delete('edit');
  return `${url.pathname}${url.search}#${anchor}`;
}

/** A write with no form of its own (delete, block) the API refused: its toast in the flash cookie (no form to say it). */
const refused = (request: Request, intent: ConversationIntent, message: string) =>
  refusedWithToast<ConversationAnswer>(request, { intent }, { kind: 'error', message });

/**
 * Tip details' action for the conversation under a tip, on the server as the session's member:
 * comments and replies, their edits and deletes, blocking a comment's author, "I tried this". A
 * form the schema or the API refuses comes back as it was sent, its errors beside the field (the
 * form's `lastResult`, decision 0016); one that worked answers an emptied form, its toast in the
 * flash cookie; a plain POST (no JavaScript yet) that worked gets the tip's page again.
 */
export async function conversationAction(
  api: Api,
  request: Request,
  intent: ConversationIntent,
  form: FormData,
  tipId: string,
) {
  const answer = (fields: Omit<ConversationAnswer, 'intent'>, to?: string) => done(request, { intent, ...fields }, to);
  const told = (fields: Omit<ConversationAnswer, 'intent'>, toast: Toast, to?: string) =>
    doneWithToast(request, { intent, ...fields }, toast, to);
  if (intent === 'comment' || intent === 'edit-comment') {
    const box = commentBoxId({ commentId: form.get('id'), parentId: form.get('parentId') });
    const submission = parseForm(form, intent === 'comment' ? commentFormSchema : commentEditFormSchema);
    if (submission.status !== 'success') return data({ intent, box, result: submission.reply() }, { status: 400 });
    const { body, parentId, id } = submission.value as { body: string; parentId?: string; id?: string };
    try {
      const comment = id ? await editComment(api, id, body) : await postComment(api, tipId, body, parentId);
      return answer({ comment, box, ...accepted(submission) }, pageAt(request, `comment-${comment._id}`));
    } catch (error) {
      const message = failure(error, id ? 'conversation.commentEditFailed' : 'conversation.commentFailed');
      return data({ intent, box, result: submission.reply({ formErrors: [message] }) }, { status: 400 });
    }
  }
  if (intent === 'trial') {
    const submission = parseForm(form, trialFormSchema);
    if (submission.status !== 'success') return data({ intent, result: submission.reply() }, { status: 400 });
    try {
      await putMyTrial(api, tipId, submission.value);
      return told(
        accepted(submission),
        { kind: 'success', message: 'conversation.trialSaved' },
        pageAt(request, 'evidence-heading'),
      );
    } catch (error) {
      const message = failure(error, 'conversation.trialFailed');
      return data({ intent, result: submission.reply({ formErrors: [message] }) }, { status: 400 });
    }
  }
  const id = String(form.get('id') ?? '');
  try {
    if (intent === 'delete-comment') {
      await deleteComment(api, id);
      return answer({ removed: id });
    }
    if (intent === 'block-author') {
      await blockAuthor(api, id);
      return told({ blocked: id }, { kind: 'success', message: 'safety.blocked' });
    }
    await deleteMyTrial(api, tipId);
    return told(
      { result: withdrawn(form).reply({ resetForm: true }) },
      { kind: 'success', message: 'conversation.trialWithdrawn' },
    );
  } catch (error) {
    const fallback =
      intent === 'delete-comment'
        ? 'conversation.commentDeleteFailed'
        : intent === 'block-author'
          ? 'safety.moderationFailed'
          : 'conversation.trialFailed';
    const message = failure(error, fallback);
    // The trial form says its own refusal above it; a delete or a block has no form to say it.
    if (intent === 'withdraw-trial')
      return data({ intent, result: withdrawn(form).reply({ formErrors: [message] }) }, { status: 400 });
    return refused(request, intent, message);
  }
}

/** The trial form as sent with Withdraw (nothing in it is checked): what its answer is about. */
const withdrawn = (form: FormData) => parse<object, string[]>(form, { resolve: () => ({ value: {} }) });
