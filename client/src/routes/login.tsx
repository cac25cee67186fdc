import { loginFormSchema, type LoginForm } from '@green-circle/contract';
import { MESSAGES } from '@green-circle/contract/messages';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { useAuth } from '../lib/auth-provider';
import { FormField } from '../components/ui/form-field';
import { AuthCard } from '../features/auth/components/auth-card';
import { AuthForm } from '../features/auth/components/auth-form';
import { createUserRecord } from '../features/auth/api/create-user';
import { redirectTarget } from '../features/auth/redirect-target';
import { redirectSignedIn } from '../features/auth/require-user';
import { formProblem, formResolver } from '../lib/form';
import { notify } from '../lib/notify';

const LABELS = { email: 'Email', password: 'Password' } as const;

type LoginValues = LoginForm & { remember: boolean };

/** Firebase errors that would tell whether an account exists (or that the address is malformed). */
const ADDRESS_ERRORS = new Set(['auth/user-not-found', 'auth/invalid-email', 'auth/missing-email', 'auth/user-disabled']);
const isAboutTheAddress = (error: unknown) =>
  typeof error === 'object' && error !== null && ADDRESS_ERRORS.has(String((error as { code?: unknown }).code));

/** A member who is already signed in has nothing to do here. */
export const loader = ({ request }: LoaderFunctionArgs) => redirectSignedIn(request);

export function Component() {
  const { signIn, resetPassword } = useAuth();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const form = useForm<LoginValues, unknown, LoginForm>({
    defaultValues: { email: '', password: '', remember: true },
    resolver: formResolver(loginFormSchema),
  });

  const onSubmit = form.handleSubmit(
    async ({ email, password }) => {
      try {
        await signIn(email, password, form.getValues('remember'));
        notify.success(MESSAGES.loginSuccess);
        // Every member who signs in has a users record (Total Users counts them); idempotent.
        createUserRecord({ email }).catch(() => {});
        navigate(redirectTarget(searchParams), { replace: true });
      } catch {
        notify.error(MESSAGES.loginFailed);
      }
    },
    (errors) => notify.error(formProblem(errors, Object.keys(LABELS), LABELS) ?? MESSAGES.loginFailed),
  );

  const onForgotPassword = async () => {
    const email = form.getValues('email').trim();
    if (!email) {
      notify.error(MESSAGES.resetEmailRequired);
      return;
    }
    try {
      await resetPassword(email);
    } catch (error) {
      // The same answer whether or not an account uses the address, so the screen cannot tell
      // anyone who is a member. Only a failure that is not about the address is reported.
      if (!isAboutTheAddress(error)) {
        notify.error(MESSAGES.resetEmailFailed);
        return;
      }
    }
    notify.success(MESSAGES.resetEmailSentAnyway);
  };

  return (
    <AuthCard screen="login">
      <AuthForm form={form} onSubmit={onSubmit} submitLabel="Sign In">
        <FormField name="email" label={LABELS.email} type="email" autoComplete="email" />
        <FormField name="password" label={LABELS.password} type="password" autoComplete="current-password" />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <label className="flex cursor-pointer items-center gap-2 text-sm">
            <input type="checkbox" className="checkbox checkbox-primary checkbox-sm" {...form.register('remember')} />
            Remember me
          </label>
          <button type="button" className="btn btn-link btn-sm px-0" onClick={onForgotPassword}>
            Forgot password?
          </button>
        </div>
      </AuthForm>
    </AuthCard>
  );
}
