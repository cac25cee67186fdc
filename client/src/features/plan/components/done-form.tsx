import type { SubmissionResult } from '@conform-to/react';
import { CONVERSATION_LIMITS, LIMITS } from '@green-circle/contract/constants';
import { useCallback, useId, useState, type ReactNode } from 'react';
import type { FetcherWithComponents } from 'react-router';
import { FieldFrame } from '#app/components/ui/field-frame';
import { FormMessage } from '#app/components/ui/form-message';
import { PhotoPickerOnDemand } from '#app/components/ui/photo-picker-on-demand';
import { SubmitButton } from '#app/components/ui/submit-button';
import { useSay, useT } from '#app/i18n/i18n';
import type { PlanAnswer } from '../lib/plan-action.server';
import { DONE_FIELDS, PLAN_PHOTO_FILE } from '../lib/plan-fields';

type DoneField = (typeof DONE_FIELDS)[number];

/**
 * What the action's answer says of "Done" (conform's submission reply, read here without conform:
 * the week and plan pages stay conform-free, issue 54): refused, each field as it was sent and its
 * error, and the form's own error; otherwise nothing (an emptied form).
 */
function doneState(result: SubmissionResult<string[]> | undefined) {
  const refused = result?.status === 'error';
  const value = (name: DoneField) => {
    const sent = refused ? result.initialValue?.[name] : undefined;
    return typeof sent === 'string' ? sent : '';
  };
  const error = (name: DoneField | '') => (refused ? (result.error?.[name]?.[0] ?? undefined) : undefined);
  return { refused, value, error, first: DONE_FIELDS.find((name) => error(name)) };
}

/**
 * A plan item's "Done" (the day, today unless picked; a note; a photo and what it shows, carried
 * into the report, where those words are the photo's alt; the photo is uploaded as it is picked,
 * or without JavaScript sent in the multipart form; the picker's code comes when "Done" is
 * unfolded), posted to the page's action, with or without JavaScript. The action's answer is the
 * form's state (decision 0016): refused, the form comes back open with everything as it was sent
 * and each error beside its field (the first takes the focus), or above the form; done, it folds
 * up empty. Its controls are uncontrolled: drawn anew from each answer.
 */
export function DoneForm({
  fetcher,
  result,
  now,
  itemId,
}: {
  fetcher: FetcherWithComponents<PlanAnswer>;
  /** The action's answer to this item's "Done" (a fetcher's, or a plain POST's), if any. */
  result: SubmissionResult<string[]> | undefined;
  now: string;
  itemId: string;
}) {
  const t = useT();
  const say = useSay();
  const id = useId();
  const state = doneState(result);
  const [photo, setPhoto] = useState(() => state.value('photo'));
  const [uploading, setUploading] = useState(false);
  // "Done" unfolded: its photo picker's code is loaded then (the file input stands in until it is).
  const [doneOpen, setDoneOpen] = useState(state.refused);
  // Each answer draws the form anew (its key): refused, from what was sent; done, empty and folded.
  const [answered, setAnswered] = useState({ result, round: 0 });
  if (answered.result !== result) {
    setAnswered({ result, round: answered.round + 1 });
    setPhoto(state.value('photo'));
    setDoneOpen(state.refused);
  }
  // As a conform form does: the first field the answer refused takes the focus as the form is drawn.
  const { first } = state;
  const focusFirstError = useCallback(
    (form: HTMLFormElement | null) => {
      if (!form || !first) return;
      const control =
        first === 'photo'
          ? form.querySelector('fieldset button, fieldset input[type="file"]:not([tabindex="-1"])')
          : form.elements.namedItem(first);
      if (control instanceof HTMLElement) control.focus();
    },
    [first],
  );
  const busy = fetcher.state !== 'idle';
  const photoError = state.error('photo');
  return (
    // Opened, "Done" takes the row (its form under it, "Not this year" after); closed, the two sit side by side.
    <details
      key={answered.round}
      id={`done-${itemId}`}
      open={state.refused || undefined}
      // Opened at by a plain POST's answer: its item's title shows under the sticky header too.
      className="scroll-mt-28 open:w-full"
      onToggle={(event) => setDoneOpen(event.currentTarget.open)}
    >
      <summary className="btn btn-sm btn-success">{t('myPlan.done')}</summary>
      <fetcher.Form
        ref={focusFirstError}
        method="post"
        // A plain POST's answer (the page again) opens where this form is, not at the top of the page.
        action={`#done-${itemId}`}
        encType="multipart/form-data"
        // Every rule is the action's, said in our words beside its field: no browser bubble.
        noValidate
        className="mt-2 flex max-w-xl flex-col gap-3 text-sm"
      >
        <input type="hidden" name="intent" value="plan-done" />
        <input type="hidden" name="id" value={itemId} />
        <FormMessage errors={state.error('') ? [state.error('')!] : undefined} />
        <Field id={`${id}-date`} label={t('myPlan.doneDate')} error={state.error('date')}>
          {(described) => (
            <input
              {...described}
              type="date"
              name="date"
              defaultValue={state.value('date')}
              max={now.slice(0, 10)}
              className="input input-bordered input-sm w-full sm:max-w-xs"
            />
          )}
        </Field>
        <Field id={`${id}-note`} label={t('myPlan.doneNote')} error={state.error('note')}>
          {(described) => (
            <textarea
              {...described}
              name="note"
              defaultValue={state.value('note')}
              maxLength={CONVERSATION_LIMITS.trialNoteMax}
              rows={2}
              className="textarea textarea-bordered w-full"
            />
          )}
        </Field>
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1">{t('myPlan.donePhoto')}</legend>
          <PhotoPickerOnDemand
            active={doneOpen}
            id={`${id}-photo`}
            name="photo"
            value={photo}
            onChange={setPhoto}
            onBusyChange={setUploading}
            fileName={PLAN_PHOTO_FILE}
            error={photoError && say(photoError)}
            previewAlt={t('myPlan.donePhotoPreview')}
          />
        </fieldset>
        <Field
          id={`${id}-photo-alt`}
          label={t('myPlan.donePhotoAlt')}
          hint={t('myPlan.donePhotoAltHint')}
          error={state.error('photoAlt')}
        >
          {(described) => (
            <input
              {...described}
              name="photoAlt"
              type="text"
              defaultValue={state.value('photoAlt')}
              maxLength={LIMITS.imageAltMax}
              className="input input-bordered input-sm w-full"
            />
          )}
        </Field>
        <SubmitButton busy={busy} disabled={uploading} className="btn btn-sm btn-success self-start">
          {t('myPlan.markDone')}
        </SubmitButton>
      </fetcher.Form>
    </details>
  );
}

/** One field of "Done": its label, control, hint and error (said by its code), tied together by their ids. */
function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error: string | undefined;
  children: (described: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const say = useSay();
  const ids = { control: id, label: `${id}-label`, hint: `${id}-hint`, error: `${id}-error` };
  const describedBy = [hint && ids.hint, error && ids.error].filter(Boolean).join(' ') || undefined;
  return (
    <FieldFrame
      ids={ids}
      label={label}
      hint={hint}
      error={error && say(error)}
      className="[&>label]:font-normal"
      control={children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
    />
  );
}
