// Transitional: the account and garden forms (login, sign-up, profile, garden) still use react-hook-form
// until they move to conform like every other form (components/ui/form-field.tsx).
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

const REQUIRED = 'Required';

const isBlank = (value: unknown) => typeof value === 'string' && value.trim() === '';

/**
 * react-hook-form's zod resolver for a form of text controls (a select's '' is "not chosen
 * yet"): the contract's schema decides, and a blank field always reads 'Required' rather
 * than, say, "Invalid option" for a select nobody touched.
 */
export function formResolver<Values extends FieldValues, Output>(
  schema: z.ZodType<Output>,
): Resolver<Values, unknown, Output> {
  const resolve = zodResolver(schema as never) as unknown as Resolver<Values, unknown, Output>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    for (const [name, error] of Object.entries(result.errors)) {
      if (error && isBlank(values[name])) error.message = REQUIRED;
    }
    return result;
  };
}

/**
 * The spec's one toast for a refused form: the first error in field order, after its field's
 * label ("Photo URL: Must be an http or https URL"); a field without a label in `labels`
 * (the sign-up password rules) speaks for itself.
 */
export function formProblem(
  errors: FieldErrors,
  order: readonly string[],
  labels: Record<string, string>,
): string | null {
  for (const name of order) {
    const message = errors[name]?.message;
    if (typeof message === 'string') return labels[name] ? `${labels[name]}: ${message}` : message;
  }
  return null;
}
