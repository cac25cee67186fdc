import { REPORT_REASONS, SAFETY_LIMITS, type ReportReason, type ReportTarget } from '@green-circle/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { paths } from '../../../config/paths';
import { useToast, type Toast } from '../../../lib/action-toast';
import { useT, type MessageKey } from '../../../i18n/i18n';

/** Each reason's words in the catalogues (the contract's texts, by their codes). */
export const REASON_LABELS: Record<ReportReason, MessageKey> = {
  spam: 'safety.reportReasonSpam',
  harmful: 'safety.reportReasonHarmful',
  harassment: 'safety.reportReasonHarassment',
  'off-topic': 'safety.reportReasonOffTopic',
  other: 'safety.reportReasonOther',
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
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const noteId = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  // Posted to the site's report route, which sends it as the session's member.
  const fetcher = useFetcher<{ sent: boolean; toast?: Toast }>();
  useToast(fetcher.data?.toast);
  const sending = fetcher.state !== 'idle';

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // Sent: the dialog empties and closes (a refusal keeps it open with what was chosen).
  const [emptiedFor, setEmptiedFor] = useState(fetcher.data);
  if (fetcher.data !== emptiedFor) {
    setEmptiedFor(fetcher.data);
    if (fetcher.data?.sent) {
      setReason(null);
      setNote('');
    }
  }
  const closedFor = useRef(fetcher.data);
  useEffect(() => {
    if (fetcher.data === closedFor.current) return;
    closedFor.current = fetcher.data;
    if (fetcher.data?.sent) onClose();
  }, [fetcher.data, onClose]);

  return (
    <dialog ref={ref} className="modal" aria-labelledby={titleId} onClose={onClose}>
      <div className="modal-box">
        <h2 id={titleId} className="mb-4 text-xl font-bold">
          {t('safety.reportTitle')}
        </h2>
        <fetcher.Form method="post" action={paths.reports} className="flex flex-col gap-4">
          <input type="hidden" name="target.kind" value={target.kind} />
          <input type="hidden" name="target.id" value={target.id} />
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 font-semibold">{t('safety.reportReasonLabel')}</legend>
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
                <span>{t(REASON_LABELS[value])}</span>
              </label>
            ))}
          </fieldset>
          <label htmlFor={noteId} className="font-semibold">
            {t('safety.reportNoteLabel')}
          </label>
          <textarea
            id={noteId}
            name="note"
            className="textarea w-full"
            rows={3}
            maxLength={SAFETY_LIMITS.noteMax}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          <div className="modal-action mt-0">
            <button type="button" className="btn btn-ghost" onClick={onClose}>
              {t('report.cancel')}
            </button>
            <button type="submit" className="btn btn-error" disabled={reason === null || sending}>
              {t('safety.reportSend')}
            </button>
          </div>
        </fetcher.Form>
      </div>
    </dialog>
  );
}
