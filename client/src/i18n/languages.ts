import { LANGUAGES, type Language } from '@green-circle/contract/constants';

export { LANGUAGES, type Language };

/** The cookie that keeps a reader's choice (the footer's switch, a member's sign-in): a year. */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** Each language in its own words, as the switch offers it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

/** og:locale wants language_TERRITORY; Spanish is written for every Spanish reader, not one country. */
export const OG_LOCALES: Record<Language, string> = { en: 'en_US', es: 'es_ES' };

/**
 * The reader's best language from an Accept-Language header (RFC 9110: q-values, "es-AR" counts as
 * "es"), or null when it names none the site speaks.
 */
export function fromAcceptLanguage(header: string | null): Language | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { primary: tag.trim().toLowerCase().split('-')[0], weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter(({ weight }) => weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map(({ primary }) => primary).find(isLanguage) ?? null;
}

/** The value of one cookie in a Cookie header; null when absent or not a valid escape (`%ZZ`): ignored, never an error. */
export function cookieValue(header: string | null, name: string): string | null {
  for (const pair of (header ?? '').split(';')) {
    const [key, ...rest] = pair.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return null;
    }
  }
  return null;
}
