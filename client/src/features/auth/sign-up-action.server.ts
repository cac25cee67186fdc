import type { Submission } from '@conform-to/react';
import type { UploadResult } from '@green-circle/contract';
import { MESSAGES } from '@green-circle/contract/messages';
import { UPLOAD_FIELD } from '@green-circle/contract/uploads';
import { data, type ActionFunctionArgs } from 'react-router';
import { ApiError, type Api } from '../../lib/api-client';
import { requestApi, visitorContext } from '../../lib/api.server';
import { parseForm } from '../../lib/parse-form';
import { apiAssetUrl } from '../../lib/image-source';
import { setProfilePhoto } from '../../lib/upload-photo';
import { admin, sessionFromIdToken } from '../../lib/session.server';
import { createUserRecord } from './api/create-user';
import { isNameAvailable } from './api/name-available';
import { createdFormSchema, photoFileOf, signUpSchema, type SignUpAnswer } from './sign-up-form';
import { serverI18n } from '../../i18n/catalogue.server';
import { translateContractText } from '../../i18n/contract-text';
import { languageContext } from '../../i18n/language.server';

type Context = ActionFunctionArgs['context'];

const refuse = (submission: Submission<unknown>, answer: Omit<SignUpAnswer, 'result'>, fields = {}, status = 400) =>
  data<SignUpAnswer>(
    {
      result: submission.reply({ hideFields: ['password'], ...fields }),
      ...answer,
    },
    { status },
  );
const nameTaken = (submission: Submission<unknown>) =>
  refuse(
    submission,
    { toast: { kind: 'error', message: MESSAGES.nameTaken } },
    { fieldErrors: { name: [MESSAGES.nameTaken] } },
    409,
  );

/** Whether the API refused the name as another member's (a 409 on the name field). */
const isNameTaken = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.problem?.errors?.some((e) => e.field === 'name') === true;

/**
 * Before the account: the form checked as the browser checked it, and the name free (a name
 * another member uses is said beside the field before any account exists). Without JavaScript
 * there is nothing more to do here: the account is made in the browser, and the form says so.
 */
export async function checkSignUp(context: Context, form: FormData) {
  const submission = parseForm(form, signUpSchema(photoFileOf(form) !== null));
  if (submission.status !== 'success') return refuse(submission, {});
  try {
    if (!(await isNameAvailable(requestApi(null, context.get(visitorContext)), String(form.get('name'))))) {
      return nameTaken(submission);
    }
  } catch (error) {
    if (error instanceof ApiError && error.status === 429)
      return refuse(submission, { toast: { kind: 'error', message: MESSAGES.signUpTooMany } }, {}, 429);
    // The check could not be made: POST /users checks the name again when the account is made.
  }
  if (form.get('intent') !== 'check') {
    const message = MESSAGES.signUpNeedsJavaScript;
    return refuse(submission, { toast: { kind: 'error', message } }, { formErrors: [message] });
  }
  return data<SignUpAnswer>({ checked: true });
}

/** The chosen photo, sent on to the API's upload as the new member; its absolute address. */
async function uploaded(api: Api, file: File): Promise<string> {
  const body = new FormData();
  // From its bytes: the request's File need not be this realm's kind (in jsdom it is not).
  body.append(UPLOAD_FIELD, new Blob([await file.arrayBuffer()], { type: file.type }), file.name);
  const answer = await api.raw('/uploads', { method: 'POST', body, headers: { Accept: 'application/json' } });
  const result = (await answer.json().catch(() => null)) as (UploadResult & { detail?: string }) | null;
  if (answer.status !== 201 || !result) throw new Error(result?.detail ?? `${answer.status}`);
  return apiAssetUrl(result.url);
}

/**
 * With the ID token of the account the browser just made: the session cookie, the photo (a new
 * account may upload: see POST /uploads), name and photo with the identity service, and the
 * member's record. A name taken since the check removes the account again, so nothing is left
 * half-made (its photo, attached to nothing, is swept within a day).
 */
export async function createdAccount(request: Request, context: Context, form: FormData) {
  const submission = parseForm(form, createdFormSchema);
  const session =
    submission.status === 'success' ? await sessionFromIdToken(request, submission.value.idToken, true) : null;
  if (submission.status !== 'success' || !session)
    return refuse(submission, { toast: { kind: 'error', message: MESSAGES.signUpFailed } }, {}, 401);
  const { name, email } = submission.value;
  const api = requestApi(session.cookie, context.get(visitorContext));
  const file = photoFileOf(form);
  let photoURL = file ? '' : (submission.value.photoURL ?? '');
  let toast: SignUpAnswer['toast'] = { kind: 'success', message: MESSAGES.signUpSuccess };
  if (file) {
    try {
      photoURL = await uploaded(api, file);
    } catch (error) {
      // The account is made; the photo can be added from the profile. Say why it did not go, in
      // the reader's language (the API's reason by its code).
      const i18n = serverI18n(context.get(languageContext));
      const why = translateContractText(i18n, (error as Error).message);
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
      return nameTaken(submission);
    }
    // The account exists and the member is signed in; only the profile or record failed.
    toast = { kind: 'error', message: MESSAGES.userRecordFailed };
  }
  return data<SignUpAnswer>({ signedIn: true, toast }, { headers: { 'Set-Cookie': session.setCookie } });
}
