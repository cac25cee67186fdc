import { useState } from 'react';
import { passwordProblem, signUpFormSchema, type SignUpForm } from '@green-circle/contract';
import { MESSAGES } from '@green-circle/contract/messages';
import { useForm, type Resolver } from 'react-hook-form';
import { useNavigate, useSearchParams, Link, type LoaderFunctionArgs } from 'react-router';
import { useAuth } from '../lib/auth-provider';
import { FormField } from '../components/ui/form-field';
import { createUserRecord } from '../features/auth/api/create-user';
import { AuthCard } from '../features/auth/components/auth-card';
import { AuthForm } from '../features/auth/components/auth-form';
import { redirectTarget } from '../features/auth/redirect-target';
import { redirectSignedIn } from '../features/auth/require-user';
import { paths } from '../config/paths';
import { formProblem, formResolver } from '../lib/form';
import { notify } from '../lib/notify';

const FIELDS = ['name', 'email', 'photoURL', 'password'];
// The password has no label in its toasts: each rule's message says it all.
const LABELS = { name: 'Name', email: 'Email', photoURL: 'Photo URL' } as const;
const PASSWORD_HINT = 'At least 8 characters, with an uppercase letter, a lowercase letter and a special character.';

const checkFields = formResolver<SignUpForm, SignUpForm>(signUpFormSchema);

/** The other fields first; once they pass, the password rules one at a time in the spec's order. */
const resolver: Resolver<SignUpForm, unknown, SignUpForm> = async (values, context, options) => {
  const result = await checkFields(values, context, options);
  const { password: _blank, ...fieldErrors } = result.errors;
  if (Object.keys(fieldErrors).length > 0) return { values: {}, errors: fieldErrors };
  const problem = passwordProblem(values.password);
  return problem ? { values: {}, errors: { password: { type: 'passwordRule', message: problem } } } : result;
};

/** A member who is already signed in has nothing to do here. */
export const loader = ({ request }: LoaderFunctionArgs) => redirectSignedIn(request);

export function Component() {
  const { signUp, updateUserProfile } = useAuth();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // Set when the e-mail already has an account: the page then offers the login instead.
  const [emailTaken, setEmailTaken] = useState(false);
  const form = useForm<SignUpForm>({ defaultValues: { name: '', email: '', photoURL: '', password: '' }, resolver });

  const onSubmit = form.handleSubmit(
    async ({ name, email, photoURL, password }) => {
      setEmailTaken(false);
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
      } catch (error) {
        const taken = (error as { code?: string }).code === 'auth/email-already-in-use';
        setEmailTaken(taken);
        notify.error(taken ? MESSAGES.signUpEmailTaken : MESSAGES.signUpFailed);
      }
    },
    (errors) => notify.error(formProblem(errors, FIELDS, LABELS) ?? MESSAGES.signUpFailed),
  );

  return (
    <AuthCard screen="signUp">
      <AuthForm form={form} onSubmit={onSubmit} submitLabel="Sign Up">
        <FormField name="name" label={LABELS.name} autoComplete="name" />
        <FormField name="email" label={LABELS.email} type="email" autoComplete="email" />
        <FormField name="photoURL" label={LABELS.photoURL} type="url" autoComplete="photo" placeholder="https://" />
        <FormField name="password" label="Password" type="password" autoComplete="new-password" hint={PASSWORD_HINT} />
      </AuthForm>
      {emailTaken && (
        <p role="alert" className="rounded-box bg-base-200 p-3 text-sm">
          {MESSAGES.signUpEmailTaken}{' '}
          <Link className="link link-primary font-medium" to={{ pathname: paths.login, search: searchParams.toString() }}>
            {MESSAGES.signInInstead}
          </Link>
        </p>
      )}
    </AuthCard>
  );
}
