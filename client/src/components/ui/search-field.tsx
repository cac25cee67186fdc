import { useId, type ReactNode } from 'react';

/**
 * The words box of a GET search form (`?q=…`): its label, the field and the button that sends it, joined.
 * `redraw` replaces the field's draft when the page's words change (a new search, a filter cleared).
 */
export function SearchField({
  label,
  labelHidden = false,
  value,
  redraw,
  maxLength,
  placeholder,
  autoComplete,
  className,
  children,
}: {
  label: string;
  /** The label for screen readers only, where the page's heading already says what is searched. */
  labelHidden?: boolean;
  value: string;
  redraw?: string | number;
  maxLength: number;
  placeholder: string;
  autoComplete?: string;
  className?: string;
  /** What the button shows. */
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={labelHidden ? 'sr-only' : 'mb-1 block text-sm font-semibold'}>
        {label}
      </label>
      <div className="join w-full">
        <input
          id={id}
          key={redraw}
          type="search"
          name="q"
          defaultValue={value}
          maxLength={maxLength}
          placeholder={placeholder}
          autoComplete={autoComplete}
          className="input join-item w-full"
        />
        <button type="submit" className="btn btn-primary join-item">
          {children}
        </button>
      </div>
    </div>
  );
}
