import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { setupI18n, type I18n } from '@lingui/core';
import en from './en.json';
import es from './es.json';
import type { Language } from './languages';

export type Catalogue = Record<string, CompiledMessage>;

const compile = (messages: Record<string, string>): Catalogue =>
  Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, compileMessageOrThrow(message)]));

/**
 * The catalogues, compiled from ICU MessageFormat once when the host starts: the page carries its
 * language's compiled messages in the root loader's data, so the browser needs no ICU parser
 * (Lingui's runtime is about 3 KB gzip) and no catalogue in its scripts.
 */
const CATALOGUES: Record<Language, Catalogue> = { en: compile(en), es: compile(es) };

export const catalogueOf = (language: Language): Catalogue => CATALOGUES[language];

/** A translator for the server's own words (an action's toast, a page's title), in `language`. */
export function serverI18n(language: Language): I18n {
  return setupI18n({ locale: language, messages: { [language]: CATALOGUES[language] } });
}
