import { useHydrated } from '../../lib/hydration';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * "Nov 27, 2026, 6:13 PM": how the site writes a moment, in the reader's time zone, or the one
 * given (the server knows no reader's zone).
 */
export function formatDateTime(iso: string, timeZone?: string): string {
  const key = timeZone ?? '';
  let format = formats.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone });
    formats.set(key, format);
  }
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
}

/**
 * A moment as a <time>: drawn in UTC by the server and while React takes the page over (the
 * same text on both sides, so no hydration mismatch), then in the reader's own time zone.
 */
export function DateTime({ iso, className }: { iso: string; className?: string }) {
  const hydrated = useHydrated();
  return (
    <time dateTime={iso} className={className}>
      {formatDateTime(iso, hydrated ? undefined : 'UTC')}
    </time>
  );
}
