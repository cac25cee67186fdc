import { loginFormSchema } from '@green-circle/contract';
import { MESSAGES } from '@green-circle/contract/messages';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '../lib/auth-provider';
import { PageTitle } from '../components/ui/page-title';
import { PAGE_DESCRIPTIONS } from '../config/page-descriptions';
import { TextField } from '../components/ui/text-field';
import { paths } from '../config/paths';
import { AuthCard } from '../features/auth/components/auth-card';
import { GoogleButton } from '../features/auth/components/google-button';
import { firstFormProblem } from '../features/auth/form-problem';
import { redirectTarget } from '../features/auth/redirect-target';
import { notify } from '../lib/notify';

export function Component() {
  const { signIn, resetPassword } = useAuth();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = loginFormSchema.safeParse({ email, password });
    if (!parsed.success) {
      notify.error(firstFormProblem(parsed.error, { email: 'Email', password: 'Password' }) ?? MESSAGES.loginFailed);
      return;
    }
    setPending(true);
    try {
      await signIn(parsed.data.email, parsed.data.password, remember);
      notify.success(MESSAGES.loginSuccess);
      navigate(redirectTarget(searchParams), { replace: true });
    } catch {
      notify.error(MESSAGES.loginFailed);
    } finally {
      setPending(false);
    }
  };

  const onForgotPassword = async () => {
    if (!email.trim()) {
      notify.error(MESSAGES.resetEmailRequired);
      return;
    }
    try {
      await resetPassword(email.trim());
      notify.success(MESSAGES.resetEmailSent);
    } catch {
      notify.error(MESSAGES.resetEmailFailed);
    }
  };

  return (
    <AuthCard title="Welcome Back" intro="Sign in to share tips and tend your garden dashboard.">
      <PageTitle title="Login" description={PAGE_DESCRIPTIONS.login} />
      <form className="space-y-4" onSubmit={onSubmit} noValidate>
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <label className="flex cursor-pointer items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="checkbox checkbox-primary checkbox-sm"
              checked={remember}
              onChange={(event) => setRemember(event.target.checked)}
            />
            Remember me
          </label>
          <button type="button" className="btn btn-link btn-sm px-0" onClick={onForgotPassword}>
            Forgot password?
          </button>
        </div>
        <button type="submit" className="btn btn-primary w-full" disabled={pending}>
          {pending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          Sign In
        </button>
      </form>
      <div className="divider my-0">or</div>
      <GoogleButton />
      <p className="text-center text-sm">
        New to Green Circle?{' '}
        <Link className="link link-primary font-medium" to={{ pathname: paths.signUp, search: searchParams.toString() }}>
          Create an account
        </Link>
      </p>
    </AuthCard>
  );
}
