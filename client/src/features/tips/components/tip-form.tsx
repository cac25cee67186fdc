import { tipInputSchema, type TipInput } from '@green-circle/contract';
import { AVAILABILITIES, CATEGORIES, DIFFICULTIES } from '@green-circle/contract/constants';
import { MESSAGES } from '@green-circle/contract/messages';
import { FormProvider, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormField } from '../../../components/ui/form-field';
import { paths } from '../../../config/paths';
import { anyBlank, formResolver } from '../../../lib/form';
import { notify } from '../../../lib/notify';
import type { Author } from '../lib/author';
import { ImagePreview } from './image-preview';

const TIP_FIELDS = ['title', 'plantType', 'difficulty', 'category', 'description', 'image', 'availability'] as const;

/** What the form holds: the seven fields as text, and the author shown read-only. */
export type TipFormValues = Record<keyof TipInput, string> & Author;

const emptyFor = (author: Author): TipFormValues => ({
  title: '',
  plantType: '',
  difficulty: '',
  category: '',
  description: '',
  image: '',
  availability: '',
  ...author,
});

/** What the route's action answered: the tip's id once it is saved. */
export interface TipFormResult {
  tipId?: string;
}

export interface TipFormProps {
  /** Prefilled values (Update); empty for Share. */
  initial?: TipInput;
  /** The signed-in author, shown read-only. */
  author: Author;
  submitLabel: string;
  /** Sends the valid tip (the route's action). */
  onSubmit: (input: TipInput) => void;
  /** True while the action runs. */
  pending: boolean;
  /** The action's last answer; a saved tip gets a way on to it. */
  result?: TipFormResult;
  /** Words before the 'View tip' link once saved. */
  savedText: string;
}

/**
 * The Share and Update form. It validates with the contract's tipInputSchema, the same
 * schema the API checks: a blank field is the spec's toast and nothing is sent; every
 * problem is also shown beside its field. Share empties it by remounting it (a new key)
 * once a tip is saved.
 */
export function TipForm({ initial, author, submitLabel, onSubmit, pending, result, savedText }: TipFormProps) {
  const form = useForm<TipFormValues, unknown, TipInput>({
    defaultValues: { ...emptyFor(author), ...initial },
    resolver: formResolver(tipInputSchema),
  });

  const savedId = result?.tipId;
  const submit = form.handleSubmit(onSubmit, () => {
    if (anyBlank(form.getValues(), TIP_FIELDS)) notify.error(MESSAGES.tipFormIncomplete);
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        <FormField name="title" label="Title" />
        <FormField name="plantType" label="Plant Type" />
        <FormField name="difficulty" label="Difficulty" options={DIFFICULTIES} />
        <FormField name="category" label="Category" options={CATEGORIES} />
        <FormField name="description" label="Description" multiline className="sm:col-span-2" />
        <FormField name="image" label="Image URL" type="url">
          <ImagePreview />
        </FormField>
        <FormField name="availability" label="Availability" options={AVAILABILITIES} />
        <FormField name="email" label="Email" readOnly />
        <FormField name="displayName" label="Name" readOnly />
        <button type="submit" className="btn btn-primary sm:col-span-2" disabled={pending} aria-busy={pending}>
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
