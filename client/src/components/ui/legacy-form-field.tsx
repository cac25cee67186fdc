// Transitional: the account and garden forms (login, sign-up, profile, garden) still use react-hook-form
// until they move to conform like every other form (components/ui/form-field.tsx).
import { useId, type ReactNode } from 'react';
import { useController, useFormContext, type ControllerRenderProps, type FieldValues } from 'react-hook-form';

/** What a control needs to be announced with its label, hint and error. */
interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
  /** For a control a <label for> cannot name (a group, a custom widget). */
  'aria-labelledby'?: string;
}

interface FormFieldProps {
  /** The form value it edits (react-hook-form's name). */
  name: string;
  label: string;
  /** Help under the control, announced with it. */
  hint?: string;
  /** Turns the field into a select over these choices. */
  options?: readonly string[];
  /** A 6-row textarea. */
  multiline?: boolean;
  type?: 'text' | 'email' | 'url' | 'password';
  autoComplete?: string;
  placeholder?: string;
  readOnly?: boolean;
  required?: boolean;
  className?: string;
  /** A control of its own (a photo picker, say), bound to the same value, label and error. */
  render?: (field: ControllerRenderProps<FieldValues, string>, control: ControlProps) => ReactNode;
  /** Shown under the control, e.g. a preview of what was entered. */
  children?: ReactNode;
}

const CONTROL_CLASS = { input: 'input w-full', select: 'select w-full', textarea: 'textarea w-full' };

/**
 * The one field of every form: a label, the control react-hook-form drives, and the
 * field's error beside it (aria-invalid, aria-describedby), inside the form's FormProvider.
 */
export function FormField({
  name,
  label,
  hint,
  options,
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
  const { field, fieldState } = useController({ name, control: useFormContext().control });
  const id = useId();
  const error = fieldState.error?.message;
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  const a11y: ControlProps = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
  };
  const shared = { ...a11y, ...field, value: field.value ?? '', readOnly };

  let control: ReactNode;
  if (render) {
    control = render(field, { ...a11y, 'aria-labelledby': labelId });
  } else if (options) {
    control = (
      <select {...shared} className={CONTROL_CLASS.select}>
        <option value="">Select {label.toLowerCase()}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  } else if (multiline) {
    control = <textarea {...shared} rows={6} className={CONTROL_CLASS.textarea} />;
  } else {
    control = (
      <input
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
      {control}
      {hint && (
        <p id={hintId} className="text-xs text-base-content/80">
          {hint}
        </p>
      )}
      {error && (
        // Error mixed with the text colour, so it keeps AA contrast in both themes.
        <p
          id={errorId}
          className="text-sm font-medium text-[color-mix(in_oklab,var(--color-error)_55%,var(--color-base-content))]"
        >
          {error}
        </p>
      )}
      {children}
    </div>
  );
}
