import { CONVERSATION_LIMITS } from '@green-circle/contract/constants';
import { CONVERSATION_MESSAGES as M } from '@green-circle/contract/messages';
import { useEffect, useId, useRef, useState } from 'react';
import { BlockedReason } from '../../../components/ui/blocked-reason';
import { DraftNote } from '../../../components/ui/draft-note';
import { useNeedsConnection } from '../../../components/ui/offline-line';
import { draftKey, useDraft } from '../../../lib/use-draft';

interface CommentBoxProps {
  label: string;
  submitLabel: string;
  /** Sends the text; resolves true when it was taken (the box then empties). */
  onSubmit: (body: string) => Promise<boolean>;
  /** Keeps what is typed in this browser (per member and tip) until it is sent, like the tip form. */
  draft?: { uid: string; name: string };
  initial?: string;
  onCancel?: () => void;
  /** Opened by the reader (Reply, Edit): the text box takes the focus. */
  focusOnOpen?: boolean;
  /** Why the member cannot write yet (an address not verified): the box is disabled with this beside it. */
  blockedReason?: string | null;
}

/** A comment's text box: a label, a counter, the draft kept as the member types, and its button. */
export function CommentBox({
  label,
  submitLabel,
  onSubmit,
  draft,
  initial = '',
  onCancel,
  focusOnOpen,
  blockedReason,
}: CommentBoxProps) {
  const id = useId();
  const textBox = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (focusOnOpen) textBox.current?.focus();
  }, [focusOnOpen]);
  const kept = useDraft(draft ? draftKey(draft.uid, draft.name) : null, { body: initial });
  const [body, setBody] = useState(kept.initial.body);
  const [sending, setSending] = useState(false);
  const tooLong = body.length > CONVERSATION_LIMITS.commentMax;
  // Offline the text can still be written (the draft keeps it); sending waits for the network.
  const offline = useNeedsConnection();

  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={async (event) => {
        event.preventDefault();
        if (!body.trim() || tooLong) return;
        setSending(true);
        const taken = await onSubmit(body.trim());
        setSending(false);
        if (taken) {
          kept.clear();
          setBody(initial);
        }
      }}
    >
      {kept.restoredAt && (
        <DraftNote
          savedAt={kept.restoredAt}
          onDiscard={() => {
            kept.clear();
            setBody(initial);
          }}
        />
      )}
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <textarea
        id={id}
        value={body}
        onChange={(event) => {
          setBody(event.target.value);
          kept.save({ body: event.target.value });
        }}
        rows={3}
        // The API refuses more; the counter says so before sending.
        aria-describedby={`${id}-count`}
        aria-invalid={tooLong || undefined}
        ref={textBox}
        disabled={!!blockedReason}
        className="textarea w-full"
      />
      {blockedReason && <BlockedReason id={`${id}-blocked`} reason={blockedReason} />}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span id={`${id}-count`} className={`text-sm ${tooLong ? 'text-error' : 'opacity-70'}`}>
          {body.length} / {CONVERSATION_LIMITS.commentMax}
        </span>
        <span className="flex gap-2">
          {onCancel && (
            <button type="button" className="btn btn-ghost btn-sm" onClick={onCancel}>
              {M.cancel}
            </button>
          )}
          <button
            type="submit"
            className="btn btn-primary btn-sm"
            disabled={sending || !body.trim() || tooLong || !!blockedReason || offline.disabled}
            aria-describedby={blockedReason ? `${id}-blocked` : offline['aria-describedby']}
            title={offline.title}
          >
            {submitLabel}
          </button>
        </span>
      </div>
    </form>
  );
}
