import { REPORT_REASONS, SAFETY_LIMITS, type ReportReason, type ReportTarget } from '@green-circle/contract';
import { SAFETY_MESSAGES } from '@green-circle/contract/messages';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { sendReport } from '../api/safety-api';
import { browserApi } from '../../../lib/browser-api';

export const REASON_LABELS: Record<ReportReason, string> = {
  spam: SAFETY_MESSAGES.reportReasonSpam,
  harmful: SAFETY_MESSAGES.reportReasonHarmful,
  harassment: SAFETY_MESSAGES.reportReasonHarassment,
  'off-topic': SAFETY_MESSAGES.reportReasonOffTopic,
  other: SAFETY_MESSAGES.reportReasonOther,
};

interface ReportDialogProps {
  /** What is reported: a tip, a comment or a gardener (by their public author id). */
  target: ReportTarget;
  open: boolean;
  onClose: () => void;
}

/**
 * The 'Report this' overlay, the same for tips, comments and profiles: a reason, an optional
 * note, sent once (a second report of the same thing is taken quietly). A native modal
 * <dialog>, so the page behind is inert and Escape closes it.
 */
export function ReportDialog({ target, open, onClose }: ReportDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const noteId = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [sending, setSending] = useState(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (reason === null) return;
    setSending(true);
    try {
      await sendReport(browserApi, { target, reason, ...(note.trim() ? { note: note.trim() } : {}) });
      notify.success(SAFETY_MESSAGES.reportSent);
      setReason(null);
      setNote('');
      onClose();
    } catch (error) {
      // 403 (verify your e-mail) and 429 (the day's reports are sent: until when) say what to do.
      const told = error instanceof ApiError && (error.status === 403 || error.status === 429);
      notify.error(told ? error.message : SAFETY_MESSAGES.reportFailed);
    } finally {
      setSending(false);
    }
  }

  return (
    <dialog ref={ref} className="modal" aria-labelledby={titleId} onClose={onClose}>
      <div className="modal-box">
        <h2 id={titleId} className="mb-4 text-xl font-bold">
          {SAFETY_MESSAGES.reportTitle}
        </h2>
        <form onSubmit={submit} className="flex flex-col gap-4">
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 font-semibold">{SAFETY_MESSAGES.reportReasonLabel}</legend>
            {REPORT_REASONS.map((value) => (
              <label key={value} className="flex cursor-pointer items-center gap-3">
                <input
                  type="radio"
                  name="reason"
                  className="radio radio-sm"
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                  required
                />
                <span>{REASON_LABELS[value]}</span>
              </label>
            ))}
          </fieldset>
          <label htmlFor={noteId} className="font-semibold">
            {SAFETY_MESSAGES.reportNoteLabel}
          </label>
          <textarea
            id={noteId}
            className="textarea w-full"
            rows={3}
            maxLength={SAFETY_LIMITS.noteMax}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          <div className="modal-action mt-0">
            <button type="button" className="btn btn-ghost" onClick={onClose}>
              Cancel
            </button>
            <button type="submit" className="btn btn-error" disabled={reason === null || sending}>
              {SAFETY_MESSAGES.reportSend}
            </button>
          </div>
        </form>
      </div>
    </dialog>
  );
}
