import { parse, useForm, type DefaultValue, type Submission, type SubmissionResult } from '@conform-to/react';
import { data } from 'react-router';

/** What a required field left blank reads (its code), in the browser and from the contract's schemas alike. */
export const REQUIRED = 'field.required';

/** Controls whose value is typed text. */
const TEXT_TYPES = new Set(['text', 'textarea', 'email', 'url', 'search', 'tel', 'password']);

/**
 * The browser's check before a form is sent (conform's onValidate), with no schema library in the
 * page: a required control left empty (its `required` attribute, the browser's own valueMissing)
 * reads 'Required' beside it at once; every other rule is the route action's, which parses with
 * the contract's schema (lib/parse-form.ts) and answers with the spec's exact message. Limits the
 * browser can enforce itself (maxLength, min, max) are the controls' attributes. `Fields`: the
 * form's shape (the contract's type, a type only: no schema comes along).
 */
export function checkRequired<Fields extends Record<string, unknown>>({
  form,
  formData,
}: {
  form: HTMLFormElement;
  formData: FormData;
}): Submission<Fields> {
  return parse(formData, {
    resolve: (value) => {
      const error: Record<string, string[]> = {};
      for (const control of form.elements) {
        const { name, validity, dataset, required, value, type } = control as HTMLInputElement;
        // Only spaces is blank too (the contract trims), which the browser's valueMissing does not see.
        const spaces = required && TEXT_TYPES.has(type) && typeof value === 'string' && value.trim() === '';
        // A field may say its own message for blank (FormField's whenMissing), e.g. the password an e-mail change needs.
        if (name && (validity?.valueMissing || spaces)) error[name] = [dataset.missing ?? REQUIRED];
      }
      return Object.keys(error).length > 0 ? { error } : { value: value as Fields };
    },
  });
}

/**
 * Whether a form's submit event is the member's own (a submit button, Enter) and not one of the
 * submits conform makes for its intents (validate a field on blur, update a value, reset).
 */
export const memberSubmitted = (event: { nativeEvent: Event }) =>
  (event.nativeEvent as SubmitEvent).submitter?.getAttribute('name') !== '__intent__';

/**
 * Whether the member's submit of a form with photo pickers is held, because a photo is still
 * uploading (its address is not in the form yet): the submit is then cancelled. Conform's own
 * submits (see memberSubmitted) are never held.
 */
export function heldForUpload(event: { nativeEvent: Event; preventDefault(): void }, uploading: boolean) {
  if (!uploading || !memberSubmitted(event)) return false;
  event.preventDefault();
  return true;
}

/** True when any of the named fields is missing or blank in the submitted form. */
export const anyBlank = (formData: FormData, names: readonly string[]) =>
  names.some((name) => String(formData.get(name) ?? '').trim() === '');

/**
 * The one form of every page (decision 0016): conform over a real <form> of uncontrolled, named
 * controls. `lastResult` is the route action's answer (`submission.reply()`, from useActionData
 * or fetcher.data): its errors go beside their fields at once, what was typed stays on a refusal,
 * and a reply with `resetForm` (lib/form.ts `accepted`) empties the form after a done write; no
 * effect reacts to the answer. `defaultValue` is the loader's (what was saved). The browser checks
 * only blank required fields (checkRequired); every other rule is the action's.
 */
export function useActionForm<Fields extends object>({
  id,
  lastResult,
  defaultValue,
}: {
  id: string;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: DefaultValue<Fields>;
}) {
  return useForm<Fields>({
    id,
    lastResult,
    defaultValue,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: checkRequired as (context: { form: HTMLFormElement; formData: FormData }) => Submission<Fields>,
  });
}

/** A form's answer to a refusal: the form as sent, with `message` above it (no toast: the form says it). */
export function refusal(submission: Submission<unknown>, message: string, status = 400) {
  return data({ result: submission.reply({ formErrors: [message] }) }, { status });
}

/** A done write that stays on its page: the form empties (its next state is the loader's). */
export const accepted = (submission: Submission<unknown>) => ({ result: submission.reply({ resetForm: true }) });
