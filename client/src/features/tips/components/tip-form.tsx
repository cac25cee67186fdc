import { tipInputSchema, type TipInput } from '@green-circle/contract';
import { AVAILABILITIES, CATEGORIES, DIFFICULTIES } from '@green-circle/contract/constants';
import { MESSAGES } from '@green-circle/contract/messages';
import {
  FormProvider,
  getFormProps,
  useField,
  useForm,
  type DefaultValue,
  type SubmissionResult,
} from '@conform-to/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, type FetcherWithComponents } from 'react-router';
import { DraftNote } from '../../../components/ui/draft-note';
import { ERROR_TEXT, FormField } from '../../../components/ui/form-field';
import { MonthPicker } from '../../../components/ui/month-picker';
import { PageTitle } from '../../../components/ui/page-title';
import { PhotoField } from '../../../components/ui/photo-field';
import { paths } from '../../../config/paths';
import { useToast, type Toast } from '../../../lib/action-toast';
import { anyBlank, memberSubmitted } from '../../../lib/form';
import { parseForm } from '../../../lib/parse-form';
import { storedHemisphere } from '../../../lib/hemisphere-store';
import { notify } from '../../../lib/notify';
import { useDraft, useLeaveGuard } from '../../../lib/use-draft';
import { useContractText, useLanguage, useT } from '../../../i18n/i18n';
import type { Author } from '../lib/author';
import { PlantTypeInput } from '../../../components/ui/plant-type-input';

export const TIP_FIELDS = [
  'title',
  'plantType',
  'difficulty',
  'category',
  'description',
  'image',
  'availability',
] as const;

/** What the form holds: the seven fields as text, the months as a list, and the author shown read-only. */
type TipFormValues = Record<Exclude<keyof TipInput, 'months'>, string> & { months: string[] } & Author;

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
  ...author,
});

/** What the route's action answered: the checked form (its errors by field), and the tip's id once it is saved. */
export interface TipFormResult {
  result?: SubmissionResult<string[]>;
  tipId?: string;
  toast?: Toast;
}

