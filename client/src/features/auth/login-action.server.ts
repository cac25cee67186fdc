import type { ActionFunctionArgs } from 'react-router';
import { languageCookie } from '#app/i18n/language-cookie.server';
import type { Language } from '#app/i18n/languages';
import { requestApi, visitorContext } from '#app/lib/api.server';
import { parseForm } from '#app/lib/parse-form';
import { sessionFromIdToken } from '#app/lib/session.server';
import { toastHeaders } from '#app/lib/toast.server';
import { createUserRecord } from './api/create-user';
import { memberLanguage } from './api/member-language';
import { signedInFormSchema, type LoginAnswer } from './login-form';
import { redirectTarget } from './redirect-target';

/** The session's cookie, and the member's own language's when they chose one (issue 39). */
export function signedInHeaders(request: Request, sessionCookie: string, language: Language | null): Headers {
  const headers = new Headers([['Set-Cookie', sessionCookie]]);
  if (language) headers.append('Set-Cookie', languageCookie(request, language));
  return headers;
}

/**
 * With the ID token of the sign-in the browser just made (the login page's clientAction posts it
 * to /auth/login/session, never the password): the session cookie, the member's record (every
 * member who signs in has one; idempotent) and their language; 'Login successful' rides the flash
 * cookie to the page the member goes on to, which is the server's choice: the `from` of the
 * request's query when it is a path of this site, else home. Answered as JSON: { signedIn, to },
 * or the form's { result } when the token is not one (401).
 */
export async function signedInWithToken(
  request: Request,
  context: ActionFunctionArgs['context'],
  form: FormData,
): Promise<Response> {
  const submission = parseForm(form, signedInFormSchema);
  const session =
    submission.status === 'success'
      ? await sessionFromIdToken(request, submission.value.idToken, submission.value.remember)
      : null;
  if (submission.status !== 'success' || !session) {
    const result = submission.reply({ hideFields: ['password', 'idToken'], formErrors: ['messages.loginFailed'] });
    return Response.json({ result } satisfies LoginAnswer, { status: 401 });
  }
  const api = requestApi(session.cookie, context.get(visitorContext));
  await createUserRecord(api, { email: submission.value.email }).catch(() => {});
  const headers = signedInHeaders(request, session.setCookie, await memberLanguage(api, submission.value.email));
  for (const [name, value] of await toastHeaders({ kind: 'success', message: 'messages.loginSuccess' }))
    headers.append(name, value);
  const to = redirectTarget(new URL(request.url).searchParams);
  return Response.json({ signedIn: true, to } satisfies LoginAnswer, { headers });
}
