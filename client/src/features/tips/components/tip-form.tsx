import { RESULT_WEEKS, type TipInput } from '@green-circle/contract';
import { PHOTO_LIMITS } from '@green-circle/contract/photo-texts';
import { AVAILABILITIES, CATEGORIES, DIFFICULTIES } from '@green-circle/contract/constants';
import { FormProvider, getFormProps, useField, type DefaultValue, type SubmissionResult } from '@conform-to/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { DraftNote } from '#app/components/ui/draft-note';
import { FormField, FormMessage } from '#app/components/ui/form-field';
import { MonthPicker } from '#app/components/ui/month-picker';
import { PageTitle } from '#app/components/ui/page-title';
import { PhotoField } from '#app/components/ui/photo-field';
import { PhotoSlots, usePhotosBusy } from '#app/components/ui/photo-slots';
import { anyBlank, heldForUpload, memberSubmitted, useActionForm } from '#app/lib/form';
import type { PhotoSlotList } from '#app/lib/photo-slots';
import { storedHemisphere } from '#app/lib/hemisphere-store';
import { showToast } from '#app/lib/notify';
import { useDraft, useLeaveGuard } from '#app/lib/use-draft';
import { useSay, useLanguage, useT } from '#app/i18n/i18n';
import type { Author } from '../lib/author';
import { PlantTypeInput } from '#app/components/ui/plant-type-input';

/** The form's file input: a photo from the device, sent with the form when the page's JavaScript has not uploaded it already (lib/photo-post.server.ts reads it). */
export const PHOTO_FILE_FIELD = 'photo';

/** The photos after the cover (issue 57): three slots, each a file part for a plain POST too. */
export const MORE_PHOTOS: PhotoSlotList = {
  name: 'morePhotos',
  slots: Array.from({ length: PHOTO_LIMITS.max - 1 }, (_, i) => i),
  fileField: (i) => `morePhotoFile${i}`,
  firstNumber: 2,
  idPrefix: 'tip-photo',
};
/** Sent by the form of a tip that had photos after its cover: the action sends photos even when all are removed. */
export const HAD_MORE_PHOTOS = 'hadMorePhotos';

export const TIP_FIELDS = [
  'title',
  'plantType',
  'difficulty',
  'category',
  'description',
  'image',
  'availability',
] as const;

/** A tip as the form starts from: its fields and, on Update, the weeks its result takes (issue 58). */
export type TipFormInitial = TipInput & { resultWeeks?: number };

/** What the form holds: the seven fields and the result's weeks as text, the months as a list, and the author shown read-only. */
type TipFormValues = Record<Exclude<keyof TipFormInitial, 'months' | 'photos'>, string> & {
  months: string[];
  morePhotos: Array<{ url: string; alt: string }>;
} & Author;

const emptyFor = (author: Author): TipFormValues => ({
  title: '',
  plantType: '',
  difficulty: '',
  category: '',
  description: '',
  image: '',
  imageAlt: '',
  availability: '',
  months: [],
  morePhotos: [],
  resultWeeks: '',
  ...author,
});

/** What the route's action answered a refused form: its state (every error by field, what was sent). */
export interface TipFormResult {
  result?: SubmissionResult<string[]>;
}

interface TipFormProps {
  /** Prefilled values (Update); empty for Share. */
  initial?: TipFormInitial;
  /** The signed-in author, shown read-only. */
  author: Author;
  submitLabel: string;
  /** The action's answer to a refused post (useActionData): the form's state. */
  lastResult?: SubmissionResult<string[]>;
  /** Where the draft is kept in this browser (per member and form); null: no draft. */
  draftKey?: string | null;
  /** A photo shared into the app from the phone's gallery: taken as the tip's photo. */
  sharedPhoto?: File | null;
}

/** A page with the tip form: Share a Garden Tip, Update Garden Tip. */
export function TipFormPage({ title, heading, children }: { title: string; heading: string; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8">
      <PageTitle title={title} />
      <h1 className="mb-6 text-center text-3xl font-bold">{heading}</h1>
      <div className="card border border-base-300 bg-base-100 p-4 shadow-md sm:p-8">{children}</div>
    </section>
  );
}

const valuesOf = ({ photos, ...tip }: Partial<TipFormInitial> = {}, author: Author): TipFormValues => ({
  ...emptyFor(author),
  ...tip,
  morePhotos: (photos ?? []).slice(1),
  imageAlt: tip?.imageAlt ?? '',
  months: (tip?.months ?? []).map(String),
  resultWeeks: tip?.resultWeeks === undefined ? '' : String(tip.resultWeeks),
});