interface TipFormProps {
  /** Prefilled values (Update); empty for Share. */
  initial?: TipInput;
  /** The signed-in author, shown read-only. */
  author: Author;
  submitLabel: string;
  /** Words before the 'View tip' link once the tip is saved. */
  savedText: string;
  /** Posts the form to the route's action (the action shares or updates). */
  fetcher: FetcherWithComponents<TipFormResult | undefined>;
  /** The action's answer to a plain POST (no JavaScript yet): the page drawn again with its errors. */
  answer?: TipFormResult;
  /** Empty the form once a tip is saved (Share: the spec's reset). */
  clearOnSave?: boolean;
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

const valuesOf = (tip: TipInput | undefined, author: Author): TipFormValues => ({
  ...emptyFor(author),
  ...tip,
  imageAlt: tip?.imageAlt ?? '',
  months: (tip?.months ?? []).map(String),
});

/**
 * The Share and Update form, posted to the route's action, which checks it with the contract's
 * tipInputSchema (as the API does) and answers with each problem beside its field; the browser
 * checks the same schema first once its JavaScript runs. A blank field is also the spec's toast.
 */
export function TipForm({
  initial,
  author,
  submitLabel,
  savedText,
  fetcher,
  answer,
  clearOnSave = false,
  draftKey = null,
  sharedPhoto = null,
}: TipFormProps) {
  const t = useT();
  const contractText = useContractText();
  const [baseline] = useState<TipFormValues>(() => valuesOf(initial, author));
  const draft = useDraft<TipFormValues>(draftKey, baseline);
  const reply = fetcher.data ?? answer;
  useToast(fetcher.data?.toast);
  const [form, fields] = useForm({
    id: 'tip-form',
    lastResult: reply?.result,
    defaultValue: { ...baseline, ...draft.initial, ...author } as DefaultValue<TipInput>,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseForm(formData, tipInputSchema),
  });
  const [uploading, setUploading] = useState(false);
  // The months are the picker's own state, sent as one hidden `months` input each; a draft found
  // after the first render, or a shared tip (the form empties), sets them as it sets the fields.
  const [months, setMonths] = useState(() => ({ ...baseline, ...draft.initial }).months.map(Number));
  const [monthsFrom, setMonthsFrom] = useState({ draft: draft.initial, answer: fetcher.data });
  if (monthsFrom.draft !== draft.initial || monthsFrom.answer !== fetcher.data) {
    setMonthsFrom({ draft: draft.initial, answer: fetcher.data });
    if (monthsFrom.draft !== draft.initial) setMonths(draft.initial.months.map(Number));
    else if (clearOnSave && fetcher.data?.tipId) setMonths([]);
  }
  // A draft found after the first render (on a page the server drew) fills the form then.
  const shownDraft = useRef(draft.initial);
  useEffect(() => {
    if (draft.initial === shownDraft.current) return;
    shownDraft.current = draft.initial;
    form.update({ value: { ...baseline, ...draft.initial, ...author } });
  }, [draft.initial, baseline, author, form]);

  const savedId = fetcher.data?.tipId;
  const pending = fetcher.state !== 'idle';

  // Every change is kept as the draft; leaving with unsaved changes asks first.
  const values = { ...baseline, ...(form.value as Partial<TipFormValues>), months: months.map(String), ...author };
  const { save } = draft;
  const serialized = JSON.stringify(values);
  useEffect(() => save(JSON.parse(serialized) as TipFormValues), [serialized, save]);
  useLeaveGuard(draft.isDirty(values) && !pending && !savedId, t('tipForm.leaveConfirm'));

  // A saved tip's draft goes (an update keeps what it saved as the baseline).
  const answered = useRef(fetcher.data);
  useEffect(() => {
    if (fetcher.data === answered.current) return;
    answered.current = fetcher.data;
    if (!fetcher.data?.tipId) return;
    if (clearOnSave) form.update({ value: emptyFor(author) });
    draft.clear(clearOnSave ? emptyFor(author) : values);
  });

  return (
    <FormProvider context={form.context}>
      <fetcher.Form
        method="post"
        {...getFormProps(form)}
        onSubmit={(event) => {
          // Conform's own validation runs as submits too (on blur, on input): only the member's counts here.
          if (!memberSubmitted(event)) return form.onSubmit(event);
          if (uploading) {
            event.preventDefault();
            notify.info(t('tipForm.waitForPhoto'));
            return;
          }
          if (anyBlank(new FormData(event.currentTarget), TIP_FIELDS)) notify.error(MESSAGES.tipFormIncomplete);
          form.onSubmit(event);
        }}
        className="grid gap-4 sm:grid-cols-2"
      >
        {draft.restoredAt && (
          <div className="sm:col-span-2">
            <DraftNote
              savedAt={draft.restoredAt}
              onDiscard={() => {
                form.update({ value: baseline });
                setMonths(baseline.months.map(Number));
                draft.clear();
              }}
            />
          </div>
        )}
        {/* A plain POST's refusal (no JavaScript, so no toast) is said above the fields. */}
        {!fetcher.data && answer?.result && form.errors && (
          <p role="alert" className={`sm:col-span-2 ${ERROR_TEXT}`}>
            {contractText(form.errors[0] ?? '')}
          </p>
        )}
        <FormField name="title" label={t('tipForm.title')} />
        <FormField
          name="plantType"
          label={t('tipForm.plantType')}
          render={({ value, change, blur }, control) => (
            <PlantTypeInput value={value} name={control.name} onChange={change} onBlur={blur} control={control} />
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
        <TipPhotoField onBusyChange={setUploading} sharedPhoto={sharedPhoto} />
        <FormField name="imageAlt" label={t('tipForm.imageAlt')} hint={t('tipForm.imageAltHint')} required={false} />
        <FormField
          name="availability"
          label={t('tipForm.availability')}
          options={AVAILABILITIES}
          optionLabel={(value) => t(`availability.${value as (typeof AVAILABILITIES)[number]}`)}
          emptyOption={t('tipForm.chooseAvailability')}
        />
        <div className="sm:col-span-2">
          {/* The chosen months go with the form (none: all year); with no JavaScript the tip's months stay as they are. */}
          {months.map((month) => (
            <input key={month} type="hidden" name="months" value={month} />
          ))}
          <MonthPicker
            value={months}
            onChange={setMonths}
            hemisphere={storedHemisphere() ?? 'north'}
            error={fields.months.errors?.[0] && contractText(fields.months.errors[0])}
          />
        </div>
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
        {savedId && (
          <p className="text-center sm:col-span-2">
            {savedText}{' '}
            <Link to={paths.tipDetails(savedId)} className="link link-primary font-medium">
              {t('tipForm.viewTip')}
            </Link>
          </p>
        )}
      </fetcher.Form>
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
