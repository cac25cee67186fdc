import { useEffect } from 'react';
import { loginFormSchema, type LoginForm } from '@green-circle/contract';
import { MESSAGES } from '@green-circle/contract/messages';
import { useForm } from 'react-hook-form';
import { replace, useFetcher, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { sendPasswordReset, signInWithPassword } from '../lib/account';
import { FormField } from '../components/ui/legacy-form-field';
import { AuthCard } from '../features/auth/components/auth-card';
import { AuthForm } from '../features/auth/components/auth-form';
import { createUserRecord } from '../features/auth/api/create-user';
import { redirectTarget } from '../features/auth/redirect-target';
import { redirectSignedIn } from '../features/auth/require-user';
import { preloadAuth } from '../lib/auth-sdk';
import { formProblem, formResolver } from '../lib/legacy-form';
import { notify } from '../lib/notify';
import { browserApi } from '../lib/browser-api';

const LABELS = { email: 'Email', password: 'Password' } as const;

/** The error type of the e-mail field's "Email address is required" (a password reset without an address). */
const RESET_EMAIL_MISSING = 'resetEmailMissing';

type LoginValues = LoginForm & { remember: boolean };

/** What the screen sends its action: the checked sign-in, or a password-reset request. */
type LoginIntent = ({ intent: 'signIn'; remember: boolean } & LoginForm) | { intent: 'resetPassword'; email: string };

/** Firebase errors that would tell whether an account exists (or that the address is malformed). */
const ADDRESS_ERRORS = new Set([
  'auth/user-not-found',
  'auth/invalid-email',
  'auth/missing-email',
  'auth/user-disabled',
]);
const isAboutTheAddress = (error: unknown) =>
  typeof error === 'object' && error !== null && ADDRESS_ERRORS.has(String((error as { code?: unknown }).code));

/** A member who is already signed in has nothing to do here. */
const loader = ({ request, context }: LoaderFunctionArgs) => redirectSignedIn(request, context);

/**
 * POST: signs in and goes back where the member was going (replacing the login entry), or
 * sends the password-reset e-mail. Says how it went in a toast; a failure stays on the form.
 */
export async function clientAction({ request }: ActionFunctionArgs) {
  const body = (await request.json()) as LoginIntent;
  if (body.intent === 'resetPassword') {
    await resetPassword(body.email);
    return null;
  }
  const { email, password } = loginFormSchema.parse(body);
  try {
    await signInWithPassword(email, password, body.remember);
  } catch {
    notify.error(MESSAGES.loginFailed);
    return null;
  }
  notify.success(MESSAGES.loginSuccess);
  // Every member who signs in has a users record (Total Users counts them); idempotent.
  createUserRecord(browserApi, { email }).catch(() => {});
  return replace(redirectTarget(new URL(request.url).searchParams));
}

async function resetPassword(email: string) {
  try {
    await sendPasswordReset(email);
  } catch (error) {
    // The same answer whether or not an account uses the address, so the screen cannot tell
    // anyone who is a member. Only a failure that is not about the address is reported.
    if (!isAboutTheAddress(error)) {
      notify.error(MESSAGES.resetEmailFailed);
      return;
    }
  }
  notify.success(MESSAGES.resetEmailSentAnyway);
}

export default function Component() {
  // The form will need the Firebase SDK: it loads while the member types.
  useEffect(preloadAuth, []);
  const fetcher = useFetcher<typeof clientAction>();
  const form = useForm<LoginValues, unknown, LoginForm>({
    defaultValues: { email: '', password: '', remember: true },
    resolver: formResolver(loginFormSchema),
  });
  const send = (intent: LoginIntent) => fetcher.submit(intent, { method: 'post', encType: 'application/json' });
  const sending = fetcher.state !== 'idle' ? (fetcher.json as LoginIntent | undefined)?.intent : undefined;

  const onSubmit = form.handleSubmit(
    (values) => send({ intent: 'signIn', ...values, remember: form.getValues('remember') }),
    (errors) => notify.error(formProblem(errors, Object.keys(LABELS), LABELS) ?? MESSAGES.loginFailed),
  );

  // The missing address is said beside the field (a toast would outlive the fix for 5 s), and
  // goes as soon as the field changes.
  const onForgotPassword = () => {
    const email = form.getValues('email').trim();
    if (email) return void send({ intent: 'resetPassword', email });
    form.setError('email', { type: RESET_EMAIL_MISSING, message: MESSAGES.resetEmailRequired }, { shouldFocus: true });
  };
  useEffect(
    () =>
      form.subscribe({
        name: 'email',
        formState: { values: true },
        callback: () => {
          if (form.getFieldState('email').error?.type === RESET_EMAIL_MISSING) form.clearErrors('email');
        },
      }),
    [form],
  );
  const resetting = sending === 'resetPassword';

  return (
    <AuthCard screen="login">
      <AuthForm form={form} onSubmit={onSubmit} submitLabel="Sign In" busy={sending === 'signIn'}>
        <FormField name="email" label={LABELS.email} type="email" autoComplete="email" />
        <FormField name="password" label={LABELS.password} type="password" autoComplete="current-password" />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <label className="flex cursor-pointer items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="checkbox checkbox-primary checkbox-sm"
              defaultChecked
              {...form.register('remember')}
            />
            Remember me
          </label>
          {/* Sending can take seconds on a phone (the sign-in SDK loads first): the button says it is working. */}
          <button
            type="button"
            className="btn btn-link btn-sm px-0"
            onClick={onForgotPassword}
            disabled={resetting}
            aria-busy={resetting || undefined}
          >
            {resetting && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
            Forgot password?
          </button>
        </div>
      </AuthForm>
    </AuthCard>
  );
}

export { loader };
