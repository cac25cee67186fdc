interface TipFieldProps {
  id: string;
  label: string;
  value: string;
  onChange?: (value: string) => void;
  /** Turns the field into a select over these choices. */
  options?: readonly string[];
  multiline?: boolean;
  type?: 'text' | 'url';
  readOnly?: boolean;
  /** May be left empty (not announced as required). */
  optional?: boolean;
  /** Help under the control, announced with it. */
  hint?: string;
  error?: string;
  className?: string;
}

/** One labelled control of the tip form, with its error message tied to it for screen readers. */
export function TipField({
  id,
  label,
  value,
  onChange,
  options,
  multiline,
  type = 'text',
  readOnly,
  optional,
  hint,
  error,
  className = '',
}: TipFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  const shared = {
    id,
    name: id,
    value,
    readOnly,
    'aria-required': !readOnly && !optional,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };
  const change = (event: { target: { value: string } }) => onChange?.(event.target.value);

  let control;
  if (options) {
    control = (
      <select {...shared} onChange={change} className="select w-full">
        <option value="">Select {label.toLowerCase()}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  } else if (multiline) {
    control = <textarea {...shared} rows={6} onChange={change} className="textarea w-full" />;
  } else {
    control = (
      <input
        {...shared}
        type={readOnly ? 'text' : type}
        onChange={change}
        className={`input w-full ${readOnly ? 'bg-base-200' : ''}`}
      />
    );
  }

  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="font-medium">
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
        <p id={errorId} className="text-sm font-medium text-[color-mix(in_oklab,var(--color-error)_55%,var(--color-base-content))]">
          {error}
        </p>
      )}
    </div>
  );
}
