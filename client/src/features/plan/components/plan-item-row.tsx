import type { PlanItem } from '@green-circle/contract';
import { LIMITS } from '@green-circle/contract/constants';
import { useId, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { FieldFrame } from '#app/components/ui/field-frame';
import { PhotoPickerOnDemand } from '#app/components/ui/photo-picker-on-demand';
import { SafeImage } from '#app/components/ui/safe-image';
import { paths } from '#app/config/paths';
import { formatDay, monthName } from '#app/i18n/dates';
import { useLanguage, useSay, useT } from '#app/i18n/i18n';
import type { PlanAnswer } from '../lib/plan-action.server';
import { OutcomeButtons } from './outcome-buttons';
import { PLAN_PHOTO_FILE } from '../lib/plan-fields';
import { SubmitButton } from '#app/components/ui/submit-button';

/**
 * One plan item (the week's "From my plan", the plan page): the tip, when it is due or when it
 * was done, and its actions, each a form to the page's action that works without JavaScript:
 * "Done" (the day, today unless picked, a note, a photo and what the photo shows, carried into the
 * report, where those words are the photo's alt; the photo is uploaded as it is picked, or without
 * JavaScript sent in the multipart form; the picker's code comes when "Done" is unfolded), "Not
 * this year", "Did it work?" once done, and on the plan page "Remove". A refused "Done" says why
 * beside the field (and by its toast, which is all a plain POST gets back).
 */
export function PlanItemRow({ item, now, removable = false }: { item: PlanItem; now: string; removable?: boolean }) {
  const t = useT();
  const say = useSay();
  const language = useLanguage();
  const id = useId();
  const fetcher = useFetcher<PlanAnswer>();
  const [photo, setPhoto] = useState('');
  const [uploading, setUploading] = useState(false);
  // "Done" unfolded: its photo picker's code is loaded then (the file input stands in until it is).
  const [doneOpen, setDoneOpen] = useState(false);
  // A "Done" that went through starts the next one without the photo.
  const [answer, setAnswer] = useState(fetcher.data);
  if (fetcher.data !== answer) {
    setAnswer(fetcher.data);
    if (fetcher.data?.ok && fetcher.data.intent === 'plan-done') setPhoto('');
  }
  const refused = fetcher.data?.intent === 'plan-done' ? fetcher.data : undefined;
  const photoError = refused?.photoError;
  const photoAltError = refused?.photoAltError && say(refused.photoAltError);
  const busy = fetcher.state !== 'idle';
  const dueMonth = item.due ? monthName(language, Number(item.due.slice(5, 7))) : null;
  const overdue = item.due !== null && item.due < now.slice(0, 7);
  const asked =
    item.done !== null && item.outcome === null && item.followUp !== null && item.followUp.state !== 'cancelled';
  return (
    <li className="flex flex-col gap-2 rounded-box border border-base-300 p-3" data-testid="plan-item">
      <div className="flex flex-wrap items-baseline gap-x-2">
        <Link to={paths.tipDetails(item.tipId)} className="link-hover font-medium" lang="">
          {item.title}
        </Link>
        <span className="text-sm opacity-80">
          {dueMonth && (overdue ? t('myPlan.overdue', { month: dueMonth }) : t('myPlan.dueIn', { month: dueMonth }))}
          {item.repeats ? ` · ${t('myPlan.everyYear')}` : ''}
        </span>
      </div>
      {item.done && (
        <p className="text-sm">
          {t('myPlan.doneOn', { date: formatDay(language, item.done.on) })}
          {item.done.note && (
            <>
              {' · '}
              <span lang="">{item.done.note}</span>
            </>
          )}
          {item.outcome && ` · ${t(`myPlan.outcome.${item.outcome}`)}`}
        </p>
      )}
      {item.done?.photo && (
        <SafeImage
          src={item.done.photo}
          alt={item.done.photoAlt || t('myPlan.donePhotoPreview')}
          lang={item.done.photoAlt ? '' : undefined}
          sizes="6rem"
          className="aspect-square w-24 rounded-box object-cover"
        />
      )}
      {item.skippedYear !== null && item.due === null && (
        <p className="text-sm opacity-80">{t('myPlan.skippedFor', { year: item.skippedYear })}</p>
      )}
      {asked && <OutcomeButtons id={item.id} />}
      {item.due !== null && (
        <div className="flex flex-wrap items-start gap-2">
          {/* Opened, "Done" takes the row (its form under it, "Not this year" after); closed, the two sit side by side. */}
          <details className="open:w-full" onToggle={(event) => setDoneOpen(event.currentTarget.open)}>
            <summary className="btn btn-sm btn-success">{t('myPlan.done')}</summary>
            <fetcher.Form
              method="post"
              encType="multipart/form-data"
              className="mt-2 flex max-w-xl flex-col gap-3 text-sm"
            >
              <input type="hidden" name="intent" value="plan-done" />
              <input type="hidden" name="id" value={item.id} />
              <label className="flex flex-col gap-1">
                <span>{t('myPlan.doneDate')}</span>
                <input
                  type="date"
                  name="date"
                  max={now.slice(0, 10)}
                  className="input input-bordered input-sm w-full sm:max-w-xs"
                />
              </label>
              <label className="flex flex-col gap-1">
                <span>{t('myPlan.doneNote')}</span>
                <textarea
                  name="note"
                  maxLength={500}
                  rows={2}
                  className="textarea textarea-bordered w-full"
                  id={`${id}-note`}
                />
              </label>
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
              <FieldFrame
                ids={{
                  control: `${id}-photo-alt`,
                  label: `${id}-photo-alt-label`,
                  hint: `${id}-photo-alt-hint`,
                  error: `${id}-photo-alt-error`,
                }}
                label={t('myPlan.donePhotoAlt')}
                hint={t('myPlan.donePhotoAltHint')}
                error={photoAltError}
                className="[&>label]:font-normal"
                control={
                  <input
                    id={`${id}-photo-alt`}
                    name="photoAlt"
                    type="text"
                    maxLength={LIMITS.imageAltMax}
                    aria-invalid={photoAltError ? true : undefined}
                    aria-describedby={`${id}-photo-alt-hint${photoAltError ? ` ${id}-photo-alt-error` : ''}`}
                    className="input input-bordered input-sm w-full"
                  />
                }
              />
              <SubmitButton busy={busy} disabled={uploading} className="btn btn-sm btn-success self-start">
                {t('myPlan.markDone')}
              </SubmitButton>
            </fetcher.Form>
          </details>
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value="plan-skip" />
            <input type="hidden" name="id" value={item.id} />
            <button type="submit" className="btn btn-sm btn-ghost" disabled={busy}>
              {t('myPlan.notThisYear')}
            </button>
          </fetcher.Form>
        </div>
      )}
      {removable && (
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="plan-remove" />
          <input type="hidden" name="id" value={item.id} />
          <button type="submit" className="btn btn-xs btn-ghost text-error" disabled={busy}>
            {t('myPlan.remove')}
            <span className="sr-only"> ({item.title})</span>
          </button>
        </fetcher.Form>
      )}
    </li>
  );
}
