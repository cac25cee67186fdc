import { useEffect } from 'react';
import { getFormProps, FormProvider, parse, useForm } from '@conform-to/react';
import { data, Form, replace, useActionData, useNavigation } from 'react-router';
import { signInForToken } from '../lib/sign-in';
import { FormField, FormMessage } from '../components/ui/form-field';
import { SubmitButton } from '../components/ui/submit-button';
import { AuthCard } from '../features/auth/components/auth-card';
import { createUserRecord } from '../features/auth/api/create-user';
import { getUsersByEmail } from '../features/auth/api/get-user-by-email';
import type { Language } from '../i18n/languages';
import { redirectSignedIn } from '../features/auth/require-user';
import { signedInHeaders } from '../features/auth/login-action.server';
import {
  googleFormSchema,
  resetFormSchema,
  signInFormSchema,
  unlessSignedIn,
  type LoginAnswer,
} from '../features/auth/login-form';
import { paths } from '../config/paths';
import { preloadAuth } from '../lib/auth-sdk';
import { failure, formOf, isDocumentRequest, refuseCrossSite } from '../lib/action.server';
import { ApiError } from '../lib/api-client';
import { apiFor, requestApi, visitorContext } from '../lib/api.server';
import { parseForm } from '../lib/parse-form';
import { sessionFromIdToken } from '../lib/session.server';
import { dataWithToast, doneWithToast, redirectWithToast, type Toast } from '../lib/toast.server';
import { sitePath } from '../lib/site-path';
import { languageContext } from '../i18n/language.server';
import { useT } from '../i18n/i18n';
import type { Route } from './+types/login';

/** A member who is already signed in has nothing to do here. */
const loader = ({ request, context }: Route.LoaderArgs) => redirectSignedIn(request, context);

/** The intent a login form's post carries: its submit button's, sign-in when none (Enter in a field). */
const intentOf = (form: FormData) => {
  const intent = form.get('intent');
  return intent === 'google' || intent === 'resetPassword' ? intent : 'signIn';
};

/**
 * The login form, on the server: checked whole with the contract's schema, every error beside its
 * field at once and what was typed kept (never the password). Asked by the clientAction below (page
 * data), a good form is answered `checked` and the browser signs in; posted plainly (no
 * JavaScript), it hears that signing in needs the browser. "Forgot password?" and Google's sign-in
 * post here too, with their intent.
 */
export async function action({ request, context }: Route.ActionArgs) {
  refuseCrossSite(request);
  const form = await formOf(request);
  const intent = intentOf(form);
  if (intent === 'google') return googleAction(request, context, form);
  const submission = parseForm(form, intent === 'resetPassword' ? resetFormSchema : signInFormSchema);
  // The password is never drawn back into the page.
  const refuse = (message?: string, status = 400) =>
    data<LoginAnswer>(
      { result: submission.reply({ hideFields: ['password'], ...(message ? { formErrors: [message] } : {}) }) },
      { status },
    );
  if (submission.status !== 'success') return refuse();
  if (intent === 'resetPassword') {
    try {
      const email = submission.value.email as string;
      await apiFor(context).post('/auth/password-reset', { email, language: context.get(languageContext) });
    } catch (error) {
      return refuse(failure(error, 'messages.resetEmailFailed'), error instanceof ApiError ? error.status : 503);
    }
    // The same answer whether or not an account uses the address; the address stays in the form.
    return doneWithToast(
      request,
      { resetSent: true, result: submission.reply({ hideFields: ['password'] }) } satisfies LoginAnswer,
      { kind: 'success', message: 'messages.resetEmailSentAnyway' },
    );
  }
  // Checked as it is with JavaScript, but the identity service's part runs in the browser.
  if (isDocumentRequest(request)) return refuse('messages.signInNeedsJavaScript');
  return data<LoginAnswer>({ checked: true });
}

/** The form's own answer made in the browser (the identity service refused), in the server's shape. */
const refusedHere = (form: FormData, message: string): LoginAnswer => ({
  result: parse(form, { resolve: () => ({ error: { '': [message] } }) }).reply({ hideFields: ['password'] }),
});

