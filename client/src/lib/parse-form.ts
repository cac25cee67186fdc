import { parseWithZod } from '@conform-to/zod/v4';
import type { z } from 'zod';
import { REQUIRED } from './form';

/**
 * A form's submission checked with the contract's schema: what every route action does first,
 * the one place a form's rules and the spec's messages live. Conform reads an empty field as
 * missing, and a missing field always reads 'Required' rather than zod's "expected string,
 * received undefined" (or "Invalid option" for a select nobody chose). Pages import it only where
 * the browser must check before calling the identity service (sign-in, sign-up): it brings zod.
 */
export function parseForm<Schema extends z.ZodType>(formData: FormData, schema: Schema) {
  return parseWithZod(formData, {
    schema,
    error: (issue) => (issue.input === undefined ? REQUIRED : undefined),
  });
}