/** The months a field holds (conform keeps one value as a string, several as a list). */
const monthsOf = (value: unknown) => (Array.isArray(value) ? value : value ? [value] : []).map(Number);

/**
 * The Share and Update form (decision 0016): a real multipart form of uncontrolled, named fields
 * posted to the route's action, with or without JavaScript, a photo from the device included. The
 * action checks it with the contract's tipInputSchema and either redirects to the tip (its toast
 * in the flash cookie) or answers the form's state (`lastResult`): every error beside its field,
 * what was typed kept. The browser checks only blank required fields (the spec's toast with them).
 */
export function TipForm({
  initial,
  author,
  submitLabel,
  lastResult,
  draftKey = null,
  sharedPhoto = null,
}: TipFormProps) {
  const t = useT();
  const say = useSay();
  const [baseline] = useState<TipFormValues>(() => valuesOf(initial, author));
  const draft = useDraft<TipFormValues>(draftKey, baseline);
  const [form, fields] = useActionForm<TipFormValues>({
    id: 'tip-form',
    lastResult,
    defaultValue: { ...baseline, ...draft.initial, ...author } as DefaultValue<TipFormValues>,
  });
  // Which photos are uploading: the cover's picker (0) and each slot's after it.
  const { uploading, onBusyChange } = usePhotosBusy(1 + MORE_PHOTOS.slots.length);
  // A draft found after the first render (on a page the server drew) fills the form then.
  const shownDraft = useRef(draft.initial);
  useEffect(() => {
    if (draft.initial === shownDraft.current) return;
    shownDraft.current = draft.initial;
    form.update({ value: { ...baseline, ...draft.initial, ...author } });
  }, [draft.initial, baseline, author, form]);

  const pending = useNavigation().state === 'submitting';
  // The seasons' quick choices are drawn once the page is the browser's, where the stored hemisphere is known.
  const hemisphere = storedHemisphere() ?? 'north';

  // Every change is kept as the draft; leaving with unsaved changes asks first.
  const values = {
    ...baseline,
    ...(form.value as Partial<TipFormValues>),
    months: monthsOf((form.value as Partial<TipFormValues>)?.months ?? baseline.months).map(String),
    ...author,
  };
  const { save } = draft;
  const serialized = JSON.stringify(values);
  useEffect(() => save(JSON.parse(serialized) as TipFormValues), [serialized, save]);
  useLeaveGuard(draft.isDirty(values) && !pending, t('tipForm.leaveConfirm'));

  return (
    <FormProvider context={form.context}>
      <Form
        method="post"
        encType="multipart/form-data"
        {...getFormProps(form)}
        onSubmit={(event) => {
          // Conform's own validation runs as submits too (on blur, on input): only the member's counts here.
          if (!memberSubmitted(event)) return form.onSubmit(event);
          if (heldForUpload(event, uploading)) return showToast({ kind: 'info', message: 'tipForm.waitForPhoto' });
          if (anyBlank(new FormData(event.currentTarget), TIP_FIELDS))
            showToast({ kind: 'error', message: 'messages.tipFormIncomplete' });
          form.onSubmit(event);
          // Sent: the draft has done its work (a refusal keeps what was typed in the form itself).
          if (!event.defaultPrevented) draft.clear(values);
        }}
        className="grid gap-4 sm:grid-cols-2"
      >
        {draft.restoredAt && (
          <div className="sm:col-span-2">
            <DraftNote
              savedAt={draft.restoredAt}
              onDiscard={() => {
                form.update({ value: baseline });
                draft.clear();
              }}
            />
          </div>
        )}
        {/* The action's word on the whole form (blank fields, a refusal), above the fields. */}
        <FormMessage errors={form.errors} className="sm:col-span-2" />
        <FormField name="title" label={t('tipForm.title')} />
        <FormField
          name="plantType"
          label={t('tipForm.plantType')}
          control={({ defaultValue, required, ...control }) => (
            <PlantTypeInput defaultValue={defaultValue} required={required} name={control.name} control={control} />
          )}
        />
        {/* The values sent stay the spec's English ("Easy"); only the words shown are the reader's. */}
        <FormField
          name="difficulty"
          label={t('tipForm.difficulty')}
          options={DIFFICULTIES}
          optionLabel={(value) => t(`difficulty.${value as (typeof DIFFICULTIES)[number]}`)}
          emptyOption={t('tipForm.chooseDifficulty')}
        />
        <FormField
          name="category"
          label={t('tipForm.category')}
          options={CATEGORIES}
          optionLabel={(value) => t(`category.${value as (typeof CATEGORIES)[number]}`)}
          emptyOption={t('tipForm.chooseCategory')}
        />
        <FormField name="description" label={t('tipForm.description')} multiline className="sm:col-span-2" />
        <TipPhotoField onBusyChange={onBusyChange[0]!} sharedPhoto={sharedPhoto} />
        <FormField name="imageAlt" label={t('tipForm.imageAlt')} hint={t('tipForm.imageAltHint')} required={false} />
        {(initial?.photos?.length ?? 0) > 1 && <input type="hidden" name={HAD_MORE_PHOTOS} value="1" />}
        <PhotoSlots
          list={MORE_PHOTOS}
          legend={t('tipForm.morePhotos', { max: MORE_PHOTOS.slots.length })}
          onBusyChange={onBusyChange.slice(1)}
          className="grid gap-4 sm:col-span-2 sm:grid-cols-3"
        />
        {/* Who sees a Hidden tip, beside the choice (issue 53, item 5). */}
        <FormField
          name="availability"
          label={t('tipForm.availability')}
          hint={t('tipForm.availabilityHint')}
          options={AVAILABILITIES}
          optionLabel={(value) => t(`availability.${value as (typeof AVAILABILITIES)[number]}`)}
          emptyOption={t('tipForm.chooseAvailability')}
        />
        <div className="sm:col-span-2">
          {/* Checkboxes: the chosen months go with any post (none: all year). */}
          <MonthPicker
            key={fields.months.key}
            name={fields.months.name}
            defaultValue={monthsOf(fields.months.initialValue)}
            hemisphere={hemisphere}
            error={fields.months.errors?.[0] && say(fields.months.errors[0])}
          />
        </div>
        {/* Optional: when its followers are asked "Did it work?" (the API's default if empty). */}
        <FormField
          name="resultWeeks"
          label={t('tipForm.resultWeeks')}
          hint={t('tipForm.resultWeeksHint', { ...RESULT_WEEKS })}
          required={false}
          className="sm:col-span-2"
          control={({ defaultValue, required, ...control }) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              min={RESULT_WEEKS.min}
              max={RESULT_WEEKS.max}
              step={1}
              placeholder={String(RESULT_WEEKS.default)}
              defaultValue={defaultValue}
              required={required}
              className="input w-full sm:max-w-40"
            />
          )}
        />
        <FormField name="email" label={t('tipForm.email')} readOnly />
        <FormField name="displayName" label={t('tipForm.name')} readOnly />
        <button
          type="submit"
          className="btn btn-primary sm:col-span-2"
          disabled={pending || uploading}
          aria-busy={pending}
        >
          {submitLabel}
        </button>
      </Form>
    </FormProvider>
  );
}