/**
 * The one part that must run in the browser: the server checks the form (the action above); the
 * identity service signs in here; its ID token (never the password) goes to the server
 * (/auth/login/session), which makes the session and says where to go on to (`from`, kept on the
 * site); 'Login successful' rides the flash cookie there. Every refusal is the form's answer: its
 * errors beside the fields, the e-mail kept. "Forgot password?" and Google's post are the action's.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const form = await request.clone().formData();
  if (intentOf(form) !== 'signIn') return (await serverAction()) as LoginAnswer;
  const checked = (await serverAction()) as LoginAnswer;
  if (!checked.checked) return checked;
  const remember = form.has('remember');
  let idToken: string;
  try {
    idToken = await signInForToken(String(form.get('email')), String(form.get('password')), remember);
  } catch {
    return refusedHere(form, 'messages.loginFailed');
  }
  form.delete('password');
  form.set('idToken', idToken);
  const answer = await fetch(paths.loginSession + new URL(request.url).search, { method: 'POST', body: form }).catch(
    () => null,
  );
  const made = ((await answer?.json().catch(() => null)) ?? null) as LoginAnswer | null;
  if (!made?.signedIn || !made.to) return made?.result ? made : refusedHere(form, 'messages.loginFailed');
  // In place of the login page: Back does not return to a form that is done.
  return replace(made.to);
}

/**
 * The Google pop-up's sign-in (on the login and sign-up screens): its ID token becomes the session;
 * a first-time member gets their record ('User registered successfully!'), a returning one is
 * greeted ('Welcome back!'). A record that fails says so; the member is signed in either way, and
 * sent on (in place of the sign-in screen) to `from` when it is a path of this site, else home;
 * the toast rides the flash cookie there. A token that is not one: 'Login failed', a toast too
 * (the pop-up has no form to say it).
 */
async function googleAction(request: Request, context: Route.ActionArgs['context'], form: FormData) {
  const submission = parseForm(form, googleFormSchema);
  const session =
    submission.status === 'success' ? await sessionFromIdToken(request, submission.value.idToken, true) : null;
  if (!session)
    return dataWithToast<LoginAnswer>({}, { kind: 'error', message: 'messages.loginFailed' }, { status: 401 });
  const api = requestApi(session.cookie, context.get(visitorContext));
  let toast: Toast;
  let language: Language | null = null;
  try {
    const [record] = await getUsersByEmail(api, session.email);
    language = record?.language || null;
    if (record) toast = { kind: 'info', message: 'messages.welcomeBack' };
    else {
      await createUserRecord(api, {
        displayName: session.name ?? undefined,
        email: session.email,
        photoURL: session.picture ?? undefined,
        uid: session.uid,
      });
      toast = { kind: 'success', message: 'messages.userRegistered' };
    }
  } catch {
    toast = { kind: 'error', message: 'messages.userRecordFailed' };
  }
  const headers = signedInHeaders(request, session.setCookie, language);
  // In place of the sign-in screen (React Router's replace): Back does not return to a form that is done.
  headers.set('X-Remix-Replace', 'true');
  return redirectWithToast(sitePath(form.get('from'), paths.home), toast, { headers });
}

export { unlessSignedIn as shouldRevalidate };

export default function Component() {
  // The form will need the Firebase SDK: it loads while the member types.
  useEffect(preloadAuth, []);
  const t = useT();
  const answer = useActionData<LoginAnswer>();
  const navigation = useNavigation();
  // Which button's post is on its way: its button says it is working.
  const sending = navigation.formData ? intentOf(navigation.formData) : null;
  // Nothing is checked in the browser: the action answers every error at once.
  const [form, fields] = useForm({
    id: 'login',
    lastResult: answer?.result,
    defaultValue: { email: '', password: '', remember: 'on' },
    shouldValidate: 'onSubmit',
  });

  return (
    <AuthCard screen="login">
      <FormProvider context={form.context}>
        <Form
          method="post"
          {...getFormProps(form)}
          // A field's error goes as soon as the field changes ("Email address is required" too).
          onInput={(event) => {
            const { name } = event.target as HTMLInputElement;
            if ((name === 'email' || name === 'password') && fields[name].errors)
              form.update({ name, validated: false });
          }}
        >
          <fieldset className="space-y-4">
            <FormMessage errors={form.errors} />
            <FormField name="email" label={t('auth.email')} type="email" autoComplete="email" />
            <FormField name="password" label={t('auth.password')} type="password" autoComplete="current-password" />
            <label className="flex w-fit cursor-pointer items-center gap-2 text-sm">
              <input
                type="checkbox"
                name={fields.remember.name}
                className="checkbox checkbox-primary checkbox-sm"
                defaultChecked
              />
              {t('auth.rememberMe')}
            </label>
            {/* The first submit button: Enter in a field signs in. */}
            <SubmitButton name="intent" value="signIn" busy={sending === 'signIn'} className="btn btn-primary w-full">
              {t('auth.signInButton')}
            </SubmitButton>
            {/* Sending can take seconds on a phone: the button says it is working. */}
            <div className="text-center">
              <SubmitButton
                name="intent"
                value="resetPassword"
                formNoValidate
                busy={sending === 'resetPassword'}
                spinner="xs"
                className="btn btn-link btn-sm px-0"
              >
                {t('auth.forgotPassword')}
              </SubmitButton>
            </div>
          </fieldset>
        </Form>
      </FormProvider>
    </AuthCard>
  );
}

export { loader };

export { RouteErrorBoundary as ErrorBoundary } from '../components/ui/route-error';
