import { FormProvider, getFormProps } from '@conform-to/react';
import type { Trial, TrialInput } from '@green-circle/contract';
import { CONVERSATION_LIMITS, TRIAL_OUTCOMES, type TrialOutcome } from '@green-circle/contract/constants';
import { useContractText, useLanguage, useT } from '../../../i18n/i18n';
import { monthNames } from '../../../i18n/dates';
import { useState } from 'react';
import { useActionData, useFetcher } from 'react-router';
import { FieldError } from '../../../components/ui/field-error';
import { ERROR_TEXT, FormMessage } from '../../../components/ui/form-field';
import { useNeedsConnection } from '../../../components/ui/offline-line';
import { PhotoField } from '../../../components/ui/photo-field';
import { useActionForm } from '../../../lib/form';
import type { ConversationAnswer } from '../lib/forms';

const OUTCOME_LABELS = {
  worked: 'conversation.outcomeWorked',
  partly: 'conversation.outcomePartly',
  failed: 'conversation.outcomeFailed',
} as const satisfies Record<TrialOutcome, string>;

interface TrialFormProps {
  /** The member's report as it stands, or null. */
  mine: Trial | null;
}

/**
 * "I tried this": how it went, a note, the month and a photo (the site's photo picker: it uploads
 * at once, the report keeps its address), posted to the tip's action and checked there with the
 * contract's trial schema (here, only a missing outcome is caught before sending); sent once,
 * changed or withdrawn later. The action's answer is the form's state (decision 0016): a refusal
 * keeps every choice with the error beside it; a saved or withdrawn report answers a form drawn
 * again from the report as it now stands (the page's data, read again), its toast in the flash cookie.
 */
export function TrialForm({ mine }: TrialFormProps) {
  const t = useT();
  const contractText = useContractText();
  const language = useLanguage();
  // Offline, sending waits for the network (the offline line says so).
  const offline = useNeedsConnection();
  const fetcher = useFetcher<ConversationAnswer>();
  // A plain POST (no JavaScript) the action refused: the page comes back with its errors here.
  const posted = useActionData<ConversationAnswer>();
  const refused = posted?.intent === 'trial' || posted?.intent === 'withdraw-trial' ? posted.result : undefined;
  const [uploading, setUploading] = useState(false);
  const [form, fields] = useActionForm<TrialInput>({
    id: 'trial-form',
    lastResult: fetcher.data?.result ?? refused,
    defaultValue: {
      outcome: mine?.outcome ?? '',
      note: mine?.note ?? '',
      month: mine?.month ? String(mine.month) : '',
      photo: mine?.photo ? new URL(mine.photo, 'http://photo.invalid').pathname : '',
    },
  });
  const busy = fetcher.state !== 'idle';
  const sent = fetcher.formData?.get('intent');
  const error = fields.outcome.errors?.[0];

  return (
    <FormProvider context={form.context}>
      <fetcher.Form
        method="post"
        {...getFormProps(form)}
        aria-label={t('conversation.triedThis')}
        className="flex flex-col gap-3 rounded-box border border-base-300 p-4"
      >
        <FormMessage errors={form.errors} />
        <fieldset className="flex flex-col gap-2" aria-describedby={error ? fields.outcome.errorId : undefined}>
          <legend className="mb-1 font-semibold">{t('conversation.outcomeLabel')}</legend>
          <div className="flex flex-wrap gap-3">
            {TRIAL_OUTCOMES.map((value) => (
              <label key={value} className="flex cursor-pointer items-center gap-2">
                <input
                  type="radio"
                  name={fields.outcome.name}
                  value={value}
                  required
                  key={fields.outcome.key}
                  defaultChecked={fields.outcome.initialValue === value}
                  className="radio radio-sm radio-primary"
                />
                {t(OUTCOME_LABELS[value])}
              </label>
            ))}
          </div>
          {error && (
            <p id={fields.outcome.errorId} className={ERROR_TEXT}>
              {contractText(error)}
            </p>
          )}
        </fieldset>
        <label className="flex flex-col gap-1">
          <span className="text-sm font-semibold">{t('conversation.trialNoteLabel')}</span>
          <textarea
            key={fields.note.key}
            name={fields.note.name}
            defaultValue={fields.note.initialValue}
            aria-invalid={fields.note.errors ? true : undefined}
            aria-describedby={fields.note.errors ? fields.note.errorId : undefined}
            maxLength={CONVERSATION_LIMITS.trialNoteMax}
            rows={2}
            className="textarea w-full"
          />
          <FieldError id={fields.note.errorId} errors={fields.note.errors} />
        </label>
        <label className="flex flex-col gap-1 sm:max-w-xs">
          <span className="text-sm font-semibold">{t('conversation.trialMonthLabel')}</span>
          <select
            key={fields.month.key}
            name={fields.month.name}
            defaultValue={fields.month.initialValue}
            aria-invalid={fields.month.errors ? true : undefined}
            aria-describedby={fields.month.errors ? fields.month.errorId : undefined}
            className="select w-full"
          >
            <option value="">—</option>
            {monthNames(language).map((name, index) => (
              <option key={name} value={index + 1}>
                {name}
              </option>
            ))}
          </select>
          <FieldError id={fields.month.errorId} errors={fields.month.errors} />
        </label>
        <PhotoField
          name="photo"
          legend={t('conversation.trialPhotoLabel')}
          id="trial-photo"
          previewAlt="Your photo of how it went"
          onBusyChange={setUploading}
          withAddress={false}
        />
        <div className="flex flex-wrap gap-2">
          <button
            type="submit"
            name="intent"
            value="trial"
            className="btn btn-primary btn-sm"
            {...offline}
            disabled={busy || uploading || offline.disabled}
          >
            {busy && sent === 'trial' && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
            {mine ? t('conversation.changeMyTrial') : t('conversation.triedThis')}
          </button>
          {mine && (
            <button
              type="submit"
              name="intent"
              value="withdraw-trial"
              formNoValidate
              className="btn btn-ghost btn-sm"
              disabled={busy}
            >
              {t('conversation.withdrawTrial')}
            </button>
          )}
        </div>
      </fetcher.Form>
    </FormProvider>
  );
}
