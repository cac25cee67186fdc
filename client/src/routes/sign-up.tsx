import { useEffect, useState } from 'react';
import { passwordProblem, signUpFormSchema, type SignUpForm } from '@green-circle/contract';
import { MESSAGES } from '@green-circle/contract/messages';
import { useForm, type Resolver } from 'react-hook-form';
import {
  replace,
  useActionData,
  useSearchParams,
  useSubmit,
  Link,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import { FormField } from '../components/ui/legacy-form-field';
import { PhotoPicker } from '../components/ui/photo-picker';
import { createUserRecord } from '../features/auth/api/create-user';
import { isNameAvailable } from '../features/auth/api/name-available';
import { AuthCard } from '../features/auth/components/auth-card';
import { AuthForm } from '../features/auth/components/auth-form';
import { redirectTarget } from '../features/auth/redirect-target';
import { redirectSignedIn } from '../features/auth/require-user';
import { preloadAuth } from '../lib/auth-sdk';
import { startSession } from '../lib/session';
import { paths } from '../config/paths';
import { ApiError } from '../lib/api-client';
import { updateAccountProfile } from '../lib/account';
import { loadAuth } from '../lib/auth-sdk';
import { formProblem, formResolver } from '../lib/legacy-form';
import { apiAssetUrl } from '../lib/image-source';
import { notify } from '../lib/notify';
import { UPLOAD_MESSAGES } from '../lib/upload-messages';
import { setProfilePhoto, uploadPhoto } from '../lib/upload-photo';
import { browserApi } from '../lib/browser-api';

const FIELDS = ['name', 'email', 'photoURL', 'password'];
// The password has no label in its toasts: each rule's message says it all.
const LABELS = { name: 'Name', email: 'Email', photoURL: 'Photo URL' } as const;
const PASSWORD_HINT = 'At least 8 characters, with an uppercase letter, a lowercase letter and a special character.';
/** The form part that carries a chosen photo file to the action. */
const PHOTO_FILE = 'photoFile';

/** The form's context: whether a photo file is chosen (then the Photo URL may stay blank). */
interface SignUpContext {
  hasPhotoFile: boolean;
}

const checkFields = formResolver<SignUpForm, SignUpForm>(signUpFormSchema);

/** The other fields first; once they pass, the password rules one at a time in the spec's order. */
const resolver: Resolver<SignUpForm, SignUpContext, SignUpForm> = async (values, context, options) => {
  const withFile = context?.hasPhotoFile === true;
  // A chosen file stands in for the address; the address field is cleared when a file is chosen.
  const result = await checkFields(
    withFile ? { ...values, photoURL: 'https://photo.invalid/' } : values,
    context,
    options,
  );
  const { password: _blank, ...fieldErrors } = result.errors;
  if (Object.keys(fieldErrors).length > 0) return { values: {}, errors: fieldErrors };
  const problem = passwordProblem(values.password);
  if (problem) return { values: {}, errors: { password: { type: 'passwordRule', message: problem } } };
  return withFile ? { values: { ...(result.values as SignUpForm), photoURL: '' }, errors: {} } : result;
};

/** A member who is already signed in has nothing to do here. */
const loader = ({ request, context }: LoaderFunctionArgs) => redirectSignedIn(request, context);

interface SignUpResult {
  /** The e-mail already has an account: the page offers the login instead. */
  emailTaken?: boolean;
  /** Another member uses the name: said beside the field, and no account was left behind. */
  nameTaken?: boolean;
}

/** Whether the API refused the name as another member's (a 409 on the name field). */
const isNameTaken = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.problem?.errors?.some((e) => e.field === 'name') === true;

/**
 * POST (multipart: the checked fields and, maybe, the photo file): checks the name is free
 * (before anything exists), creates the account, sends the
 * verification e-mail, uploads the photo (a new account may: see POST /uploads), saves name and
 * photo with Firebase and the member's record with the API, and goes on where the member was going.
 */
export async function clientAction({ request }: ActionFunctionArgs): Promise<SignUpResult | Response> {
  const data = await request.formData();
  const text = (key: string) => String(data.get(key) ?? '');
  const file = data.get(PHOTO_FILE);
  const photoFile = file !== null && typeof file !== 'string' && file.size > 0 ? file : null;
  const { name, email, password } = { name: text('name'), email: text('email'), password: text('password') };

  // The name first: a name another member uses is refused before any account
  // exists. If the check cannot be made, sign-up goes on: POST /users checks again below.
  try {
    if (!(await isNameAvailable(browserApi, name))) {
      notify.error(MESSAGES.nameTaken);
      return { nameTaken: true };
    }
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) {
      notify.error(MESSAGES.signUpTooMany);
      return {};
    }
  }

  const { auth, sdk } = await loadAuth();
  let user;
  try {
    ({ user } = await sdk.createUserWithEmailAndPassword(auth, email, password));
  } catch (error) {
    const taken = (error as { code?: string }).code === 'auth/email-already-in-use';
    notify.error(taken ? MESSAGES.signUpEmailTaken : MESSAGES.signUpFailed);
    return { emailTaken: taken };
  }
  await startSession(user);
  // Writing needs a verified address; a failed send is retried from the banner's "Send again".
  await sdk.sendEmailVerification(user).catch((error: unknown) => console.error('Verification e-mail', error));

  let photoURL = photoFile ? '' : text('photoURL');
  if (photoFile) {
    try {
      // From its bytes: the request's File need not be the page's own kind (in jsdom it is not).
      const photo = new File([await photoFile.arrayBuffer()], photoFile.name, { type: photoFile.type });
      photoURL = apiAssetUrl((await uploadPhoto(photo)).url);
    } catch (error) {
      // The account is made; the photo can be added from the profile. Say why it did not go.
      const reason = error instanceof ApiError || error instanceof Error ? ` (${error.message})` : '';
      notify.error(`${UPLOAD_MESSAGES.signUpPhotoFailed}${reason}`);
    }
  }
  try {
    // Through lib/account, so the navbar shows the new name and photo at once.
    await updateAccountProfile({ displayName: name, photoURL: photoURL || null });
    // An uploaded photo is kept as the profile photo (else the sweep would take it in a day).
    if (photoFile && photoURL) await setProfilePhoto(browserApi, photoURL);
    const { insertedId } = await createUserRecord(browserApi, { email, name, photoURL });
    if (insertedId) notify.success(MESSAGES.signUpSuccess);
  } catch (error) {
    if (isNameTaken(error)) {
      // Someone took the name since the check: the account is removed again, so nothing is
      // left half-made (its photo, attached to nothing, is swept within a day).
      await sdk.deleteUser(user).catch((cause: unknown) => console.error('Removing the account', cause));
      notify.error(MESSAGES.nameTaken);
      return { nameTaken: true };
    }
    // The account exists and the member is signed in; only the profile or record failed.
    notify.error(MESSAGES.userRecordFailed);
  }
  return replace(redirectTarget(new URL(request.url).searchParams));
}

