import { createContext, type MiddlewareFunction } from 'react-router';
import { cookieValue, fromAcceptLanguage, isLanguage, LANGUAGE_COOKIE, type Language } from './languages';

/** The request's language (set by languageMiddleware): every loader and action may read it. */
export const languageContext = createContext<Language>('en');

/**
 * The language a page is drawn in, chosen on the server so it arrives drawn in it: an address's
 * own `?lang=`, then the reader's
 * choice (the `lang` cookie, which the footer's switch sets, and a member's sign-in and profile set
 * from the language kept with their record), then Accept-Language, then English.
 */
export function requestLanguage(request: Request): Language {
  // An address that names its language (the hreflang alternates) is that language.
  const named = new URL(request.url).searchParams.get('lang');
  if (isLanguage(named)) return named;
  const chosen = cookieValue(request.headers.get('Cookie'), LANGUAGE_COOKIE);
  if (isLanguage(chosen)) return chosen;
  return fromAcceptLanguage(request.headers.get('Accept-Language')) ?? 'en';
}

/** Root middleware: the request's language, and a page that says it depends on it (caches). */
export const languageMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  context.set(languageContext, requestLanguage(request));
  const response = await next();
  try {
    response.headers.append('Vary', 'Accept-Language');
  } catch {
    // An immutable answer passed through as it came.
  }
  return response;
};
