import { tipInputSchema, type TipInput } from '@green-circle/contract';
import { AVAILABILITIES, CATEGORIES, DIFFICULTIES } from '@green-circle/contract/constants';
import { MESSAGES } from '@green-circle/contract/messages';
import { useEffect, useRef, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, type FetcherWithComponents } from 'react-router';
import { FormField } from '../../../components/ui/form-field';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { anyBlank, formResolver } from '../../../lib/form';
import { notify } from '../../../lib/notify';
import type { Author } from '../lib/author';
import { ImagePreview } from './image-preview';

const TIP_FIELDS = ['title', 'plantType', 'difficulty', 'category', 'description', 'image', 'availability'] as const;

/** What the form holds: the seven fields as text, and the author shown read-only. */
type TipFormValues = Record<keyof TipInput, string> & Author;

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
}

/** A page with the tip form: Share a Garden Tip, Update Garden Tip. */
export function TipFormPage({ title, heading, children }: { title: string; heading: string; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8">
      <PageTitle title={title} />
      <h1 className="mb-6 text-center text-3xl font-bold">{heading}</h1>
      <div className="card bg-base-100 p-4 shadow-md sm:p-8">{children}</div>
    </section>
  );
}

/**
 * The Share and Update form. It validates with the contract's tipInputSchema, the same
 * schema the API checks: a blank field is the spec's toast and nothing is sent; every
 * problem is also shown beside its field.
 */
export function TipForm({ initial, author, submitLabel, savedText, fetcher, method, clearOnSave = false }: TipFormProps) {
  const form = useForm<TipFormValues, unknown, TipInput>({
    defaultValues: { ...emptyFor(author), ...initial },
    resolver: formResolver(tipInputSchema),
  });

  const savedId = fetcher.data?.tipId;
  const pending = fetcher.state !== 'idle';

  // Each answer is acted on once: a saved tip empties the form; a failure keeps what was typed.
  const answered = useRef(fetcher.data);
  useEffect(() => {
    if (fetcher.data === answered.current) return;
    answered.current = fetcher.data;
    if (clearOnSave && fetcher.data?.tipId) form.reset(emptyFor(author));
  }, [fetcher.data, clearOnSave, author, form]);
  const send = (input: TipInput) => fetcher.submit(input, { method, encType: 'application/json' });
  const submit = form.handleSubmit(send, () => {
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
