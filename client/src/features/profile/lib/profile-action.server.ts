import type { Submission } from '@conform-to/react';
import { data } from 'react-router';
import type { SessionMember as Member } from '#app/lib/request-context';
import { dataWithToast, doneWithToast } from '#app/lib/toast.server';
import { ApiError, type Api } from '#app/lib/api-client';
import { parseForm } from '#app/lib/parse-form';
import { IdentityError, sendEmailChange, tokenForPassword } from '#app/lib/identity.server';
import { admin } from '#app/lib/session.server';
import { setProfilePhoto } from '#app/lib/upload-photo';
import { updateMyProfile } from '../api/update-my-profile';
import { changesEmail, PROFILE_INTENT, type ProfileAnswer } from '../profile-form';
import { profileSchema } from './form-schemas';

type Errors = { fieldErrors?: Record<string, string[]>; formErrors?: string[] };

/** A refusal is the form's own words (beside a field, or above the form), never a toast (decision 0016). */
const refuse = (submission: Submission<unknown>, errors: Errors = {}, status = 400) =>
  data<ProfileAnswer>(
    {
      intent: PROFILE_INTENT,
      // The password is never drawn back into the page.
      result: submission.reply({ hideFields: ['currentPassword'], ...errors }),
    },
    { status },
  );

/**
 * 'Update Profile', as the session's member, with or without JavaScript: the form checked with
 * the contract's schema; a new address's password checked first (a wrong one saves nothing);
 * the name and photo with the API (it refuses a name another member uses) and then the identity
 * service; a new address gets a link and changes only when the member opens it.
 */
export async function profileAction(api: Api, request: Request, member: Member, form: FormData) {
  const current = member.email ?? '';
  const submission = parseForm(form, profileSchema(current));
  if (submission.status !== 'success') return refuse(submission);
  const { name, email, photoURL, currentPassword } = submission.value;
  const newEmail = changesEmail(email, current) ? email : null;
  let idToken: string | null = null;
  try {
    if (newEmail) {
      idToken = await tokenForPassword(current, currentPassword ?? '');
      if (!idToken)
        return refuse(submission, { fieldErrors: { currentPassword: ['messages.emailChangeWrongPassword'] } });
    }
  } catch {
    return refuse(submission, { formErrors: ['messages.emailChangeFailed'] }, 502);
  }
  try {
    await updateMyProfile(api, { name, photoURL });
  } catch (error) {
    if (error instanceof ApiError && error.status === 409)
      return refuse(submission, { fieldErrors: { name: ['messages.nameTaken'] } }, 409);
    return refuse(submission, { formErrors: ['messages.profileUpdateFailed'] }, 502);
  }
  try {
    // An empty photo clears it: the identity service keeps no photo rather than ''.
    await admin().updateUser(member.uid, { displayName: name, photoURL: photoURL || null });
  } catch {
    return refuse(submission, { formErrors: ['messages.profileUpdateFailed'] }, 502);
  }
  // Tells the API which upload is the profile photo (kept), and so which one it replaced (released).
  // Best effort: the profile itself is saved with the identity provider either way.
  await setProfilePhoto(api, photoURL).catch(() => undefined);
  if (newEmail && idToken) {
    try {
      await sendEmailChange(idToken, newEmail);
    } catch (error) {
      if (error instanceof IdentityError && error.message === 'EMAIL_EXISTS')
        return refuse(submission, { fieldErrors: { email: ['messages.emailChangeInUse'] } }, 409);
      return refuse(submission, { formErrors: ['messages.emailChangeFailed'] }, 502);
    }
    // Answered as the page (not a redirect) even without JavaScript: it says where the link went.
    return dataWithToast<ProfileAnswer>(
      { intent: PROFILE_INTENT, saved: true, emailPending: newEmail },
      { kind: 'success', message: 'messages.emailChangeSent' },
    );
  }
  const saved: ProfileAnswer = { intent: PROFILE_INTENT, saved: true };
  return doneWithToast(
    request,
    saved,
    { kind: 'success', message: 'messages.profileUpdated' },
    new URL(request.url).pathname,
  );
}
