import { CONVERSATION_MESSAGES as M, SAFETY_MESSAGES as S } from '@green-circle/contract/messages';
import { data } from 'react-router';
import { done, failure } from '../../../lib/action.server';
import type { Api } from '../../../lib/api-client';
import { parseForm } from '../../../lib/parse-form';
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

const refused = (intent: ConversationIntent, reply: unknown, message: string) =>
  data({ intent, result: reply, toast: { kind: 'error' as const, message } }, { status: 400 });

/**
 * Tip details' action for the conversation under a tip, on the server as the session's member:
 * comments and replies, their edits and deletes, blocking a comment's author, "I tried this". A
 * form the schema refuses comes back with its errors beside the field; a plain POST (no
 * JavaScript yet) that worked gets the tip's page again.
 */
export async function conversationAction(
  api: Api,
  request: Request,
  intent: ConversationIntent,
  form: FormData,
  tipId: string,
) {
  const answer = (fields: Omit<ConversationAnswer, 'intent'>, to?: string) => done(request, { intent, ...fields }, to);
  if (intent === 'comment' || intent === 'edit-comment') {
    const box = commentBoxId({ commentId: form.get('id'), parentId: form.get('parentId') });
    const submission = parseForm(form, intent === 'comment' ? commentFormSchema : commentEditFormSchema);
    if (submission.status !== 'success') return data({ intent, box, result: submission.reply() }, { status: 400 });
    const { body, parentId, id } = submission.value as { body: string; parentId?: string; id?: string };
    try {
      const comment = id ? await editComment(api, id, body) : await postComment(api, tipId, body, parentId);
      return answer({ comment }, pageAt(request, `comment-${comment._id}`));
    } catch (error) {
      const message = failure(error, id ? M.commentEditFailed : M.commentFailed);
      return data(
        {
          intent,
          box,
          result: submission.reply({ formErrors: [message] }),
          toast: { kind: 'error' as const, message },
        },
        { status: 400 },
      );
    }
  }
  if (intent === 'trial') {
    const submission = parseForm(form, trialFormSchema);
    if (submission.status !== 'success') return data({ intent, result: submission.reply() }, { status: 400 });
    try {
      await putMyTrial(api, tipId, submission.value);
      return answer({ toast: { kind: 'success', message: M.trialSaved } }, pageAt(request, 'evidence-heading'));
    } catch (error) {
      const message = failure(error, M.trialFailed);
      return refused(intent, submission.reply({ formErrors: [message] }), message);
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
      return answer({ blocked: id, toast: { kind: 'success', message: S.blocked } });
    }
    await deleteMyTrial(api, tipId);
    return answer({ toast: { kind: 'success', message: M.trialWithdrawn } });
  } catch (error) {
    const fallback =
      intent === 'delete-comment'
        ? M.commentDeleteFailed
        : intent === 'block-author'
          ? S.moderationFailed
          : M.trialFailed;
    return refused(intent, null, failure(error, fallback));
  }
}
