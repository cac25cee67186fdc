import { useEffect, useState } from 'react';
import { getFormProps, FormProvider, parse, useForm } from '@conform-to/react';
import { Form, Link, replace, useActionData, useNavigation, useSearchParams } from 'react-router';
import { FormField, FormMessage } from '../components/ui/form-field';
import { PhotoPicker } from '../components/ui/photo-picker';
import { SubmitButton } from '../components/ui/submit-button';
import { AuthCard } from '../features/auth/components/auth-card';
import { NewPasswordField } from '../features/auth/components/new-password-field';
import { redirectTarget } from '../features/auth/redirect-target';
import { redirectSignedIn } from '../features/auth/require-user';
import { checkSignUp } from '../features/auth/sign-up-action.server';
import { PHOTO_FILE, SIGN_UP_LABELS as LABELS, type SignUpAnswer } from '../features/auth/sign-up-form';
import { paths } from '../config/paths';
import { createAccountForToken, forgetSignIn, welcomeNewAccount } from '../lib/sign-in';
import { formOf, refuseCrossSite } from '../lib/action.server';
import { preloadAuth } from '../lib/auth-sdk';
import { useT } from '../i18n/i18n';
import type { Route } from './+types/sign-up';

/** A member who is already signed in has nothing to do here. */
const loader = ({ request, context }: Route.LoaderArgs) => redirectSignedIn(request, context);

/**
 * The sign-up form, on the server (multipart: the fields and, maybe, the photo file): the whole
 * form checked with the contract's schema, every error beside its field at once, and the name
 * checked free. Asked by the clientAction below (page data), a good form is answered `checked`;
 * posted plainly (no JavaScript), it hears that the account is made in the browser, everything
 * typed kept.
 */
export async function action({ request, context }: Route.ActionArgs) {
  refuseCrossSite(request);
  return checkSignUp(request, context, await formOf(request));
}

/** The form's own answer made here (the identity service refused), in the server's shape. */
const refusedHere = (form: FormData, error: Record<string, string[]>): SignUpAnswer => ({
  result: parse(form, { resolve: () => ({ error }) }).reply({ hideFields: ['password'] }),
});

/**
 * The one part that must run in the browser: the server checks the form (the action above); the
 * identity service makes the account here; its ID token (never the password) goes to the server,
 * which makes the session, the photo, the profile and the record
 * (/auth/signUp/account); then on where the member was going, the welcome toast in the flash
 * cookie. Every refusal is the form's answer: errors beside the fields, what was typed kept.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const form = await request.clone().formData();
  const checked = (await serverAction()) as SignUpAnswer;
  if (!checked.checked) return checked;
  let idToken: string;
  try {
    idToken = await createAccountForToken(String(form.get('email')), String(form.get('password')));
  } catch (error) {
    const taken = (error as { code?: string }).code === 'auth/email-already-in-use';
    return {
      ...refusedHere(form, taken ? { email: ['messages.signUpEmailTaken'] } : { '': ['messages.signUpFailed'] }),
      emailTaken: taken,
    };
  }
  form.delete('password');
  form.set('idToken', idToken);
  const answer = await fetch(paths.signUpAccount, { method: 'POST', body: form }).catch(() => null);
  const made = ((await answer?.json().catch(() => null)) ?? null) as SignUpAnswer | null;
  if (!made?.signedIn) {
    // Removed again on the server (its name taken meanwhile), or not reached: this browser forgets it too.
    await forgetSignIn();
    return made?.result ? made : refusedHere(form, { '': ['messages.signUpFailed'] });
  }
  await welcomeNewAccount();
  // In place of the sign-up page: Back does not return to a form that is done.
  return replace(redirectTarget(new URL(request.url).searchParams));
}

export default function Component() {
  // The form will need the Firebase SDK: it loads while the member types.
  useEffect(preloadAuth, []);
  const t = useT();
  const answer = useActionData<SignUpAnswer>();
  const busy = useNavigation().state !== 'idle';
  const [searchParams] = useSearchParams();
  // Whether a photo file is held (it stands in for the Photo URL); the file itself rides the form.
  const [withFile, setWithFile] = useState(false);
  // Nothing is checked in the browser: the action answers every error at once.
  const [form, fields] = useForm({
    id: 'sign-up',
    lastResult: answer?.result,
    defaultValue: { name: '', email: '', photoURL: '', password: '' },
    shouldValidate: 'onSubmit',
  });

  return (
    <AuthCard screen="signUp">
      <FormProvider context={form.context}>
        <Form method="post" encType="multipart/form-data" {...getFormProps(form)}>
          <fieldset className="space-y-4">
            <FormMessage errors={form.errors} />
            <FormField name="name" label={t(LABELS.name)} autoComplete="name" />
            <FormField name="email" label={t(LABELS.email)} type="email" autoComplete="email" />
            <FormField
              name={fields.photoURL.name}
              label={t(LABELS.photoURL)}
              hint={t('signUp.photoRequired')}
              required={!withFile}
              render={(control, props) => (
                <PhotoPicker
                  id={props.id}
                  name={props.name}
                  value={control.value ?? ''}
                  onChange={(value) => control.change(value)}
                  onFile={(file) => {
                    setWithFile(file !== null);
                    if (file) control.change('');
                  }}
                  fileName={PHOTO_FILE}
                  shape="round"
                  previewAlt={t('profile.yourPhoto')}
                  addressLabel={null}
                  addressProps={{
                    onBlur: control.blur,
                    autoComplete: 'photo',
                    form: props.form,
                    'aria-invalid': props['aria-invalid'],
                    'aria-describedby': props['aria-describedby'],
                    'aria-required': props['aria-required'],
                  }}
                />
              )}
            />
            <NewPasswordField label={t('auth.password')} />
            <SubmitButton busy={busy} className="btn btn-primary w-full">
              {t('auth.signUpTitle')}
            </SubmitButton>
          </fieldset>
        </Form>
      </FormProvider>
      {answer?.emailTaken && (
        <p role="alert" className="rounded-box bg-base-200 p-3 text-sm">
          {t('messages.signUpEmailTaken')}{' '}
          <Link
            className="link link-primary font-medium"
            to={{ pathname: paths.login, search: searchParams.toString() }}
          >
            {t('messages.signInInstead')}
          </Link>
        </p>
      )}
    </AuthCard>
  );
}

export { loader };
// Signed in with Google (the login screen's action): the screen itself goes on.
export { unlessSignedIn as shouldRevalidate } from '../features/auth/login-form';

export { RouteErrorBoundary as ErrorBoundary } from '../components/ui/route-error';
