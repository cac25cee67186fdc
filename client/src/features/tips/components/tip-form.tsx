import { tipInputSchema, type TipInput } from '@green-circle/contract';
import { AVAILABILITIES, CATEGORIES, DIFFICULTIES } from '@green-circle/contract/constants';
import { MESSAGES } from '@green-circle/contract/messages';
import { useId, useState, type FormEvent } from 'react';
import { notify } from '../../../lib/notify';
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
  const [values, setValues] = useState<TipValues>(() => ({ ...EMPTY, ...initial, imageAlt: initial?.imageAlt ?? '' }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);

  const set = (field: keyof TipInput) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

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
    setErrors({});
    setSubmitting(true);
    try {
      if (await onSubmit(parsed.data)) setValues(EMPTY);
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
      <TipField label="Title" {...field('title')} />
      <TipField label="Plant Type" {...field('plantType')} />
      <TipField label="Difficulty" options={DIFFICULTIES} {...field('difficulty')} />
      <TipField label="Category" options={CATEGORIES} {...field('category')} />
      <TipField label="Description" multiline className="sm:col-span-2" {...field('description')} />
      <TipField label="Image URL" type="url" {...field('image')} />
      <TipField label="Availability" options={AVAILABILITIES} {...field('availability')} />
      <TipField label="Email" id={`${id}-email`} value={author.email} readOnly />
      <TipField label="Name" id={`${id}-name`} value={author.displayName} readOnly />
      <button type="submit" className="btn btn-primary sm:col-span-2" disabled={submitting} aria-busy={submitting}>
        {submitLabel}
      </button>
    </form>
  );
}
