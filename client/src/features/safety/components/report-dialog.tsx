import { useEffect, useId, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import type { ReportTarget } from '@green-circle/contract';
import { useT } from '#app/i18n/i18n';
import { ReportForm, type ReportAnswer } from './report-form';

interface ReportDialogProps {
  /** What is reported: a tip, a comment or a gardener (by their public author id). */
  target: ReportTarget;
  /** The page the report is made from. */
  back: string;
  open: boolean;
  onClose: () => void;
}

/**
 * The 'Report this' overlay, the same for tips, comments and profiles, sent once (a second report
 * of the same thing is taken quietly). A native modal <dialog>, so the page behind is inert and
 * Escape closes it. Sent, it empties and closes (its answer, read as the dialog draws: no effect
 * waits on it; the toast rides the flash cookie); refused, it stays open with what was chosen and
 * the refusal above its buttons.
 */
export function ReportDialog({ target, back, open, onClose }: ReportDialogProps) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // Posted to the site's report route, which sends it as the session's member.
  const fetcher = useFetcher<ReportAnswer>();
  const sending = fetcher.state !== 'idle';

  // Sent: a fresh, empty form for the next time (its key), and the dialog closes; closing fires
  // the <dialog>'s close event, which tells the page (onClose).
  const [sentCount, setSentCount] = useState(0);
  const [justSent, setJustSent] = useState(false);
  const [seen, setSeen] = useState(fetcher.data);
  if (fetcher.data !== seen) {
    setSeen(fetcher.data);
    if (fetcher.data?.sent) {
      setSentCount((count) => count + 1);
      setJustSent(true);
    }
  }
  if (!open && justSent) setJustSent(false);
  const shown = open && !justSent;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (shown && !dialog.open) dialog.showModal?.();
    if (!shown && dialog.open) dialog.close();
  }, [shown]);

  return (
    <dialog ref={ref} className="modal" aria-labelledby={titleId} onClose={onClose}>
      <div className="modal-box">
        <h2 id={titleId} className="mb-4 text-xl font-bold">
          {t('safety.reportTitle')}
        </h2>
        <ReportForm
          key={sentCount}
          target={target}
          back={back}
          lastResult={fetcher.data?.sent ? null : fetcher.data?.result}
          sending={sending}
          as={fetcher.Form}
          actions={
            <button type="button" className="btn btn-ghost" onClick={onClose}>
              {t('report.cancel')}
            </button>
          }
        />
      </div>
    </dialog>
  );
}
