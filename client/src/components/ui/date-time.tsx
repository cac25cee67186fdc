import { useHydrated } from '#app/lib/hydration';
import { useLanguage } from '#app/i18n/i18n';
import type { Language } from '#app/i18n/languages';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * "Nov 27, 2026, 6:13 PM" ("27 nov 2026, 18:13"): how the site writes a moment, by Intl in the
 * reader's language, in their time zone or the one given (the server knows no reader's zone).
 */
export function formatDateTime(iso: string, timeZone?: string, language: Language = 'en'): string {
  const key = `${language}:${timeZone ?? ''}`;
  let format = formats.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(language === 'en' ? 'en-US' : language, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone,
    });
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
  const language = useLanguage();
  return (
    <time dateTime={iso} className={className}>
      {formatDateTime(iso, hydrated ? undefined : 'UTC', language)}
    </time>
  );
}
