import type { Submission } from '@conform-to/react';
import type { Problem, UploadResult } from '@green-circle/contract';
import { UPLOAD_FIELD } from '@green-circle/contract/uploads';
import { data, type ActionFunctionArgs } from 'react-router';
import { ApiError, type Api } from '#app/lib/api-client';
import { requestApi, visitorContext } from '#app/lib/api.server';
import { parseForm } from '#app/lib/parse-form';
import { isDocumentRequest } from '#app/lib/action.server';
import { dataWithToast, toastHeaders, type Toast } from '#app/lib/toast.server';
import { apiAssetUrl } from '#app/lib/image-source';
import { setProfilePhoto } from '#app/lib/upload-photo';
import { admin, sessionFromIdToken } from '#app/lib/session.server';
import { createUserRecord } from './api/create-user';
import { isNameAvailable } from './api/name-available';
import { createdFormSchema, photoFileOf, signUpSchema, type SignUpAnswer } from './sign-up-form';
import { serverI18n } from '#app/i18n/catalogue.server';
import { saidIn } from '#app/i18n/said';
import { languageContext } from '#app/i18n/language.server';

type Context = ActionFunctionArgs['context'];

/** The form's refusal: every error beside its field (or above the form), what was typed kept but the password. */
const reply = (submission: Submission<unknown>, fields = {}) =>
  submission.reply({ hideFields: ['password'], ...fields });
const nameTakenFields = { fieldErrors: { name: ['messages.nameTaken'] } };

/** Whether the API refused the name as another member's (a 409 on the name field). */
const isNameTaken = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.problem?.errors?.some((e) => e.field === 'name') === true;

/**
 * Before the account: the whole form checked at once, and the name free (a name another member
 * uses is said beside the field before any account exists). The page's clientAction asks this
 * (page data); then the identity service makes the account in the browser. A plain POST (no
 * JavaScript) has no browser step to come: it hears so, with everything typed kept.
 */
export async function checkSignUp(request: Request, context: Context, form: FormData) {
  const submission = parseForm(form, signUpSchema(photoFileOf(form) !== null));
  // With JavaScript the spec's error toast says the password's rule (or the refusal) too: the
  // clientAction's answer is followed by the page's data read again, which brings the flash
  // cookie. A plain POST's page is drawn from this same request, so its words are the form's alone.
  const refusedWith = async (
    fields: { fieldErrors?: Record<string, string[]>; formErrors?: string[] },
    status = 400,
  ) => {
    const result = reply(submission, fields);
    const said = result.error?.password?.[0] ?? fields.formErrors?.[0] ?? fields.fieldErrors?.name?.[0];
    if (!said || isDocumentRequest(request)) return data<SignUpAnswer>({ result }, { status });
    // A 200: the page's data is read again only after an answer under 400, and that read brings the toast.
    return dataWithToast<SignUpAnswer>({ result }, { kind: 'error', message: said });
  };
  if (submission.status !== 'success') return refusedWith({});
  try {
    if (!(await isNameAvailable(requestApi(null, context.get(visitorContext)), String(form.get('name'))))) {
      return refusedWith(nameTakenFields, 409);
    }
  } catch (error) {
    if (error instanceof ApiError && error.status === 429)
      return refusedWith({ formErrors: ['messages.signUpTooMany'] }, 429);
    // The check could not be made: POST /users checks the name again when the account is made.
  }
  if (isDocumentRequest(request)) return refusedWith({ formErrors: ['messages.signUpNeedsJavaScript'] });
  return data<SignUpAnswer>({ checked: true });
}

/** The chosen photo, sent on to the API's upload as the new member; its absolute address. */
async function uploaded(api: Api, file: File): Promise<string> {
  const body = new FormData();
  // From its bytes: the request's File need not be this realm's kind (in jsdom it is not).
  body.append(UPLOAD_FIELD, new Blob([await file.arrayBuffer()], { type: file.type }), file.name);
  const answer = await api.raw('/uploads', { method: 'POST', body, headers: { Accept: 'application/json' } });
  const result = (await answer.json().catch(() => null)) as UploadResult | null;
  if (answer.status !== 201 || !result) throw new ApiError(answer.status, result as Problem | null);
  return apiAssetUrl(result.url);
}

/**
 * With the ID token of the account the browser just made (the page's clientAction posts it here,
 * to /auth/signUp/account, never the password): the session cookie, the photo (a new account may
 * upload: see POST /uploads), name and photo with the identity service, and the member's record;
 * the welcome toast rides the flash cookie to the page the member goes on to. A name taken since
 * the check removes the account again, so nothing is left half-made (its photo, attached to
 * nothing, is swept within a day). Answered as JSON: { signedIn } or the form's { result }.
 */
export async function createdAccount(request: Request, context: Context, form: FormData): Promise<Response> {
  const submission = parseForm(form, createdFormSchema);
  const session =
    submission.status === 'success' ? await sessionFromIdToken(request, submission.value.idToken, true) : null;
  if (submission.status !== 'success' || !session)
    return Response.json(
      { result: reply(submission, { formErrors: ['messages.signUpFailed'] }) } satisfies SignUpAnswer,
      {
        status: 401,
      },
    );
  const { name, email } = submission.value;
  const api = requestApi(session.cookie, context.get(visitorContext));
  const file = photoFileOf(form);
  let photoURL = file ? '' : (submission.value.photoURL ?? '');
  let toast: Toast = { kind: 'success', message: 'messages.signUpSuccess' };
  if (file) {
    try {
      photoURL = await uploaded(api, file);
    } catch (error) {
      // The account is made; the photo can be added from the profile. Say why it did not go, in
      // the reader's language (the API's reason by its code).
      const i18n = serverI18n(context.get(languageContext));
      const why = saidIn(i18n, error instanceof ApiError ? error.said : 'http.serverError');
      toast = { kind: 'error', message: `${i18n._('signUp.photoFailed')} (${why})` };
    }
  }
  try {
    await admin().updateUser(session.uid, { displayName: name, photoURL: photoURL || null });
    // An uploaded photo is kept as the profile photo (else the sweep would take it in a day).
    if (file && photoURL) await setProfilePhoto(api, photoURL);
    // The verification e-mail the API sends for the new account speaks the page's language.
    await createUserRecord(api, { email, name, photoURL, language: context.get(languageContext) });
  } catch (error) {
    if (isNameTaken(error)) {
      await admin()
        .deleteUser(session.uid)
        .catch((cause: unknown) => console.error('Removing the account', cause));
      return Response.json({ result: reply(submission, nameTakenFields) } satisfies SignUpAnswer, { status: 409 });
    }
    // The account exists and the member is signed in; only the profile or record failed.
    toast = { kind: 'error', message: 'messages.userRecordFailed' };
  }
  const headers = await toastHeaders(toast);
  headers.append('Set-Cookie', session.setCookie);
  return Response.json({ signedIn: true } satisfies SignUpAnswer, { headers });
}
