import type { Language } from '@green-circle/contract';
import { en } from './en';
import { es } from './es';
import type { MailWords } from './words';

export type { ActivityKind } from './words';

const CATALOGUES: Record<Language, MailWords> = { en, es };

/**
 * An e-mail's language and what it says in it: the member's chosen language (profiles.language),
 * English when they chose none. Months and dates by Intl in that language.
 */
export interface MailLanguage {
  lang: Language;
  words: MailWords;
  /** "November", "noviembre". */
  month: (month: number) => string;
  /** "28 November 2026", "28 de noviembre de 2026". */
  day: (iso: string) => string;
}

// English dates keep the form the first e-mails used (day month year, en-GB).
const DATE_LOCALE: Record<Language, string> = { en: 'en-GB', es: 'es' };

export function mailLanguage(lang: Language | '' | undefined): MailLanguage {
  const chosen: Language = lang === 'es' ? 'es' : 'en';
  const months = new Intl.DateTimeFormat(chosen, { month: 'long', timeZone: 'UTC' });
  const days = new Intl.DateTimeFormat(DATE_LOCALE[chosen], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return {
    lang: chosen,
    words: CATALOGUES[chosen],
    month: (month) => (month >= 1 && month <= 12 ? months.format(Date.UTC(2026, month - 1, 15)) : ''),
    day: (iso) => days.format(new Date(iso)),
  };
}

export { CATALOGUES };
