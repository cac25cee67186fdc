import { useId, type InputHTMLAttributes } from 'react';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Help under the input, announced with it (aria-describedby). */
  hint?: string;
}

/** A labelled input, so getByLabelText and screen readers find it by its label. */
export function TextField({ label, hint, className = '', id, ...input }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  return (
    <div>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <input
        id={inputId}
        className={`input w-full ${className}`}
        aria-describedby={hint ? hintId : undefined}
        {...input}
      />
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-base-content/80">
          {hint}
        </p>
      )}
    </div>
  );
}
