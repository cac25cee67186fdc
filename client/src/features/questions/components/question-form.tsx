import type { Hemisphere } from '@green-circle/contract';
import { PHOTO_LIMITS } from '@green-circle/contract/photo-texts';
import { QUESTION_LIMITS } from '@green-circle/contract/question-texts';
import { HEMISPHERES, ZONES } from '@green-circle/contract/seasons';
import { FormProvider, getFormProps, type SubmissionResult } from '@conform-to/react';
import type { ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { FormField, FormMessage } from '#app/components/ui/form-field';
import { PhotoSlots, usePhotosBusy } from '#app/components/ui/photo-slots';
import { PlantTypeInput } from '#app/components/ui/plant-type-input';
import { heldForUpload, useActionForm } from '#app/lib/form';
import { useT } from '#app/i18n/i18n';
import { QUESTION_PHOTOS } from '../lib/forms';
import { SubmitButton } from '#app/components/ui/submit-button';

interface QuestionFormValues {
  title: string;
  details: string;
  plantType: string;
  hemisphere: string;
  zone: string;
  photos: Array<{ url: string; alt: string }>;
}

/** What the form starts from: an empty question in the member's garden, or the question being edited. */
export interface QuestionFormInitial {
  title: string;
  details: string;
  plantType: string;
  hemisphere: Hemisphere;
  zone: string | null;
  photos: ReadonlyArray<{ url: string; alt: string }>;
}

/**
 * Asking the circle (issue 57), or editing one's question: a title, the details, the plant (the
 * tips' plant field), up to four photos each with what it shows (the tips' picker and upload road),
 * and the zone and hemisphere (the member's garden for a new one), shown and changeable. A real
 * multipart form posted to the route's action, with or without JavaScript; the action's answer is
 * the form's state.
 */
export function QuestionForm({
  initial,
  lastResult,
  id = 'question-form',
  submitLabel,
  intent,
  cancel,
  fromGarden = true,
}: {
  initial: QuestionFormInitial;
  lastResult?: SubmissionResult<string[]>;
  id?: string;
  submitLabel?: string;
  /** The action's intent, for a page whose action does several things (the question's page). */
  intent?: string;
  /** Beside the submit button: a link back to the page without the form (Cancel). */
  cancel?: ReactNode;
  /** The zone and hemisphere came from the member's garden (a new question): the hint says so. */
  fromGarden?: boolean;
}) {
  const t = useT();
  const { uploading, onBusyChange } = usePhotosBusy(QUESTION_PHOTOS.slots.length);
  const [form] = useActionForm<QuestionFormValues>({
    id,
    lastResult,
    defaultValue: {
      title: initial.title,
      details: initial.details,
      plantType: initial.plantType,
      hemisphere: initial.hemisphere,
      zone: initial.zone ?? '',
      photos: initial.photos.map((photo) => ({ ...photo })),
    },
  });
  // The selects start from what a refused post sent (drawn again without JavaScript), else the initial values.
  const sent = lastResult?.initialValue as Partial<Record<'hemisphere' | 'zone', unknown>> | undefined;
  const hemisphere = typeof sent?.hemisphere === 'string' ? sent.hemisphere : initial.hemisphere;
  const zone = typeof sent?.zone === 'string' ? sent.zone : (initial.zone ?? '');
  const pending = useNavigation().state === 'submitting';
  return (
    <FormProvider context={form.context}>
      <Form
        method="post"
        encType="multipart/form-data"
        {...getFormProps(form)}
        onSubmit={(event) => {
          if (!heldForUpload(event, uploading)) form.onSubmit(event);
        }}
        className="grid gap-4 sm:grid-cols-2"
      >
        {intent && <input type="hidden" name="intent" value={intent} />}
        <FormMessage errors={form.errors} className="sm:col-span-2" />
        <FormField
          name="title"
          label={t('questions.titleLabel')}
          maxLength={QUESTION_LIMITS.titleMax}
          className="sm:col-span-2"
        />
        <FormField
          name="details"
          label={t('questions.detailsLabel')}
          hint={t('questions.detailsHint')}
          multiline
          className="sm:col-span-2"
        />
        <FormField
          name="plantType"
          label={t('tipForm.plantType')}
          control={({ defaultValue, required, ...control }) => (
            <PlantTypeInput defaultValue={defaultValue} required={required} name={control.name} control={control} />
          )}
        />
        {/* Plain selects (not the form's state): a photo's upload updating the form leaves them be. */}
        <div className="grid grid-cols-2 gap-2">
          <label className="flex flex-col gap-1">
            <span className="font-medium">{t('season.hemisphereLabel')}</span>
            <select name="hemisphere" defaultValue={hemisphere} className="select w-full">
              {HEMISPHERES.map((value) => (
                <option key={value} value={value}>
                  {t(value === 'south' ? 'season.hemisphereSouth' : 'season.hemisphereNorth')}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1">
            <span className="font-medium">{t('questions.zoneLabel')}</span>
            <select name="zone" defaultValue={zone} className="select w-full">
              <option value="">{t('garden.zoneNotSet')}</option>
              {ZONES.filter((zone) => zone !== 'not sure').map((zone) => (
                <option key={zone} value={zone}>
                  {zone}
                </option>
              ))}
            </select>
          </label>
        </div>
        {fromGarden && <p className="text-sm opacity-80 sm:col-span-2">{t('questions.gardenHint')}</p>}
        <PhotoSlots
          list={QUESTION_PHOTOS}
          legend={t('questions.photosLegend', { max: PHOTO_LIMITS.max })}
          onBusyChange={onBusyChange}
          className="grid gap-4 sm:col-span-2 sm:grid-cols-2"
        />
        <div className="flex flex-wrap items-center gap-2 sm:col-span-2">
          <SubmitButton busy={pending} disabled={uploading} className={`btn btn-primary ${cancel ? '' : 'w-full'}`}>
            {submitLabel ?? t('questions.askSubmit')}
          </SubmitButton>
          {cancel}
        </div>
      </Form>
    </FormProvider>
  );
}
