import type { ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';

interface AuthFormProps<Values extends FieldValues, Output> {
  form: UseFormReturn<Values, unknown, Output>;
  onSubmit: () => void;
  submitLabel: string;
  /** While the route's action runs (a form whose submit hands over to an action). */
  busy?: boolean;
  children: ReactNode;
}

/** The login and sign-up form: its fields, then the submit button, busy while the submit (or the action it hands over to) runs. */
export function AuthForm<Values extends FieldValues, Output>({ form, onSubmit, submitLabel, busy, children }: AuthFormProps<Values, Output>) {
  const pending = busy ?? form.formState.isSubmitting;
  return (
    <FormProvider {...form}>
      <form className="space-y-4" onSubmit={onSubmit} noValidate>
        {children}
        <button type="submit" className="btn btn-primary w-full" disabled={pending}>
          {pending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {submitLabel}
        </button>
      </form>
    </FormProvider>
  );
}
