import type { Submission } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import type { z } from 'zod';

const REQUIRED = 'Required';

/**
 * A form's submission checked with the contract's schema, in the browser (conform's onValidate)
 * and again in the route's action: the same messages either side. Conform reads an empty field as
 * missing, and a missing field always reads 'Required' rather than zod's "expected string,
 * received undefined" (or "Invalid option" for a select nobody chose).
 */
export function parseForm<Schema extends z.ZodType>(formData: FormData, schema: Schema) {
  return parseWithZod(formData, {
    schema,
    error: (issue) => (issue.input === undefined ? REQUIRED : undefined),
  });
}

/**
 * Whether a form's submit event is the member's own (a submit button, Enter) and not one of the
 * submits conform makes for its intents (validate a field on blur, update a value, reset).
 */
export const memberSubmitted = (event: { nativeEvent: Event }) =>
  (event.nativeEvent as SubmitEvent).submitter?.getAttribute('name') !== '__intent__';

/** True when any of the named fields is missing or blank in the submitted form. */
export const anyBlank = (formData: FormData, names: readonly string[]) =>
  names.some((name) => String(formData.get(name) ?? '').trim() === '');

/**
 * A valid form the API refused (or could not be reached for): its message as the form's own error,
 * shown above the form with or without JavaScript, and as the spec's toast once the page's
 * JavaScript runs. Answered with `status` (a plain POST's page says it did not work).
 */
export function refusedForm(submission: Submission<unknown>, message: string, status = 400) {
  return data(
    { result: submission.reply({ formErrors: [message] }), toast: { kind: 'error' as const, message } },
    { status },
  );
}
