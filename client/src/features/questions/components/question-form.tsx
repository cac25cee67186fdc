import type { Hemisphere } from '@green-circle/contract';
import { PHOTO_LIMITS } from '@green-circle/contract/photo-texts';
import { QUESTION_LIMITS } from '@green-circle/contract/question-texts';
import { HEMISPHERES, ZONES } from '@green-circle/contract/seasons';
import { FormProvider, getFormProps, type SubmissionResult } from '@conform-to/react';
import { Form, useNavigation } from 'react-router';
import { FormField, FormMessage } from '../../../components/ui/form-field';
import { PhotoSlots, usePhotosBusy } from '../../../components/ui/photo-slots';
import { PlantTypeInput } from '../../../components/ui/plant-type-input';
import { memberSubmitted, useActionForm } from '../../../lib/form';
import type { PhotoSlotList } from '../../../lib/photo-slots';
import { useT } from '../../../i18n/i18n';
import { SubmitButton } from '../../../components/ui/submit-button';

/** A question's photos (issue 57): four slots, each a file part for a plain POST too. */
export const QUESTION_PHOTOS: PhotoSlotList = {
  name: 'photos',
  slots: Array.from({ length: PHOTO_LIMITS.max }, (_, i) => i),
  fileField: (i) => `photoFile${i}`,
  firstNumber: 1,
  idPrefix: 'question-photo',
};

interface QuestionFormValues {
  title: string;
  details: string;
  plantType: string;
  hemisphere: string;
  zone: string;
  photos: Array<{ url: string; alt: string }>;
}

/**
 * Asking the circle (issue 57): a title, the details, the plant (the tips' plant field), up to four
 * photos each with what it shows (the tips' picker and upload road), and the zone and hemisphere
 * of the member's garden, shown and changeable. A real multipart form posted to the route's action,
 * with or without JavaScript; the action's answer is the form's state.
 */
export function QuestionForm({
  garden,
  plantType = '',
  lastResult,
}: {
  garden: { hemisphere: Hemisphere; zone: string | null };
  plantType?: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const t = useT();
  const { uploading, onBusyChange } = usePhotosBusy(QUESTION_PHOTOS.slots.length);
  const [form] = useActionForm<QuestionFormValues>({
    id: 'question-form',
    lastResult,
    defaultValue: {
      title: '',
      details: '',
      plantType,
      hemisphere: garden.hemisphere,
      zone: garden.zone ?? '',
      photos: [],
    },
  });
  const pending = useNavigation().state === 'submitting';
  return (
    <FormProvider context={form.context}>
      <Form
        method="post"
        encType="multipart/form-data"
        {...getFormProps(form)}
        onSubmit={(event) => {
          if (!memberSubmitted(event)) return form.onSubmit(event);
          if (uploading) {
            event.preventDefault();
            return;
          }
          form.onSubmit(event);
        }}
        className="grid gap-4 sm:grid-cols-2"
      >
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
        {/* Plain selects from the garden (not the form's state): a photo's upload updating the form leaves them be. */}
        <div className="grid grid-cols-2 gap-2">
          <label className="flex flex-col gap-1">
            <span className="font-medium">{t('season.hemisphereLabel')}</span>
            <select name="hemisphere" defaultValue={garden.hemisphere} className="select w-full">
              {HEMISPHERES.map((value) => (
                <option key={value} value={value}>
                  {t(value === 'south' ? 'season.hemisphereSouth' : 'season.hemisphereNorth')}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1">
            <span className="font-medium">{t('questions.zoneLabel')}</span>
            <select name="zone" defaultValue={garden.zone ?? ''} className="select w-full">
              <option value="">{t('garden.zoneNotSet')}</option>
              {ZONES.filter((zone) => zone !== 'not sure').map((zone) => (
                <option key={zone} value={zone}>
                  {zone}
                </option>
              ))}
            </select>
          </label>
        </div>
        <p className="text-sm opacity-80 sm:col-span-2">{t('questions.gardenHint')}</p>
        <PhotoSlots
          list={QUESTION_PHOTOS}
          legend={t('questions.photosLegend', { max: PHOTO_LIMITS.max })}
          onBusyChange={onBusyChange}
          className="grid gap-4 sm:col-span-2 sm:grid-cols-2"
        />
        <SubmitButton busy={pending} disabled={uploading} className="btn btn-primary sm:col-span-2">
          {t('questions.askSubmit')}
        </SubmitButton>
      </Form>
    </FormProvider>
  );
}
