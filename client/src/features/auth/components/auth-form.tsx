import type { ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useHydrated } from '../../../lib/hydration';

interface AuthFormProps<Values extends FieldValues, Output> {
  form: UseFormReturn<Values, unknown, Output>;
  onSubmit: () => void;
  submitLabel: string;
  /** While the route's action runs (a form whose submit hands over to an action). */
  busy?: boolean;
  children: ReactNode;
}

/** The login and sign-up form: its fields, then the submit button, busy while the submit (or the action it hands over to) runs. */
export function AuthForm<Values extends FieldValues, Output>({
  form,
  onSubmit,
  submitLabel,
  busy,
  children,
}: AuthFormProps<Values, Output>) {
  const pending = busy ?? form.formState.isSubmitting;
  // The login screen can come rendered on the server, before its JavaScript: the form waits
  // for it, disabled (the fields would drop what was typed when React takes them over, and the
  // browser's own submit would put the password in the address).
  const ready = useHydrated();
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate>
        <fieldset className="space-y-4" disabled={!ready}>
          {children}
          <button type="submit" className="btn btn-primary w-full" disabled={pending}>
            {pending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {submitLabel}
          </button>
        </fieldset>
      </form>
    </FormProvider>
  );
}
