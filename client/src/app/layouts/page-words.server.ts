import type { RouterContextProvider } from 'react-router';
import { pageCatalogueOf } from '#app/i18n/catalogue.server';
import { languageContext } from '#app/i18n/language.server';

/**
 * A page's own words (issue 39: each page carries only the words it uses), sent by its layout's
 * loader: React Router gives every loader of a request the matched route pattern.
 */
export const pageWords = (context: Readonly<RouterContextProvider>, pattern: string) =>
  pageCatalogueOf(context.get(languageContext), pattern);
