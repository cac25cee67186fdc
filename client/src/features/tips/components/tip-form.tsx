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
import { anyBlank, memberSubmitted, parseForm } from '../../../lib/form';
import { storedHemisphere } from '../../../lib/hemisphere-store';
import { notify } from '../../../lib/notify';
import { useDraft, useLeaveGuard } from '../../../lib/use-draft';
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
  useLeaveGuard(draft.isDirty(values) && !pending && !savedId);

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
            notify.info('Wait for the photo to finish uploading.');
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
            {form.errors[0]}
          </p>
        )}
        <FormField name="title" label="Title" />
        <FormField
          name="plantType"
          label="Plant Type"
          render={({ value, change, blur }, control) => (
            <PlantTypeInput value={value} name={control.name} onChange={change} onBlur={blur} control={control} />
          )}
        />
        <FormField name="difficulty" label="Difficulty" options={DIFFICULTIES} />
        <FormField name="category" label="Category" options={CATEGORIES} />
        <FormField name="description" label="Description" multiline className="sm:col-span-2" />
        <TipPhotoField onBusyChange={setUploading} sharedPhoto={sharedPhoto} />
        <FormField
          name="imageAlt"
          label="What the photo shows"
          hint="A few words for people who cannot see the photo (optional)."
          required={false}
        />
        <FormField name="availability" label="Availability" options={AVAILABILITIES} />
        <div className="sm:col-span-2">
          {/* The chosen months go with the form (none: all year); with no JavaScript the tip's months stay as they are. */}
          {months.map((month) => (
            <input key={month} type="hidden" name="months" value={month} />
          ))}
          <MonthPicker
            value={months}
            onChange={setMonths}
            hemisphere={storedHemisphere() ?? 'north'}
            error={fields.months.errors?.[0]}
          />
        </div>
        <FormField name="email" label="Email" readOnly />
        <FormField name="displayName" label="Name" readOnly />
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
              View tip
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
  const [description, form] = useField<string>('description');
  const [takenAt, setTakenAt] = useState<string | null>(null);
  const day = takenAt ? new Date(takenAt).toLocaleDateString(undefined, { dateStyle: 'long' }) : null;
  return (
    <PhotoField
      name="image"
      legend="Photo"
      className="sm:col-span-2"
      id="tip-image"
      previewAlt="What the tip will show"
      onBusyChange={onBusyChange}
      initialFile={sharedPhoto}
      onUploaded={(result) => setTakenAt(result.takenAt)}
      addressProps={{ 'aria-required': true }}
    >
      {day && (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          This photo was taken on {day}.
          <button
            type="button"
            className="btn btn-xs"
            onClick={() => {
              const text = String(description.value ?? '').trimEnd();
              form.update({ name: description.name, value: `${text}${text ? ' ' : ''}(Photo taken on ${day}.)` });
            }}
          >
            Add the date to the description
          </button>
        </p>
      )}
    </PhotoField>
  );
}