export default function Component() {
  // The form will need the Firebase SDK: it loads while the member types.
  useEffect(preloadAuth, []);
  const submit = useSubmit();
  const [searchParams] = useSearchParams();
  const result = useActionData<typeof clientAction>();
  const emailTaken = result?.emailTaken === true;
  const [photoFile, setPhotoFile] = useState<File | null>(null);
  const form = useForm<SignUpForm, SignUpContext, SignUpForm>({
    defaultValues: { name: '', email: '', photoURL: '', password: '' },
    resolver,
    context: { hasPhotoFile: photoFile !== null },
  });

  // Each answer that says the name is taken puts the message beside the name field.
  useEffect(() => {
    if (result?.nameTaken) form.setError('name', { message: MESSAGES.nameTaken }, { shouldFocus: true });
  }, [form, result]);

  const onSubmit = form.handleSubmit(
    async (values) => {
      const data = new FormData();
      for (const [key, value] of Object.entries(values)) data.set(key, value);
      if (photoFile) data.set(PHOTO_FILE, photoFile, photoFile.name);
      // Resolves once the action is done, so the button stays busy until then.
      await submit(data, { method: 'post', encType: 'multipart/form-data' });
    },
    (errors) => notify.error(formProblem(errors, FIELDS, LABELS) ?? MESSAGES.signUpFailed),
  );

  return (
    <AuthCard screen="signUp">
      <AuthForm form={form} onSubmit={onSubmit} submitLabel="Sign Up">
        <FormField name="name" label={LABELS.name} autoComplete="name" />
        <FormField name="email" label={LABELS.email} type="email" autoComplete="email" />
        <FormField
          name="photoURL"
          label={LABELS.photoURL}
          required={photoFile === null}
          render={(field, control) => (
            <PhotoPicker
              id={control.id}
              value={(field.value as string | undefined) ?? ''}
              onChange={field.onChange}
              onFile={(file) => {
                setPhotoFile(file);
                if (file) field.onChange('');
                form.clearErrors('photoURL');
              }}
              shape="round"
              previewAlt="Your profile photo"
              addressLabel={null}
              addressProps={{
                onBlur: field.onBlur,
                autoComplete: 'photo',
                'aria-invalid': control['aria-invalid'],
                'aria-describedby': control['aria-describedby'],
                'aria-required': control['aria-required'],
              }}
            />
          )}
        />
        <FormField name="password" label="Password" type="password" autoComplete="new-password" hint={PASSWORD_HINT} />
      </AuthForm>
      {emailTaken && (
        <p role="alert" className="rounded-box bg-base-200 p-3 text-sm">
          {MESSAGES.signUpEmailTaken}{' '}
          <Link
            className="link link-primary font-medium"
            to={{ pathname: paths.login, search: searchParams.toString() }}
          >
            {MESSAGES.signInInstead}
          </Link>
        </p>
      )}
    </AuthCard>
  );
}

export { loader };
