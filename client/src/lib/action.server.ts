import { data, redirect, type RouterContextProvider } from 'react-router';
import { serverI18n } from '../i18n/catalogue.server';
import { languageContext } from '../i18n/language.server';
import { ApiError, fieldSaid } from './api-client';
import { sameOrigin } from './request-context';

/** What the error page says of a body that is not a form, by its code (the catalogues' words). */
export const NOT_A_FORM = 'problem.notAForm';

/**
 * The posted form. A body that is not one (multipart cut short, JSON, plain text) is the sender's
 * 400 with words, where request.formData()'s TypeError made the host's wordless 500; every
 * action reads its form through this.
 */
export async function formOf(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data(NOT_A_FORM, { status: 400 });
  }
}

/**
 * formOf for a route with no page (the language switch, sign-in's session, My plants): there is
 * no error page to say the code in words, so its 400 says the words themselves, in the reader's language.
 */
export async function formOfNoPage(request: Request, context: Readonly<RouterContextProvider>): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw new Response(serverI18n(context.get(languageContext))._(NOT_A_FORM), {
      status: 400,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  }
}

/** A write from another site's page must not act with the member's cookie (SameSite=Lax covers most; this the rest). */
export function refuseCrossSite(request: Request) {
  if (!sameOrigin(request)) throw new Response('Cross-site request refused', { status: 403 });
}

/**
 * A plain form POST (the page's JavaScript has not run, or never will): the browser is loading a
 * document, so a done write answers with the page again (Post/Redirect/Get) rather than data.
 */
export const isDocumentRequest = (request: Request) => request.headers.get('Sec-Fetch-Dest') === 'document';

/**
 * A done write: a fetcher gets `data`; a plain POST is sent to `to` (default: the page it came
 * from). Returned, not thrown, so a caller's try/catch cannot take the redirect for a failure; it
 * is typed `never` since React Router sends a Response as it is and leaves it out of the page's data.
 */
export function done<T>(request: Request, data: T, to?: string): T {
  if (!isDocumentRequest(request)) return data;
  const { pathname, search } = new URL(request.url);
  return redirect(to ?? pathname + search, 303) as never;
}

/**
 * What to say of a failed write, by code: the API's refusal it explains (too long, not verified:
 * its problem's code), else `fallback` (the general failure's code).
 */
export const failure = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.problem?.code ? error.said : fallback;

/**
 * What a refused write says on its form: beside each of the form's `fields` the API's problem names
 * (`errors[].field`, a list's `photos.0.url` read as the form's `photos[0].url`), else `message`
 * (failure's) above the form.
 */
export function refusalErrors(error: unknown, message: string, fields: readonly string[]) {
  const named = error instanceof ApiError ? (error.problem?.errors ?? []) : [];
  const fieldErrors: Record<string, string[]> = {};
  for (const refused of named) {
    const field = refused.field.replace(/\.(\d+)(?=\.|$)/g, '[$1]');
    if (fields.includes(field)) (fieldErrors[field] ??= []).push(fieldSaid(refused));
  }
  return Object.keys(fieldErrors).length > 0 ? { fieldErrors } : { formErrors: [message] };
}
