import { useField, useInputControl } from '@conform-to/react';
import type { ReactNode } from 'react';

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

interface FormFieldProps {
  /** The form value it edits: the control's name in the submitted form. */
  name: string;
  label: string;
  /** Help under the control, announced with it. */
  hint?: string;
  /** Turns the field into a select over these choices. */
  options?: readonly string[];
  /** How a choice reads (default: its value). */
  optionLabel?: (option: string) => string;
  /** The select's first, empty choice (default: "Select <label>"). */
  emptyOption?: string;
  /** A 6-row textarea. */
  multiline?: boolean;
  type?: 'text' | 'email' | 'url' | 'password';
  autoComplete?: string;
  placeholder?: string;
  readOnly?: boolean;
  required?: boolean;
  className?: string;
  /** A control of its own (a photo picker, say), bound to the same value, label and error. */
  render?: (value: FieldControl, control: ControlProps) => ReactNode;
  /** Shown under the control, e.g. a preview of what was entered. */
  children?: ReactNode;
}

const CONTROL_CLASS = { input: 'input w-full', select: 'select w-full', textarea: 'textarea w-full' };

/** Error mixed with the text colour, so it keeps AA contrast in both themes. */
export const ERROR_TEXT =
  'text-sm font-medium text-[color-mix(in_oklab,var(--color-error)_55%,var(--color-base-content))]';

/**
 * The one field of every form (inside conform's FormProvider): a label, a named control that a
 * plain POST submits before any JavaScript, and the field's error beside it (aria-invalid,
 * aria-describedby), whether the browser or the route's action found it.
 */
export function FormField({
  name,
  label,
  hint,
  options,
  optionLabel = (option) => option,
  emptyOption,
  multiline,
  type = 'text',
  autoComplete,
  placeholder,
  readOnly,
  required = !readOnly,
  className = '',
  render,
  children,
}: FormFieldProps) {
  const [meta] = useField<string>(name);
  const error = meta.errors?.[0];
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
  const shared = { ...control, defaultValue: initial, readOnly };

  let drawn: ReactNode;
  if (render) {
    drawn = <CustomControl meta={meta} render={(value) => render(value, { ...control, 'aria-labelledby': labelId })} />;
  } else if (options) {
    drawn = (
      <select key={meta.key} {...shared} className={CONTROL_CLASS.select}>
        <option value="">{emptyOption ?? `Select ${label.toLowerCase()}`}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    );
  } else if (multiline) {
    drawn = <textarea key={meta.key} {...shared} rows={6} className={CONTROL_CLASS.textarea} />;
  } else {
    drawn = (
      <input
        key={meta.key}
        {...shared}
        type={readOnly ? 'text' : type}
        autoComplete={autoComplete}
        placeholder={placeholder}
        className={`${CONTROL_CLASS.input} ${readOnly ? 'bg-base-200' : ''}`}
      />
    );
  }

  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label id={labelId} htmlFor={id} className="font-medium">
        {label}
      </label>
      {drawn}
      {hint && (
        <p id={meta.descriptionId} className="text-xs text-base-content/80">
          {hint}
        </p>
      )}
      {error && (
        <p id={meta.errorId} className={ERROR_TEXT}>
          {error}
        </p>
      )}
      {children}
    </div>
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
