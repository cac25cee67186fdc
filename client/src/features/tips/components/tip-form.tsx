import { tipInputSchema, type TipInput } from '@green-circle/contract';
import { AVAILABILITIES, CATEGORIES, DIFFICULTIES } from '@green-circle/contract/constants';
import { MESSAGES } from '@green-circle/contract/messages';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Controller, FormProvider, useController, useForm, useWatch } from 'react-hook-form';
import { Link, type FetcherWithComponents } from 'react-router';
import { DraftNote } from '../../../components/ui/draft-note';
import { FormField } from '../../../components/ui/form-field';
import { MonthPicker } from '../../../components/ui/month-picker';
import { PageTitle } from '../../../components/ui/page-title';
import { PhotoField } from '../../../components/ui/photo-field';
import { paths } from '../../../config/paths';
import { anyBlank, formResolver } from '../../../lib/form';
import { storedHemisphere } from '../../../lib/hemisphere-store';
import { notify } from '../../../lib/notify';
import { useDraft, useLeaveGuard } from '../../../lib/use-draft';
import type { Author } from '../lib/author';
import { PlantTypeInput } from './plant-type-input';

const TIP_FIELDS = ['title', 'plantType', 'difficulty', 'category', 'description', 'image', 'availability'] as const;

/** What the form holds: the seven fields as text, the months as a list, and the author shown read-only. */
type TipFormValues = Record<Exclude<keyof TipInput, 'months'>, string> & { months: number[] } & Author;

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

/** What the route's action answered: the tip's id once it is saved. */
export interface TipFormResult {
  tipId?: string;
}

interface TipFormProps {
  /** Prefilled values (Update); empty for Share. */
  initial?: TipInput;
  /** The signed-in author, shown read-only. */
  author: Author;
  submitLabel: string;
  /** Words before the 'View tip' link once the tip is saved. */
  savedText: string;
  /** Sends the valid tip to the route's action (POST shares, PUT updates). */
  fetcher: FetcherWithComponents<TipFormResult | undefined>;
  method: 'post' | 'put';
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

/**
 * The Share and Update form. It validates with the contract's tipInputSchema, the same
 * schema the API checks: a blank field is the spec's toast and nothing is sent; every
 * problem is also shown beside its field.
 */
export function TipForm({
  initial,
  author,
  submitLabel,
  savedText,
  fetcher,
  method,
  clearOnSave = false,
  draftKey = null,
  sharedPhoto = null,
}: TipFormProps) {
  const [baseline] = useState<TipFormValues>(() => ({
    ...emptyFor(author),
    ...initial,
    imageAlt: initial?.imageAlt ?? '',
  }));
  const draft = useDraft<TipFormValues>(draftKey, baseline);
  const form = useForm<TipFormValues, unknown, TipInput>({
    defaultValues: { ...baseline, ...draft.initial, ...author },
    resolver: formResolver(tipInputSchema),
  });
  const [uploading, setUploading] = useState(false);
  // A draft found after the first render (on a page the server drew) fills the form then.
  const shownDraft = useRef(draft.initial);
  useEffect(() => {
    if (draft.initial === shownDraft.current) return;
    shownDraft.current = draft.initial;
    form.reset({ ...baseline, ...draft.initial, ...author });
  }, [draft.initial, baseline, author, form]);

  const savedId = fetcher.data?.tipId;
  const pending = fetcher.state !== 'idle';

  // Every change is kept as the draft; leaving with unsaved changes asks first.
  const values = useWatch({ control: form.control }) as TipFormValues;
  const { save } = draft;
  useEffect(() => save(values), [values, save]);
  useLeaveGuard(draft.isDirty(values) && !pending);

  // Each answer is acted on once: a saved tip empties the form; a failure keeps what was typed.
  const answered = useRef(fetcher.data);
  useEffect(() => {
    if (fetcher.data === answered.current) return;
    answered.current = fetcher.data;
    // A failed submit keeps the values and their draft.
    if (!fetcher.data?.tipId) return;
    if (clearOnSave) form.reset(emptyFor(author));
    draft.clear(clearOnSave ? emptyFor(author) : form.getValues());
  }, [fetcher.data, clearOnSave, author, form, draft]);
  // No months is all year and sends none (an update then clears them).
  const send = ({ months, ...rest }: TipInput) =>
    fetcher.submit(months && months.length > 0 ? { ...rest, months } : rest, { method, encType: 'application/json' });
  const submit = form.handleSubmit(
    (input) => {
      if (uploading) notify.info('Wait for the photo to finish uploading.');
      else send(input);
    },
    () => {
      if (anyBlank(form.getValues(), TIP_FIELDS)) notify.error(MESSAGES.tipFormIncomplete);
    },
  );

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        {draft.restoredAt && (
          <div className="sm:col-span-2">
            <DraftNote
              savedAt={draft.restoredAt}
              onDiscard={() => {
                form.reset(baseline);
                draft.clear();
              }}
            />
          </div>
        )}
        <FormField name="title" label="Title" />
        <FormField
          name="plantType"
          label="Plant Type"
          render={({ value, name, onChange, onBlur, ref }, control) => (
            <PlantTypeInput
              value={value}
              name={name}
              onChange={onChange}
              onBlur={onBlur}
              inputRef={ref}
              control={control}
            />
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
        <Controller
          control={form.control}
          name="months"
          render={({ field, fieldState }) => (
            <div className="sm:col-span-2">
              <MonthPicker
                value={field.value}
                onChange={field.onChange}
                hemisphere={storedHemisphere() ?? 'north'}
                error={fieldState.error?.message}
              />
            </div>
          )}
        />
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
      </form>
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
  const { field: description } = useController({ name: 'description' });
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
              description.onChange(`${text}${text ? ' ' : ''}(Photo taken on ${day}.)`);
            }}
          >
            Add the date to the description
          </button>
        </p>
      )}
    </PhotoField>
  );
}
