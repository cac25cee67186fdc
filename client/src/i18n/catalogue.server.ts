import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { CONTRACT_TEXTS } from '@green-circle/contract/message-codes';
import { PAGE_WORDS, SHARED_WORDS } from 'virtual:route-words';
import en from './en.json';
import es from './es.json';
import { hostLog } from '../lib/host-log.server';
import type { Language } from './languages';
import { makeTranslator, type Catalogue, type Translator } from './translator';

const compile = (messages: Record<string, string>): Catalogue =>
  Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, compileMessageOrThrow(message)]));

/**
 * The catalogues, compiled from ICU MessageFormat once when the host starts: a page carries its
 * words compiled in its loaders' data, so the browser needs no ICU parser and no catalogue in its
 * scripts (i18n/translator.ts reads the compiled messages).
 */
const CATALOGUES: Record<Language, Catalogue> = { en: compile(en), es: compile(es) };

/** The codes any page may be told (contract/src/said.ts): the problems' own, the status words, the fields'. */
const TOLD_PREFIXES = ['http.', 'field.', 'problem.'];

/**
 * Every page's words: the root module's, and every code an API problem, a field or an action's
 * toast may carry (the contract's texts' codes and the prefixes above), since any page may show one.
 */
const EVERY_PAGE = new Set([
  ...SHARED_WORDS,
  ...Object.keys(en).filter((key) => key in CONTRACT_TEXTS || TOLD_PREFIXES.some((prefix) => key.startsWith(prefix))),
]);

const pick = (catalogue: Catalogue, keys: Iterable<string>): Catalogue =>
  Object.fromEntries([...keys].flatMap((key) => (catalogue[key] ? [[key, catalogue[key]]] : [])));

const shared = new Map<Language, Catalogue>();
const pages = new Map<string, Catalogue>();

/** The words every page draws (the root loader's data). */
export function sharedCatalogueOf(language: Language): Catalogue {
  if (!shared.has(language)) shared.set(language, pick(CATALOGUES[language], EVERY_PAGE));
  return shared.get(language)!;
}

/**
 * A page's own words beyond the shared ones (its layout's loader data), by React Router's route
 * pattern ('tipDetails/:id'): those its layout's and its own modules name (route-words.mjs).
 */
export function pageCatalogueOf(language: Language, pattern: string): Catalogue {
  const page = pattern.replace(/^\/+/, '');
  const cacheKey = `${language} ${page}`;
  if (!pages.has(cacheKey)) {
    const words = PAGE_WORDS[page];
    // Not a page the table knows (a route added without a build): all words rather than raw keys.
    if (!words) hostLog.error({ pattern }, 'No words listed for this route pattern: sending the whole catalogue');
    const keys = (words ?? Object.keys(CATALOGUES[language])).filter((key) => !EVERY_PAGE.has(key));
    pages.set(cacheKey, pick(CATALOGUES[language], keys));
  }
  return pages.get(cacheKey)!;
}

/** A translator for the server's own words (an action's toast, a page's title), in `language`. */
export function serverI18n(language: Language): Translator {
  return makeTranslator(language, CATALOGUES[language]);
}