/**
 * The tip's photo: the picker (choose, drop or paste a file; it is uploaded at once) with the
 * Image URL field inside it as the other way; offers the date the photo was taken.
 */
function TipPhotoField({
  onBusyChange,
  sharedPhoto,
}: {
  onBusyChange: (busy: boolean) => void;
  sharedPhoto: File | null;
}) {
  const t = useT();
  const language = useLanguage();
  const [description, form] = useField<string>('description');
  const [takenAt, setTakenAt] = useState<string | null>(null);
  // The photo's day by Intl in the reader's language ("14 de marzo de 2026").
  const day = takenAt ? new Date(takenAt).toLocaleDateString(language, { dateStyle: 'long' }) : null;
  return (
    <PhotoField
      name="image"
      legend={t('tipForm.photo')}
      className="sm:col-span-2"
      id="tip-image"
      previewAlt={t('tipForm.previewAlt')}
      onBusyChange={onBusyChange}
      initialFile={sharedPhoto}
      onUploaded={(result) => setTakenAt(result.takenAt)}
      fileName={PHOTO_FILE_FIELD}
      required
      addressProps={{ 'aria-required': true }}
    >
      {day && (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          {t('tipForm.photoTakenOn', { day })}
          <button
            type="button"
            className="btn btn-xs"
            onClick={() => {
              const text = String(description.value ?? '').trimEnd();
              const note = t('tipForm.photoTakenNote', { day });
              form.update({ name: description.name, value: `${text}${text ? ' ' : ''}${note}` });
            }}
          >
            {t('tipForm.addPhotoDate')}
          </button>
        </p>
      )}
    </PhotoField>
  );
}
