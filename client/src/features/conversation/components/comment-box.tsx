import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { CONVERSATION_LIMITS } from '@green-circle/contract/constants';
import { useContractText, useT } from '../../../i18n/i18n';
import { useEffect, useRef, useState } from 'react';
import { useActionData, useFetcher, type To } from 'react-router';
import { BlockedReason } from '../../../components/ui/blocked-reason';
import { DraftNote } from '../../../components/ui/draft-note';
import { ERROR_TEXT } from '../../../components/ui/form-field';
import { useNeedsConnection } from '../../../components/ui/offline-line';
import { useToast } from '../../../lib/action-toast';
import { checkRequired } from '../../../lib/form';
import { useTypedBeforeHydration } from '../../../lib/hydration';
import { draftKey, useDraft } from '../../../lib/use-draft';
import { ButtonOrLink } from './button-or-link';
import { commentBoxId, type ConversationAnswer } from '../lib/forms';

interface CommentBoxProps {
  label: string;
  submitLabel: string;
  /** A new comment (a reply when `parentId` is given), or the edit of comment `commentId`. */
  parentId?: string;
  commentId?: string;
  /** The comment is written or changed (the route's action answered; the box then empties). */
  onSaved?: () => void;
  /** Keeps what is typed in this browser (per member and tip) until it is sent, like the tip form. */
  draft?: { uid: string; name: string };
  initial?: string;
  onCancel?: () => void;
  /** Where Cancel goes before the page's JavaScript runs (the page without this box open). */
  cancelTo?: To;
  /** Opened by the reader (Reply, Edit): the text box takes the focus. */
  focusOnOpen?: boolean;
  /** Why the member cannot write yet (an address not verified): the box is disabled with this beside it. */
  blockedReason?: string | null;
}

type Answer = ConversationAnswer & { result?: SubmissionResult<string[]> | null };

/**
 * A comment's text box: a label, a counter, the draft kept as the member types, and its button. A
 * form posted to the tip's action (a plain POST before the page's JavaScript runs), checked with
 * the contract's comment schema there; here only a blank box is stopped before sending (no zod on
 * the tip's page). The action's refusal shows under the text.
 */
export function CommentBox({
  label,
  submitLabel,
  parentId,
  commentId,
  onSaved,
  draft,
  initial = '',
  onCancel,
  cancelTo,
  focusOnOpen,
  blockedReason,
}: CommentBoxProps) {
  const t = useT();
  const contractText = useContractText();
  const fetcher = useFetcher<Answer>();
  // A plain POST (no JavaScript) the action refused: the page comes back with its answer, for this box.
  const box = commentBoxId({ commentId, parentId });
  const posted = useActionData<Answer>();
  const refused = posted?.box === box ? posted.result : undefined;
  const textBox = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (focusOnOpen) textBox.current?.focus();
  }, [focusOnOpen]);
  const kept = useDraft(draft ? draftKey(draft.uid, draft.name) : null, { body: initial });
  const [body, setBody] = useState(() => {
    const sent = refused?.initialValue?.body;
    return typeof sent === 'string' ? sent : kept.initial.body;
  });
  useTypedBeforeHydration(textBox, body, setBody);
  const editing = commentId !== undefined;
  const [form, fields] = useForm({
    lastResult: fetcher.state === 'idle' ? (fetcher.data?.result ?? refused) : null,
    shouldValidate: 'onSubmit',
    onValidate: checkRequired<{ body: string; parentId?: string; id?: string }>,
  });
  useToast(fetcher.data?.toast);
  const sending = fetcher.state !== 'idle';
  const tooLong = body.length > CONVERSATION_LIMITS.commentMax;
  // Offline the text can still be written (the draft keeps it); sending waits for the network.
  const offline = useNeedsConnection();

  // Each written comment empties the box and is handed on, once.
  const saved = fetcher.data?.comment;
  const [emptiedFor, setEmptiedFor] = useState(saved);
  if (saved !== emptiedFor) {
    setEmptiedFor(saved);
    if (saved) setBody(initial);
  }
  const handed = useRef(saved);
  useEffect(() => {
    if (!saved || saved === handed.current) return;
    handed.current = saved;
    kept.clear();
    onSaved?.();
  }, [saved, kept, onSaved]);
  const error = fields.body.errors?.[0] ?? form.errors?.[0];
  const errorId = `${fields.body.id}-error`;

  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="flex flex-col gap-2">
      <input type="hidden" name="intent" value={editing ? 'edit-comment' : 'comment'} />
      {parentId && <input type="hidden" name="parentId" value={parentId} />}
      {editing && <input type="hidden" name="id" value={commentId} />}
      {kept.restoredAt && (
        <DraftNote
          savedAt={kept.restoredAt}
          onDiscard={() => {
            kept.clear();
            setBody(initial);
          }}
        />
      )}
      <label htmlFor={fields.body.id} className="font-semibold">
        {label}
      </label>
      <textarea
        id={fields.body.id}
        name={fields.body.name}
        value={body}
        onChange={(event) => {
          setBody(event.target.value);
          kept.save({ body: event.target.value });
        }}
        rows={3}
        required
        // The API refuses more; the counter says so before sending.
        aria-describedby={[`${fields.body.id}-count`, error && errorId].filter(Boolean).join(' ')}
        aria-invalid={tooLong || !!error || undefined}
        ref={textBox}
        disabled={!!blockedReason}
        className="textarea w-full"
      />
      {error && (
        <p id={errorId} className={ERROR_TEXT}>
          {contractText(error)}
        </p>
      )}
      {blockedReason && <BlockedReason id={`${fields.body.id}-blocked`} reason={blockedReason} />}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span id={`${fields.body.id}-count`} className={`text-sm ${tooLong ? 'text-error' : 'opacity-70'}`}>
          {body.length} / {CONVERSATION_LIMITS.commentMax}
        </span>
        <span className="flex gap-2">
          {onCancel && (
            <ButtonOrLink to={cancelTo ?? '.'} className="btn btn-ghost btn-sm" onClick={onCancel}>
              {t('conversation.cancel')}
            </ButtonOrLink>
          )}
          <button
            type="submit"
            className="btn btn-primary btn-sm"
            disabled={sending || tooLong || !!blockedReason || offline.disabled}
            aria-describedby={blockedReason ? `${fields.body.id}-blocked` : offline['aria-describedby']}
            title={offline.title}
          >
            {submitLabel}
          </button>
        </span>
      </div>
    </fetcher.Form>
  );
}
