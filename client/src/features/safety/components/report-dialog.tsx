import { FormProvider, getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import {
  REPORT_REASONS,
  SAFETY_LIMITS,
  type ReportInput,
  type ReportReason,
  type ReportTarget,
} from '@green-circle/contract';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Form, useFetcher, useLocation } from 'react-router';
import { FieldError } from '../../../components/ui/field-error';
import { ERROR_TEXT } from '../../../components/ui/form-field';
import { paths } from '../../../config/paths';
import { useToast, type Toast } from '../../../lib/action-toast';
import { checkRequired } from '../../../lib/form';
import { useContractText, useT, type MessageKey } from '../../../i18n/i18n';

/** Each reason's words in the catalogues (the contract's texts, by their codes). */
export const REASON_LABELS: Record<ReportReason, MessageKey> = {
  spam: 'safety.reportReasonSpam',
  harmful: 'safety.reportReasonHarmful',
  harassment: 'safety.reportReasonHarassment',
  'off-topic': 'safety.reportReasonOffTopic',
  other: 'safety.reportReasonOther',
};

/** What the reports route answers a form (features/safety/lib/report-action.server.ts). */
export interface ReportAnswer {
  sent: boolean;
  result?: SubmissionResult<string[]>;
  toast?: Toast;
}

/**
 * The report form, the same in the dialog and on the report page (`/reports`, the road without
 * JavaScript): a reason, an optional note, posted to the reports route and checked there with the
 * contract's schema. Its errors stand beside their fields, and a refusal (verify your e-mail, the
 * day's reports are sent) above the buttons, with JavaScript or without.
 */
function ReportForm({
  target,
  back,
  lastResult,
  sending,
  as: FormElement,
  action = paths.reports,
  actions,
}: {
  target: ReportTarget;
  /** Where the page without JavaScript goes back to once the report is sent. */
  back: string;
  lastResult: SubmissionResult<string[]> | null | undefined;
  sending: boolean;
  as: typeof Form;
  /** Where it posts: the reports route (the report page adds what it reports, so its own page comes back with the errors). */
  action?: string;
  actions: ReactNode;
}) {
  const t = useT();
  const contractText = useContractText();
  const noteId = useId();
  const [form, fields] = useForm<Pick<ReportInput, 'reason' | 'note'>>({
    lastResult,
    shouldValidate: 'onSubmit',
    onValidate: checkRequired,
  });
  const reasonError = fields.reason.errors?.[0];
  const refusal = form.errors?.[0];
  return (
    <FormProvider context={form.context}>
      <FormElement method="post" action={action} {...getFormProps(form)} className="flex flex-col gap-4">
        <input type="hidden" name="target.kind" value={target.kind} />
        <input type="hidden" name="target.id" value={target.id} />
        <input type="hidden" name="back" value={back} />
        <fieldset
          className="flex flex-col gap-2"
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={reasonError ? fields.reason.errorId : undefined}
        >
          <legend className="mb-2 font-semibold">{t('safety.reportReasonLabel')}</legend>
          {REPORT_REASONS.map((value) => (
            <label key={value} className="flex cursor-pointer items-center gap-3">
              <input
                type="radio"
                name={fields.reason.name}
                className="radio radio-sm"
                value={value}
                defaultChecked={fields.reason.initialValue === value}
                required
              />
              <span>{t(REASON_LABELS[value])}</span>
            </label>
          ))}
          <FieldError id={fields.reason.errorId} errors={fields.reason.errors} />
        </fieldset>
        <label htmlFor={noteId} className="font-semibold">
          {t('safety.reportNoteLabel')}
        </label>
        <textarea
          id={noteId}
          name={fields.note.name}
          className="textarea w-full"
          rows={3}
          maxLength={SAFETY_LIMITS.noteMax}
          defaultValue={fields.note.initialValue}
          aria-invalid={fields.note.errors ? true : undefined}
          aria-describedby={fields.note.errors ? fields.note.errorId : undefined}
        />
        <FieldError id={fields.note.errorId} errors={fields.note.errors} />
        {refusal && (
          <p role="alert" id={form.errorId} className={ERROR_TEXT}>
            {contractText(refusal)}
          </p>
        )}
        <div className="modal-action mt-0">
          {actions}
          <button type="submit" className="btn btn-error" disabled={sending}>
            {t('safety.reportSend')}
          </button>
        </div>
      </FormElement>
    </FormProvider>
  );
}

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
 * Escape closes it. Sent, it empties and closes; refused, it stays open with what was chosen.
 */
export function ReportDialog({ target, back, open, onClose }: ReportDialogProps) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // Posted to the site's report route, which sends it as the session's member.
  const fetcher = useFetcher<ReportAnswer>();
  useToast(fetcher.data?.toast);
  const sending = fetcher.state !== 'idle';

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // Sent: a fresh, empty form for the next time (its key), and the dialog closes.
  const [sentCount, setSentCount] = useState(0);
  const [seen, setSeen] = useState(fetcher.data);
  if (fetcher.data !== seen) {
    setSeen(fetcher.data);
    if (fetcher.data?.sent) setSentCount((count) => count + 1);
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
        <ReportForm
          key={sentCount}
          target={target}
          back={back}
          lastResult={fetcher.state === 'idle' && !fetcher.data?.sent ? fetcher.data?.result : null}
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

/** The report page's form (`/reports`): a plain form with a Cancel link back to where it came from. */
export function ReportPageForm({
  target,
  back,
  lastResult,
  sending,
  cancel,
}: {
  target: ReportTarget;
  back: string;
  lastResult: SubmissionResult<string[]> | undefined;
  sending: boolean;
  cancel: ReactNode;
}) {
  const { search } = useLocation();
  return (
    <ReportForm
      target={target}
      back={back}
      lastResult={lastResult}
      sending={sending}
      as={Form}
      action={paths.reports + search}
      actions={cancel}
    />
  );
}
