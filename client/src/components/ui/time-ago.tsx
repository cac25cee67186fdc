import { useLanguage } from '#app/i18n/i18n';
import { timeAgo } from '#app/i18n/dates';
import { formatDateTime } from './date-time';

/**
 * "3 days ago" ("hace 3 días") as a <time>, in the reader's language, the moment itself as its
 * title. The server and the browser may be a minute apart when the page is taken over: the words
 * are the server's until the next render (suppressHydrationWarning), never a mismatch error.
 */
export function TimeAgo({ iso, now, className }: { iso: string; now?: Date | number; className?: string }) {
  const language = useLanguage();
  return (
    <time
      dateTime={iso}
      title={formatDateTime(iso, undefined, language)}
      className={className}
      suppressHydrationWarning
    >
      {timeAgo(language, iso, now)}
    </time>
  );
}
