import type { ButtonHTMLAttributes } from 'react';

// Whole class names, so Tailwind's scan of the source finds them.
const SPINNERS = { xs: 'loading loading-spinner loading-xs', sm: 'loading loading-spinner loading-sm' } as const;

/**
 * A form's submit button that says it is working while its post is on its way: it is disabled, busy for a
 * screen reader and shows a spinner, so a second tap on a slow line sends nothing twice.
 */
export function SubmitButton({
  busy,
  disabled,
  spinner = 'sm',
  className = 'btn btn-primary',
  children,
  ...button
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
  busy: boolean;
  /** The spinner's size: xs beside a small link-like button. */
  spinner?: 'xs' | 'sm';
}) {
  return (
    <button type="submit" className={className} disabled={busy || disabled} aria-busy={busy || undefined} {...button}>
      {busy && <span className={SPINNERS[spinner]} aria-hidden="true" />}
      {children}
    </button>
  );
}
