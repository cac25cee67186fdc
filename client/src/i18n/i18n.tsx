import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { MessageKey } from './message-key';
import type { Language } from './languages';
import { saidIn } from './said';
import { makeTranslator, type Catalogue, type MessageValues, type Translator } from './translator';

export type { MessageKey };
export type { MessageValues } from './translator';
export type Translate = (key: MessageKey, values?: MessageValues) => string;

const I18nContext = createContext<Translator | null>(null);

// Component tests render pieces without the root; their setup gives the English catalogue here
// (set by tests only, never while a page draws).
let fallback: Translator | null = null;
export const setFallbackI18n = (i18n: Translator) => {
  fallback = i18n;
};

/**
 * One translator per language for the page's life: the root loader's words (every page's)
 * first, each page's own merged in as its layout's loader brings them (usePageWords). A key
 * the page was not sent is named in the console and shown as itself, so the Spanish walk
 * (e2e/tests/every-route-in-spanish.e2e.ts) fails on it.
 */
function makeI18n(language: Language): Translator {
  return makeTranslator(language, {}, (_, id) => {
    console.error(`No "${id}" in this page's catalogue (client/scripts/lib/route-words.mjs did not find it)`);
    return id;
  });
}

/** The page's language and the words every page draws, from the root loader (chosen on the server). */
export function LanguageProvider({
  language,
  messages,
  children,
}: {
  language: Language;
  messages: Catalogue;
  children: ReactNode;
}) {
  // Per language: a switch draws with the other's instance (the page's words come again with it).
  // The instances are this provider's own (state), so drawing sets nothing outside it.
  const [instances] = useState(() => new Map<Language, Translator>());
  const i18n = useMemo(() => {
    const made = instances.get(language) ?? makeI18n(language);
    instances.set(language, made);
    made.load(messages);
    return made;
  }, [instances, language, messages]);
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/** Merges a page's own words (its layout's loader data) before the page draws with them. */
export function usePageWords(words: Catalogue | undefined): void {
  const i18n = useI18n();
  useMemo(() => {
    if (words) i18n.load(words);
  }, [i18n, words]);
}

function useI18n(): Translator {
  const i18n = useContext(I18nContext) ?? fallback;
  if (!i18n) throw new Error('No catalogue: LanguageProvider (root.tsx) gives one to every page');
  return i18n;
}

/** The translator of the page's language: t('nav.home'), t('tips.count', { n }). */
export function useT(): Translate {
  const i18n = useI18n();
  return useMemo(() => (key, values) => i18n._(key, values), [i18n]);
}

/** The page's language, for Intl (dates, months, numbers) and `lang` attributes. */
export function useLanguage(): Language {
  return useI18n().locale as Language;
}

/**
 * A message by its code in the page's language (i18n/said.ts): an API refusal's or a field's code,
 * a write's answer; words already in the reader's language as they came.
 */
export function useSay(): (message: string) => string {
  const i18n = useI18n();
  return useMemo(() => (message) => saidIn(i18n, message), [i18n]);
}

/** A message by its code in the page's language, as an element (a toast's body: notify draws it in the page's tree). */
export function Said({ message }: { message: string }) {
  return useSay()(message);
}
