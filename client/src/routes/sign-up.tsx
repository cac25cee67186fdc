import { useEffect, useRef, useState } from 'react';
import { getFormProps, FormProvider, useForm } from '@conform-to/react';
import { MESSAGES } from '@green-circle/contract/messages';
import {
  useActionData,
  useFetcher,
  useNavigate,
  useSearchParams,
  Link,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import { ERROR_TEXT, FormField } from '../components/ui/form-field';
import { PhotoPicker } from '../components/ui/photo-picker';
import { AuthCard } from '../features/auth/components/auth-card';
import { redirectTarget } from '../features/auth/redirect-target';
import { redirectSignedIn } from '../features/auth/require-user';
import { checkSignUp, createdAccount } from '../features/auth/sign-up-action.server';
import {
  PHOTO_FILE,
  SIGN_UP_FIELDS,
  SIGN_UP_LABELS as LABELS,
  signUpSchema,
  type SignUpAnswer,
} from '../features/auth/sign-up-form';
import { paths } from '../config/paths';
import { createAccountForToken, forgetSignIn, welcomeNewAccount } from '../lib/account';
import { formOf, refuseCrossSite } from '../lib/action.server';
import { preloadAuth } from '../lib/auth-sdk';
import { memberSubmitted } from '../lib/form';
import { parseForm } from '../lib/parse-form';
import { useToast } from '../lib/action-toast';
import { notify } from '../lib/notify';
import { useContractText, useT } from '../i18n/i18n';

/** A member who is already signed in has nothing to do here. */
const loader = ({ request, context }: LoaderFunctionArgs) => redirectSignedIn(request, context);

/**
 * The sign-up form, on the server (multipart: the fields and, maybe, the photo file): checked with
 * the contract's schema, errors beside each field with or without JavaScript, and the name checked
 * free ('check'). The account itself is made in the browser (the identity service's sign-up),
 * which then posts its ID token ('create'): the session, the photo, the profile and the record.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  refuseCrossSite(request);
  const form = await formOf(request);
  if (form.get('intent') === 'create') return createdAccount(request, context, form);
  return checkSignUp(context, form);
}

export default function Component() {
  // The form will need the Firebase SDK: it loads while the member types.
  useEffect(preloadAuth, []);
  const t = useT();
  const contractText = useContractText();
  const fetcher = useFetcher<SignUpAnswer>();
  const posted = useActionData<SignUpAnswer>();
  const answer = fetcher.data ?? posted;
  useToast(fetcher.data?.toast);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [photoFile, setPhotoFile] = useState<File | null>(null);
  const [emailTaken, setEmailTaken] = useState(false);
  const [making, setMaking] = useState(false);
  // The checked form, waiting for the server's word that the name is free.
  const checkedForm = useRef<FormData | null>(null);
  // Whether this page made an account the action may yet refuse (and remove).
  const madeAccount = useRef(false);
  const [form, fields] = useForm({
    id: 'sign-up',
    lastResult: answer?.result,
    defaultValue: { name: '', email: '', photoURL: '', password: '' },
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onSubmit',
    onValidate: ({ formData }) => parseForm(formData, signUpSchema(photoFile !== null)),
  });

  // The name is free: the identity service makes the account here, and its token goes to the action.
  const checked = fetcher.data?.checked === true;
  useEffect(() => {
    const formData = checkedForm.current;
    if (!checked || !formData) return;
    checkedForm.current = null;
    setMaking(true);
    void (async () => {
      try {
        const idToken = await createAccountForToken(String(formData.get('email')), String(formData.get('password')));
        madeAccount.current = true;
        formData.delete('password');
        formData.set('intent', 'create');
        formData.set('idToken', idToken);
        await fetcher.submit(formData, { method: 'post', encType: 'multipart/form-data' });
      } catch (error) {
        const taken = (error as { code?: string }).code === 'auth/email-already-in-use';
        setEmailTaken(taken);
        notify.error(taken ? MESSAGES.signUpEmailTaken : MESSAGES.signUpFailed);
      } finally {
        setMaking(false);
      }
    })();
  }, [checked, fetcher]);

  // Made and signed in: the verification e-mail, then on where the member was going. An account
  // the action removed again (its name taken meanwhile) is forgotten here too.
  const signedIn = fetcher.data?.signedIn === true;
  const settled = fetcher.state === 'idle' && !making;
  const refusedAfterMaking = settled && fetcher.data?.result !== undefined && fetcher.data.toast?.kind === 'error';
  useEffect(() => {
    if (signedIn && settled)
      void welcomeNewAccount().then(() => navigate(redirectTarget(searchParams), { replace: true }));
  }, [signedIn, settled, navigate, searchParams]);
  useEffect(() => {
    if (!refusedAfterMaking || !madeAccount.current) return;
    madeAccount.current = false;
    void forgetSignIn();
  }, [refusedAfterMaking]);

  const busy = fetcher.state !== 'idle' || making || signedIn;
  return (
    <AuthCard screen="signUp">
      <FormProvider context={form.context}>
        <fetcher.Form
          method="post"
          encType="multipart/form-data"
          {...getFormProps(form)}
          onSubmit={(event) => {
            if (!memberSubmitted(event)) return form.onSubmit(event);
            const formData = new FormData(event.currentTarget);
            if (photoFile) formData.set(PHOTO_FILE, photoFile, photoFile.name);
            const checkedHere = parseForm(formData, signUpSchema(photoFile !== null));
            form.onSubmit(event);
            if (checkedHere.status !== 'success') {
              // Conform puts each error beside its field; the spec's toast names the first.
              const first = SIGN_UP_FIELDS.find((name) => checkedHere.error?.[name]);
              const message = first && checkedHere.error?.[first]?.[0];
              const label = first && first !== 'password' ? `${t(LABELS[first])}: ` : '';
              notify.error(message ? `${label}${contractText(message)}` : MESSAGES.signUpFailed);
              return;
            }
            event.preventDefault();
            setEmailTaken(false);
            formData.set('intent', 'check');
            checkedForm.current = formData;
            void fetcher.submit(formData, { method: 'post', encType: 'multipart/form-data' });
          }}
          noValidate
        >
          <fieldset className="space-y-4">
            {!fetcher.data && form.errors && (
              <p role="alert" className={ERROR_TEXT}>
                {contractText(form.errors[0] ?? '')}
              </p>
            )}
            <FormField name="name" label={t(LABELS.name)} autoComplete="name" />
            <FormField name="email" label={t(LABELS.email)} type="email" autoComplete="email" />
            <FormField
              name={fields.photoURL.name}
              label={t(LABELS.photoURL)}
              required={photoFile === null}
              render={(control, props) => (
                <PhotoPicker
                  id={props.id}
                  name={props.name}
                  value={control.value ?? ''}
                  onChange={(value) => control.change(value)}
                  onFile={(file) => {
                    setPhotoFile(file);
                    if (file) control.change('');
                  }}
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
            <FormField
              name="password"
              label={t('auth.password')}
              type="password"
              autoComplete="new-password"
              hint={t('signUp.passwordHint')}
            />
            <button type="submit" className="btn btn-primary w-full" disabled={busy}>
              {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
              {t('auth.signUpTitle')}
            </button>
          </fieldset>
        </fetcher.Form>
      </FormProvider>
      {emailTaken && (
        <p role="alert" className="rounded-box bg-base-200 p-3 text-sm">
          {contractText(MESSAGES.signUpEmailTaken)}{' '}
          <Link
            className="link link-primary font-medium"
            to={{ pathname: paths.login, search: searchParams.toString() }}
          >
            {contractText(MESSAGES.signInInstead)}
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
