import { useField, useInputControl } from '@conform-to/react';
import { useSay } from '#app/i18n/i18n';
import { Fragment, type ReactNode } from 'react';
import { FieldFrame } from './field-frame';

// Drawn by forms with and without conform alike (the plan's "Done" has none): its own module.
export { FormMessage } from './form-message';

/** What a control needs to be named, announced with its label, hint and error, and submitted. */
export interface ControlProps {
  id: string;
  name: string;
  form: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
  /** For a control a <label for> cannot name (a group, a custom widget). */
  'aria-labelledby'?: string;
}

/** A control of its own's hold on the field's value (conform's input control). */
export type FieldControl = ReturnType<typeof useInputControl<string>>;

/** What every field takes. */
export interface FieldProps {
  /** The form value it edits: the control's name in the submitted form. */
  name: string;
  label: string;
  /** Help under the control, announced with it. */
  hint?: string;
  /** Turns the field into a select over these choices. */
  options?: readonly string[];
  /** How a choice reads (default: its value). */
  optionLabel?: (option: string) => string;
  /** The select's first, empty choice, in the reader's words (default: a dash, the same in every language). */
  emptyOption?: string;
  /** A 6-row textarea. */
  multiline?: boolean;
  type?: 'text' | 'email' | 'url' | 'password';
  autoComplete?: string;
  placeholder?: string;
  readOnly?: boolean;
  required?: boolean;
  /** What a blank required field reads before it is sent (lib/form.ts checkRequired; default 'Required'): the contract's English. */
  whenMissing?: string;
  /** The most characters the control takes (the contract's limit: the browser holds it). */
  maxLength?: number;
  className?: string;
  /** Shown under the control, e.g. a preview of what was entered. */
  children?: ReactNode;
}

interface FormFieldProps extends FieldProps {
  /** A control of its own (a photo picker, say), bound to the same value, label and error. */
  render?: (value: FieldControl, control: ControlProps) => ReactNode;
  /**
   * An uncontrolled control of its own (the plant combobox): named, described and labelled like the
   * stock ones, starting from `defaultValue`, drawn again when the form is reset or updated.
   */
  control?: (attributes: ControlProps & { defaultValue: string; required: boolean }) => ReactNode;
}

const CONTROL_CLASS = { input: 'input w-full', select: 'select w-full', textarea: 'textarea w-full' };

/**
 * The one field of every form (inside conform's FormProvider): a label, a named control that a
 * plain POST submits before any JavaScript, and the field's error beside it (aria-invalid,
 * aria-describedby), whether the browser or the route's action found it.
 */
export function FormField({
  name,
  label,
  hint,
  readOnly,
  required = !readOnly,
  whenMissing,
  maxLength,
  className = '',
  render,
  control: ownControl,
  children,
  // How the stock control looks (a select's options, a textarea, an input's type): StockControl's own.
  ...stock
}: FormFieldProps) {
  const [meta] = useField<string>(name);
  // The schemas' errors are the contract's English: read in the page's language by their code.
  const say = useSay();
  const firstError = meta.errors?.[0];
  const error = firstError && say(firstError);
  const id = meta.id;
  const labelId = `${id}-label`;
  const describedBy = [hint && meta.descriptionId, error && meta.errorId].filter(Boolean).join(' ') || undefined;
  const control: ControlProps = {
    id,
    name: meta.name,
    form: meta.formId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
  };
  const initial = typeof meta.initialValue === 'string' ? meta.initialValue : '';
  // required: the browser knows a blank field at once (checkRequired reads its validity); conform's
  // noValidate keeps its own bubble away, so the message beside the field is ours.
  const shared = { ...control, defaultValue: initial, readOnly, required, maxLength, 'data-missing': whenMissing };

  return (
    <FieldFrame
      ids={{ control: id, label: labelId, hint: meta.descriptionId, error: meta.errorId }}
      {...{ label, hint, error, className }}
      control={
        ownControl ? (
          <Fragment key={meta.key}>{ownControl({ ...control, defaultValue: initial, required })}</Fragment>
        ) : render ? (
          <CustomControl meta={meta} render={(value) => render(value, { ...control, 'aria-labelledby': labelId })} />
        ) : (
          <StockControl key={meta.key} attributes={shared} readOnly={readOnly} {...stock} />
        )
      }
    >
      {children}
    </FieldFrame>
  );
}

/** The select, textarea or input a field draws unless it brings a control of its own. */
export function StockControl({
  attributes,
  options,
  optionLabel = (option) => option,
  emptyOption,
  multiline,
  type = 'text',
  autoComplete,
  placeholder,
  readOnly,
}: Pick<
  FieldProps,
  'options' | 'optionLabel' | 'emptyOption' | 'multiline' | 'type' | 'autoComplete' | 'placeholder' | 'readOnly'
> & {
  /** Its id, name, value and aria attributes, from the form library. */
  attributes: object;
}) {
  if (options) {
    return (
      <select {...attributes} className={CONTROL_CLASS.select}>
        <option value="">{emptyOption ?? '—'}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    );
  }
  if (multiline) return <textarea {...attributes} rows={6} className={CONTROL_CLASS.textarea} />;
  return (
    <input
      {...attributes}
      type={readOnly ? 'text' : type}
      autoComplete={autoComplete}
      placeholder={placeholder}
      className={`${CONTROL_CLASS.input} ${readOnly ? 'bg-base-200' : ''}`}
    />
  );
}

/** A hook needs a component of its own: only a custom control holds the value in React. */
function CustomControl({
  meta,
  render,
}: {
  meta: Parameters<typeof useInputControl<string>>[0];
  render: (value: FieldControl) => ReactNode;
}) {
  return render(useInputControl<string>(meta));
}
