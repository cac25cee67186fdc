import { passwordProblem, signUpFormSchema } from '@green-circle/contract';
import { MESSAGES } from '@green-circle/contract/messages';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '../lib/auth-provider';
import { PageTitle } from '../components/ui/page-title';
import { PAGE_DESCRIPTIONS } from '../config/page-descriptions';
import { TextField } from '../components/ui/text-field';
import { paths } from '../config/paths';
import { createUserRecord } from '../features/auth/api/create-user';
import { AuthCard } from '../features/auth/components/auth-card';
import { GoogleButton } from '../features/auth/components/google-button';
import { firstFormProblem } from '../features/auth/form-problem';
import { redirectTarget } from '../features/auth/redirect-target';
import { notify } from '../lib/notify';

const FIELD_LABELS = { name: 'Name', email: 'Email', photoURL: 'Photo URL' };

export function Component() {
  const { signUp, updateUserProfile } = useAuth();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [form, setForm] = useState({ name: '', email: '', photoURL: '', password: '' });
  const [pending, setPending] = useState(false);

  const field = (key: keyof typeof form) => ({
    name: key,
    value: form[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setForm({ ...form, [key]: event.target.value }),
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Required fields first, then the password rules one at a time in the spec's order.
    const parsed = signUpFormSchema.safeParse(form);
    const fieldProblem = parsed.success ? null : firstFormProblem(parsed.error, FIELD_LABELS);
    const problem = fieldProblem ?? passwordProblem(form.password);
    if (problem || !parsed.success) {
      notify.error(problem ?? MESSAGES.signUpFailed);
      return;
    }
    const { name, email, photoURL, password } = parsed.data;

    setPending(true);
    try {
      const { user } = await signUp(email, password);
      try {
        await updateUserProfile({ displayName: name, photoURL });
        const { insertedId } = await createUserRecord({
          email,
          name,
          photoURL,
          creationTime: user.metadata.creationTime,
          lastSignInTime: user.metadata.lastSignInTime,
        });
        if (insertedId) notify.success(MESSAGES.signUpSuccess);
      } catch {
        // The account exists and the member is signed in; only the profile or record failed.
        notify.error(MESSAGES.userRecordFailed);
      }
      navigate(redirectTarget(searchParams), { replace: true });
    } catch {
      notify.error(MESSAGES.signUpFailed);
    } finally {
      setPending(false);
    }
  };

  return (
    <AuthCard title="Create Account" intro="Join a community of gardeners and eco-lovers.">
      <PageTitle title="Sign Up" description={PAGE_DESCRIPTIONS.signUp} />
      <form className="space-y-4" onSubmit={onSubmit} noValidate>
        <TextField label="Name" type="text" autoComplete="name" required {...field('name')} />
        <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
        <TextField label="Photo URL" type="url" autoComplete="photo" required placeholder="https://" {...field('photoURL')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          hint="At least 8 characters, with an uppercase letter, a lowercase letter and a special character."
          {...field('password')}
        />
        <button type="submit" className="btn btn-primary w-full" disabled={pending}>
          {pending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          Sign Up
        </button>
      </form>
      <div className="divider my-0">or</div>
      <GoogleButton />
      <p className="text-center text-sm">
        Already have an account?{' '}
        <Link className="link link-primary font-medium" to={{ pathname: paths.login, search: searchParams.toString() }}>
          Login
        </Link>
      </p>
    </AuthCard>
  );
}
