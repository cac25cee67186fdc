import { tipInputSchema, type TipInput } from '@green-circle/contract';
import { AVAILABILITIES, CATEGORIES, DIFFICULTIES } from '@green-circle/contract/constants';
import { MESSAGES } from '@green-circle/contract/messages';
import { useId, useState, type FormEvent } from 'react';
import { notify } from '../../../lib/notify';
import { MonthPicker } from '../../../components/ui/month-picker';
import { storedHemisphere } from '../../../lib/hemisphere-store';
import { TipField } from './tip-field';

/** The text fields; months (issue 12) are kept apart, as a list. */
type TextField = Exclude<keyof TipInput, 'months'>;
type TipValues = Record<TextField, string>;
type FieldErrors = Partial<Record<keyof TipInput, string>>;

const EMPTY: TipValues = {
  title: '',
  plantType: '',
  difficulty: '',
  category: '',
  description: '',
  image: '',
  availability: '',
};

export interface TipFormProps {
  /** Prefilled values (Update); empty for Share. */
  initial?: TipInput;
  /** The signed-in author, shown read-only. */
  author: { email: string; displayName: string };
  submitLabel: string;
  /** Sends the valid tip; resolves true when the form should clear (a created tip). */
  onSubmit: (input: TipInput) => Promise<boolean>;
}

/**
 * The Share and Update form. It validates with the contract's tipInputSchema, the same
 * schema the API checks: a blank field is the spec's toast and nothing is sent; any
 * other problem (a bad URL, too long) is shown beside its field.
 */
export function TipForm({ initial, author, submitLabel, onSubmit }: TipFormProps) {
  const id = useId();
  const [values, setValues] = useState<TipValues>(initial ? textValues(initial) : EMPTY);
  // The months apart from the text fields: optional, so a blank picker never blocks the form.
  const [months, setMonths] = useState<number[]>(initial?.months ?? []);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);

  const set = (field: keyof TipInput) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (Object.values(values).some((value) => value.trim() === '')) {
      notify.error(MESSAGES.tipFormIncomplete);
      return;
    }
    // No months is all year, and sends none (an update then clears them).
    const parsed = tipInputSchema.safeParse(months.length > 0 ? { ...values, months } : values);
    if (!parsed.success) {
      const fieldErrors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof TipInput;
        fieldErrors[field] ??= issue.message;
      }
      setErrors(fieldErrors);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      if (await onSubmit(parsed.data)) {
        setValues(EMPTY);
        setMonths([]);
      }
    } finally {
      setSubmitting(false);
    }
  }

  const field = (name: TextField) => ({
    id: `${id}-${name}`,
    value: values[name],
    onChange: set(name),
    error: errors[name],
  });

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-4 sm:grid-cols-2">
      <TipField label="Title" {...field('title')} />
      <TipField label="Plant Type" {...field('plantType')} />
      <TipField label="Difficulty" options={DIFFICULTIES} {...field('difficulty')} />
      <TipField label="Category" options={CATEGORIES} {...field('category')} />
      <TipField label="Description" multiline className="sm:col-span-2" {...field('description')} />
      <TipField label="Image URL" type="url" {...field('image')} />
      <TipField label="Availability" options={AVAILABILITIES} {...field('availability')} />
      <div className="sm:col-span-2">
        <MonthPicker
          value={months}
          hemisphere={storedHemisphere() ?? 'north'}
          error={errors.months}
          onChange={(next) => {
            setMonths(next);
            setErrors((current) => ({ ...current, months: undefined }));
          }}
        />
      </div>
      <TipField label="Email" id={`${id}-email`} value={author.email} readOnly />
      <TipField label="Name" id={`${id}-name`} value={author.displayName} readOnly />
      <button type="submit" className="btn btn-primary sm:col-span-2" disabled={submitting} aria-busy={submitting}>
        {submitLabel}
      </button>
    </form>
  );
}

function textValues({ title, plantType, difficulty, category, description, image, availability }: TipInput): TipValues {
  return { title, plantType, difficulty, category, description, image, availability };
}
