import type { ReactNode } from 'react';
import { ERROR_TEXT } from './error-text';

// Its own module, so a form drawn without conform (the plan's "Done") lays out a field as
// FormField does without bringing conform along (issue 54: no page's JavaScript larger than at b6b276e).

/** A field's label, control, hint and error, tied together by their ids. */
export function FieldFrame({
  ids,
  label,
  hint,
  error,
  className = '',
  control,
  children,
}: {
  ids: { control: string; label: string; hint: string; error: string };
  label: string;
  hint?: string;
  error?: string;
  className?: string;
  control: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label id={ids.label} htmlFor={ids.control} className="font-medium">
        {label}
      </label>
      {control}
      {hint && (
        <p id={ids.hint} className="text-xs text-base-content/80">
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.error} className={ERROR_TEXT}>
          {error}
        </p>
      )}
      {children}
    </div>
  );
}
