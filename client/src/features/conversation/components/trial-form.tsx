import { FormProvider, getFormProps } from '@conform-to/react';
import type { Trial, TrialInput } from '@green-circle/contract';
import { CONVERSATION_LIMITS, LIMITS, type TrialOutcome } from '@green-circle/contract/constants';
import { useLanguage, useT } from '#app/i18n/i18n';
import { monthNames } from '#app/i18n/dates';
import { useState } from 'react';
import { useFormAnswer } from '#app/lib/form-answer';
import { FormField, FormMessage } from '#app/components/ui/form-field';
import { RadioGroup } from '#app/components/ui/radio-group';
import { useNeedsConnection } from '#app/components/ui/offline-line';
import { PhotoField } from '#app/components/ui/photo-field';
import { useActionForm } from '#app/lib/form';
import type { ConversationAnswer } from '../lib/forms';

const OUTCOME_LABELS = {
  worked: 'conversation.outcomeWorked',
  partly: 'conversation.outcomePartly',
  failed: 'conversation.outcomeFailed',
} as const satisfies Record<TrialOutcome, string>;

/** The month a report is about, as the select posts it. */
const MONTHS = Array.from({ length: 12 }, (_, index) => String(index + 1));

interface TrialFormProps {
  /** The member's report as it stands, or null. */
  mine: Trial | null;
}

/**
 * "I tried this": how it went, a note, the month and a photo (the site's photo picker: it uploads
 * at once, the report keeps its address) with what it shows (its alt on the evidence), posted to the tip's action and checked there with the
 * contract's trial schema (here, only a missing outcome is caught before sending); sent once,
 * changed or withdrawn later. The action's answer is the form's state (decision 0016): a refusal
 * keeps every choice with the error beside it; a saved or withdrawn report answers a form drawn
 * again from the report as it now stands (the page's data, read again), its toast in the flash cookie.
 */
export function TrialForm({ mine }: TrialFormProps) {
  const t = useT();
  const language = useLanguage();
  // Offline, sending waits for the network (the offline line says so).
  const offline = useNeedsConnection();
  // A plain POST (no JavaScript) the action refused: the page comes back with its errors here.
  const { fetcher, answer } = useFormAnswer<ConversationAnswer>('trial', 'withdraw-trial');
  const [uploading, setUploading] = useState(false);
  const [form, fields] = useActionForm<TrialInput>({
    id: 'trial-form',
    lastResult: answer?.result,
    defaultValue: {
      outcome: mine?.outcome ?? '',
      note: mine?.note ?? '',
      month: mine?.month ? String(mine.month) : '',
      photo: mine?.photo ? new URL(mine.photo, 'http://photo.invalid').pathname : '',
      photoAlt: mine?.photoAlt ?? '',
    },
  });
  const busy = fetcher.state !== 'idle';
  const sent = fetcher.formData?.get('intent');

  return (
    <FormProvider context={form.context}>
      <fetcher.Form
        method="post"
        {...getFormProps(form)}
        aria-label={t('conversation.triedThis')}
        className="flex flex-col gap-3 rounded-box border border-base-300 p-4"
      >
        <FormMessage errors={form.errors} />
        <RadioGroup
          name={fields.outcome.name}
          legend={t('conversation.outcomeLabel')}
          choices={OUTCOME_LABELS}
          radioClassName="radio radio-sm radio-primary"
        />
        <FormField
          name={fields.note.name}
          label={t('conversation.trialNoteLabel')}
          multiline
          required={false}
          maxLength={CONVERSATION_LIMITS.trialNoteMax}
        />
        <FormField
          name={fields.month.name}
          label={t('conversation.trialMonthLabel')}
          options={MONTHS}
          optionLabel={(month) => monthNames(language)[Number(month) - 1] ?? month}
          required={false}
          className="sm:max-w-xs"
        />
        <PhotoField
          name="photo"
          legend={t('conversation.trialPhotoLabel')}
          id="trial-photo"
          previewAlt={t('conversation.trialPhotoPreview')}
          onBusyChange={setUploading}
          withAddress={false}
        />
        <FormField
          name={fields.photoAlt.name}
          label={t('conversation.trialPhotoAlt')}
          hint={t('conversation.trialPhotoAltHint')}
          required={false}
          maxLength={LIMITS.imageAltMax}
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
