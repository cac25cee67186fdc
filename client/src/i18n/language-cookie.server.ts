import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S, type Language } from './languages';

const local = (url: string) => ['localhost', '127.0.0.1', '[::1]'].includes(new URL(url).hostname);

/**
 * The Set-Cookie that keeps a reader's language for a year. Plain text (not React Router's signed
 * JSON cookie): it is no secret and the server only ever reads one of two words from it.
 */
export function languageCookie(request: Request, language: Language): string {
  const secure = local(request.url) ? '' : '; Secure';
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax; HttpOnly${secure}`;
}
