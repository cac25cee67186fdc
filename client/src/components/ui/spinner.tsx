interface SpinnerProps {
  /** Read by screen readers; shown beside the spinner when `showLabel` is set. */
  label?: string;
  showLabel?: boolean;
  className?: string;
}

export function Spinner({ label = 'Loading', showLabel = false, className = '' }: SpinnerProps) {
  return (
    <div role="status" className={`flex items-center justify-center gap-3 ${className}`}>
      <span className="loading loading-spinner loading-md text-primary" aria-hidden="true" />
      <span className={showLabel ? '' : 'sr-only'}>{label}</span>
    </div>
  );
}
