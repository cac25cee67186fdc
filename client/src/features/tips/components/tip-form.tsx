import { tipInputSchema, type TipInput } from '@green-circle/contract';
import { AVAILABILITIES, CATEGORIES, DIFFICULTIES } from '@green-circle/contract/constants';
import { MESSAGES } from '@green-circle/contract/messages';
import { useId, useState, type FormEvent } from 'react';
import { notify } from '../../../lib/notify';
import { DraftNote } from '../../../components/ui/draft-note';
import { PhotoPicker } from '../../../components/ui/photo-picker';
import { useDraft, useLeaveGuard } from '../../../lib/use-draft';
import { TipField } from './tip-field';

type TipValues = Record<keyof TipInput, string>;
type FieldErrors = Partial<Record<keyof TipInput, string>>;

const EMPTY: TipValues = {
  title: '',
  plantType: '',
  difficulty: '',
  category: '',
  description: '',
  image: '',
  imageAlt: '',
  availability: '',
};
/** Fields a member may leave empty. */
const OPTIONAL = new Set<keyof TipInput>(['imageAlt']);

export interface TipFormProps {
  /** Prefilled values (Update); empty for Share. */
  initial?: TipInput;
  /** The signed-in author, shown read-only. */
  author: { email: string; displayName: string };
  submitLabel: string;
  /** Sends the valid tip; resolves true once it is saved. */
  onSubmit: (input: TipInput) => Promise<boolean>;
  /** Empty the form once saved (Share); otherwise the saved values stay (Update). */
  clearOnSave?: boolean;
  /** Where the draft is kept in this browser (per member and form); null: no draft. */
  draftKey?: string | null;
}

/**
 * The Share and Update form. It validates with the contract's tipInputSchema, the same
 * schema the API checks: a blank field is the spec's toast and nothing is sent; any
 * other problem (a bad URL, too long) is shown beside its field.
 */
export function TipForm({ initial, author, submitLabel, onSubmit, clearOnSave = false, draftKey = null }: TipFormProps) {
  const id = useId();
  const [baseline] = useState<TipValues>(() => ({ ...EMPTY, ...initial, imageAlt: initial?.imageAlt ?? '' }));
  const draft = useDraft<TipValues>(draftKey, baseline);
  const [values, setValues] = useState<TipValues>(() => ({ ...baseline, ...draft.initial }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [takenAt, setTakenAt] = useState<string | null>(null);
  useLeaveGuard(draft.isDirty(values) && !submitting);

  const set = (field: keyof TipInput) => (value: string) => {
    setValues((current) => {
      const next = { ...current, [field]: value };
      draft.save(next);
      return next;
    });
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function discardDraft() {
    setValues(baseline);
    draft.clear();
    setErrors({});
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (Object.entries(values).some(([name, value]) => !OPTIONAL.has(name as keyof TipInput) && value.trim() === '')) {
      notify.error(MESSAGES.tipFormIncomplete);
      return;
    }
    const parsed = tipInputSchema.safeParse(values);
    if (!parsed.success) {
      const fieldErrors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof TipInput;
        fieldErrors[field] ??= issue.message;
      }
      setErrors(fieldErrors);
      return;
    }
    if (uploading) {
      notify.info('Wait for the photo to finish uploading.');
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      // A failed submit keeps the values and their draft.
      if (await onSubmit(parsed.data)) {
        if (clearOnSave) {
          setValues(EMPTY);
          setTakenAt(null);
        }
        draft.clear(clearOnSave ? EMPTY : values);
      }
    } finally {
      setSubmitting(false);
    }
  }

  const field = (name: keyof TipInput) => ({
    id: `${id}-${name}`,
    value: values[name],
    onChange: set(name),
    error: errors[name],
  });

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-4 sm:grid-cols-2">
      {draft.restoredAt && (
        <div className="sm:col-span-2">
          <DraftNote savedAt={draft.restoredAt} onDiscard={discardDraft} />
        </div>
      )}
      <TipField label="Title" {...field('title')} />
      <TipField label="Plant Type" {...field('plantType')} />
      <TipField label="Difficulty" options={DIFFICULTIES} {...field('difficulty')} />
      <TipField label="Category" options={CATEGORIES} {...field('category')} />
      <TipField label="Description" multiline className="sm:col-span-2" {...field('description')} />
      <fieldset className="flex flex-col gap-1 sm:col-span-2">
        <legend className="mb-1 font-medium">Photo</legend>
        <PhotoPicker
          id={`${id}-image`}
          value={values.image}
          onChange={set('image')}
          onBusyChange={setUploading}
          onUploaded={(result) => setTakenAt(result.takenAt)}
          error={errors.image}
          addressProps={{ 'aria-required': true }}
        />
        {takenAt && <TakenAtOffer takenAt={takenAt} onUse={(text) => set('description')(`${values.description.trimEnd()}${values.description.trim() ? ' ' : ''}${text}`)} />}
      </fieldset>
      <TipField
        label="What the photo shows"
        optional
        hint="A few words for people who cannot see the photo (optional)."
        {...field('imageAlt')}
      />
      <TipField label="Availability" options={AVAILABILITIES} {...field('availability')} />
      <TipField label="Email" id={`${id}-email`} value={author.email} readOnly />
      <TipField label="Name" id={`${id}-name`} value={author.displayName} readOnly />
      <button type="submit" className="btn btn-primary sm:col-span-2" disabled={submitting || uploading} aria-busy={submitting}>
        {submitLabel}
      </button>
    </form>
  );
}

/** Offers the date the photo was taken (read from it before its metadata was stripped). */
function TakenAtOffer({ takenAt, onUse }: { takenAt: string; onUse: (text: string) => void }) {
  const date = new Date(takenAt);
  if (Number.isNaN(date.getTime())) return null;
  const day = date.toLocaleDateString(undefined, { dateStyle: 'long' });
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      This photo was taken on {day}.
      <button type="button" className="btn btn-xs" onClick={() => onUse(`(Photo taken on ${day}.)`)}>
        Add the date to the description
      </button>
    </p>
  );
}
