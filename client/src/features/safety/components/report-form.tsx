// The report form and its words, shared by the report page (`/reports`, loaded with its route) and
// the report dialog (loaded only when a reader opens it: report-menu.tsx).
import { FormProvider, getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import {
  REPORT_REASONS,
  SAFETY_LIMITS,
  type ReportInput,
  type ReportReason,
  type ReportTarget,
} from '@green-circle/contract';
import { useId, type ReactNode } from 'react';
import { Form, useLocation } from 'react-router';
import { FieldError } from '#app/components/ui/field-error';
import { ERROR_TEXT } from '#app/components/ui/error-text';
import { paths } from '#app/config/paths';
import { checkRequired } from '#app/lib/form';
import { useSay, useT, type MessageKey } from '#app/i18n/i18n';

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
}

interface ReportFormProps {
  target: ReportTarget;
  /** Where the page without JavaScript goes back to once the report is sent. */
  back: string;
  lastResult: SubmissionResult<string[]> | null | undefined;
  sending: boolean;
  as: typeof Form;
  /** Where it posts: the reports route (the report page adds what it reports, so its own page comes back with the errors). */
  action?: string;
  actions: ReactNode;
}

/**
 * The report form, the same in the dialog and on the report page (`/reports`, the road without
 * JavaScript): a reason, an optional note, posted to the reports route and checked there with the
 * contract's schema. Its errors stand beside their fields, and a refusal (verify your e-mail, the
 * day's reports are sent) above the buttons, with JavaScript or without.
 */
export function ReportForm({
  target,
  back,
  lastResult,
  sending,
  as: FormElement,
  action = paths.reports,
  actions,
}: ReportFormProps) {
  const t = useT();
  const say = useSay();
  const noteId = useId();
  // Checked when sent, not on blur: the dialog gives its first choice the focus as it opens, and a
  // check as the reader moves on would say 'Required' before they had chosen.
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
            {say(refusal)}
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

/** The report page's form (`/reports`): a plain form with a Cancel link back to where it came from. */
export function ReportPageForm({
  cancel,
  ...form
}: Pick<ReportFormProps, 'target' | 'back' | 'lastResult' | 'sending'> & { cancel: ReactNode }) {
  const { search } = useLocation();
  return <ReportForm {...form} as={Form} action={paths.reports + search} actions={cancel} />;
}
