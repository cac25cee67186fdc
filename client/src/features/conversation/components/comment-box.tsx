import { getFormProps } from '@conform-to/react';
import { CONVERSATION_LIMITS } from '@green-circle/contract/constants';
import { useSay, useT } from '#app/i18n/i18n';
import { useEffect, useRef, useState } from 'react';
import { useActionData, useFetcher, type To } from 'react-router';
import { BlockedReason } from '#app/components/ui/blocked-reason';
import { DraftNote } from '#app/components/ui/draft-note';
import { ERROR_TEXT } from '#app/components/ui/error-text';
import { useNeedsConnection } from '#app/components/ui/offline-line';
import { memberSubmitted, useActionForm } from '#app/lib/form';
import { draftKey, useDraft } from '#app/lib/use-draft';
import { ButtonOrLink } from './button-or-link';
import { commentBoxId, commentFetcherKey, type ConversationAnswer } from '../lib/forms';

interface CommentBoxProps {
  label: string;
  submitLabel: string;
  /** A new comment (a reply when `parentId` is given), or the edit of comment `commentId`. */
  parentId?: string;
  commentId?: string;
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

/**
 * A comment's text box: a label, a counter, the draft kept as the member types, and its button. A
 * form posted to the tip's action (a plain POST before the page's JavaScript runs), checked with
 * the contract's comment schema there; here only a blank box is stopped before sending (no zod on
 * the tip's page). The action's answer is the form's state (decision 0016): a refusal keeps the
 * words with the error under them, a written comment answers an emptied box. The text area is
 * uncontrolled: what is typed before the page's JavaScript runs stays by nature.
 */
export function CommentBox({
  label,
  submitLabel,
  parentId,
  commentId,
  draft,
  initial = '',
  onCancel,
  cancelTo,
  focusOnOpen,
  blockedReason,
}: CommentBoxProps) {
  const t = useT();
  const say = useSay();
  const box = commentBoxId({ commentId, parentId });
  // Keyed: the comment item reads the same answer to close a reply or edit box once written.
  const fetcher = useFetcher<ConversationAnswer>({ key: commentFetcherKey(box) });
  // A plain POST (no JavaScript) the action refused: the page comes back with its answer, for this box.
  const posted = useActionData<ConversationAnswer>();
  const refused = posted?.box === box ? posted.result : undefined;
  const kept = useDraft(draft ? draftKey(draft.uid, draft.name) : null, { body: initial });
  const editing = commentId !== undefined;
  const [form, fields] = useActionForm<{ body: string; parentId?: string; id?: string }>({
    id: `comment-${box}`,
    lastResult: fetcher.data?.result ?? refused,
    // What a done write empties the box to: the draft is dropped as the comment is sent.
    defaultValue: { body: initial },
  });
  // A draft kept in this browser is read once React has taken the page over: the box shows it then.
  const draftBody = kept.initial.body;
  const shownDraft = useRef(draftBody);
  useEffect(() => {
    if (draftBody === shownDraft.current) return;
    shownDraft.current = draftBody;
    form.update({ name: 'body', value: draftBody });
  }, [draftBody, form]);
  const sending = fetcher.state !== 'idle';
  // Offline the text can still be written (the draft keeps it); sending waits for the network.
  const offline = useNeedsConnection();
  const [tooLong, setTooLong] = useState(false);
  const error = fields.body.errors?.[0] ?? form.errors?.[0];
  const errorId = `${fields.body.id}-error`;
  const body = fields.body.initialValue ?? '';

  return (
    <fetcher.Form
      method="post"
      {...getFormProps(form)}
      onSubmit={(event) => {
        form.onSubmit(event);
        // Sent: the draft has done its work (a refusal keeps the words in the box itself).
        if (memberSubmitted(event) && !event.defaultPrevented) kept.clear();
      }}
      className="flex flex-col gap-2"
    >
      <input type="hidden" name="intent" value={editing ? 'edit-comment' : 'comment'} />
      {parentId && <input type="hidden" name="parentId" value={parentId} />}
      {editing && <input type="hidden" name="id" value={commentId} />}
      {kept.restoredAt && (
        <DraftNote
          savedAt={kept.restoredAt}
          onDiscard={() => {
            kept.clear();
            form.update({ name: 'body', value: initial });
          }}
        />
      )}
      <label htmlFor={fields.body.id} className="font-semibold">
        {label}
      </label>
      <BodyText
        key={fields.body.key}
        id={fields.body.id}
        name={fields.body.name}
        defaultValue={typeof body === 'string' ? body : ''}
        focus={focusOnOpen}
        error={error ? errorId : undefined}
        disabled={!!blockedReason}
        onText={(text) => {
          kept.save({ body: text });
          setTooLong(text.length > CONVERSATION_LIMITS.commentMax);
        }}
      />
      {error && (
        <p id={errorId} className={ERROR_TEXT}>
          {say(error)}
        </p>
      )}
      {blockedReason && <BlockedReason id={`${fields.body.id}-blocked`} reason={blockedReason} />}
      <div className="flex flex-wrap items-center justify-end gap-2">
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

/**
 * The comment's text area, uncontrolled (its words from `defaultValue`), and its counter: drawn
 * anew (keyed by the form) when an answer empties the box or a draft fills it.
 */
function BodyText({
  id,
  name,
  defaultValue,
  focus,
  error,
  disabled,
  onText,
}: {
  id: string;
  name: string;
  defaultValue: string;
  focus?: boolean;
  error?: string;
  disabled: boolean;
  onText: (text: string) => void;
}) {
  const [length, setLength] = useState(defaultValue.length);
  const tooLong = length > CONVERSATION_LIMITS.commentMax;
  const textBox = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    // Words typed before the page's JavaScript ran are the text area's own: the counter counts them.
    setLength(textBox.current?.value.length ?? 0);
    if (focus) textBox.current?.focus();
  }, [focus]);
  return (
    <>
      <textarea
        ref={textBox}
        id={id}
        name={name}
        defaultValue={defaultValue}
        onChange={(event) => {
          setLength(event.target.value.length);
          onText(event.target.value);
        }}
        rows={3}
        required
        // The API refuses more; the counter says so before sending.
        aria-describedby={[`${id}-count`, error].filter(Boolean).join(' ')}
        aria-invalid={tooLong || !!error || undefined}
        disabled={disabled}
        className="textarea w-full"
      />
      <span id={`${id}-count`} className={`text-sm ${tooLong ? 'text-error' : 'opacity-70'}`}>
        {length} / {CONVERSATION_LIMITS.commentMax}
      </span>
    </>
  );
}
