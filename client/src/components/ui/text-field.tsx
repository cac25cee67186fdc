import type { InputHTMLAttributes } from 'react';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: string;
}

/** A labelled input (the label wraps it, so getByLabelText and screen readers find it). */
export function TextField({ label, hint, className = '', ...input }: TextFieldProps) {
  return (
    <label className="block">
      <span className="mb-1 block text-sm font-medium">{label}</span>
      <input className={`input w-full ${className}`} {...input} />
      {hint && <span className="mt-1 block text-xs text-base-content/80">{hint}</span>}
    </label>
  );
}
