import { useEffect, useState } from 'react';
import { getFormProps, FormProvider, useForm } from '@conform-to/react';
import { MESSAGES } from '@green-circle/contract/messages';
import {
  data,
  useActionData,
  useFetcher,
  useNavigate,
  useSearchParams,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import { signInForToken } from '../lib/account';
import { ERROR_TEXT, FormField } from '../components/ui/form-field';
import { AuthCard } from '../features/auth/components/auth-card';
import { createUserRecord } from '../features/auth/api/create-user';
import { getUsersByEmail } from '../features/auth/api/get-user-by-email';
import { memberLanguage } from '../features/auth/api/member-language';
import { languageCookie } from '../i18n/language-cookie.server';
import { languageContext } from '../i18n/language.server';
import type { Language } from '../i18n/languages';
import { redirectTarget } from '../features/auth/redirect-target';
import { redirectSignedIn } from '../features/auth/require-user';
import {
  googleFormSchema,
  resetFormSchema,
  signedInFormSchema,
  signInFormSchema,
  unlessSignedIn,
  type LoginAnswer,
  type LoginIntent,
} from '../features/auth/login-form';
import { preloadAuth } from '../lib/auth-sdk';
import { failure, formOf, refuseCrossSite } from '../lib/action.server';
import { ApiError } from '../lib/api-client';
import { apiFor, requestApi, visitorContext } from '../lib/api.server';
import { memberSubmitted } from '../lib/form';
import { parseForm } from '../lib/parse-form';
import { notify } from '../lib/notify';
import { useToast } from '../lib/action-toast';
import { sessionFromIdToken } from '../lib/session.server';
import { useContractText, useT } from '../i18n/i18n';

const LABELS = { email: 'auth.email', password: 'auth.password' } as const;

/** A member who is already signed in has nothing to do here. */
const loader = ({ request, context }: LoaderFunctionArgs) => redirectSignedIn(request, context);

/**
 * The login form, on the server: checked with the contract's schema (its errors beside each field,
 * with or without JavaScript); with the ID token of the sign-in the browser just made, the session
 * cookie is set and the member's record made. Without JavaScript there is no token (the identity
 * service's sign-in runs in the browser), and the form says so.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  refuseCrossSite(request);
  const form = await formOf(request);
  if (form.get('intent') === 'google') return googleAction(request, context, form);
  const resetting = form.get('intent') === 'resetPassword';
  const withToken = !resetting && form.has('idToken');
  const schema = resetting ? resetFormSchema : withToken ? signedInFormSchema : signInFormSchema;
  const submission = parseForm(form, schema);
  // The password is never drawn back into the page.
  const refuse = (message?: string, status = 400) =>
    data<LoginAnswer>(
      {
        result: submission.reply({ hideFields: ['password'], ...(message ? { formErrors: [message] } : {}) }),
        ...(message ? { toast: { kind: 'error' as const, message } } : {}),
      },
      { status },
    );
  if (submission.status !== 'success') return refuse();
  if (resetting) return sendResetEmail(context, submission.value.email as string, refuse);
  // Checked as it would be with JavaScript, but the identity service's part runs in the browser.
  if (!withToken) return refuse(MESSAGES.signInNeedsJavaScript);
  const { idToken, remember, email } = submission.value as { idToken: string; remember: boolean; email: string };
  const session = await sessionFromIdToken(request, idToken, remember);
  if (!session) return refuse(MESSAGES.loginFailed, 401);
  // Every member who signs in has a users record (Total Users counts them); idempotent.
  const api = requestApi(session.cookie, context.get(visitorContext));
  await createUserRecord(api, { email }).catch(() => {});
  const answer: LoginAnswer = { signedIn: true, toast: { kind: 'success', message: MESSAGES.loginSuccess } };
  // The member's language, kept with their record, for this browser too (issue 39).
  return data(answer, { headers: signedInHeaders(request, session.setCookie, await memberLanguage(api, email)) });
}

/**
 * "Forgot password?": the API e-mails the reset link (the site's own e-mail, in the reader's
 * language) and answers the same whether or not an account uses the address; so does this page.
 */
async function sendResetEmail(
  context: ActionFunctionArgs['context'],
  email: string,
  refuse: (message?: string, status?: number) => ReturnType<typeof data<LoginAnswer>>,
) {
  try {
    await apiFor(context).post('/auth/password-reset', { email, language: context.get(languageContext) });
  } catch (error) {
    return refuse(failure(error, MESSAGES.resetEmailFailed), error instanceof ApiError ? error.status : 503);
  }
  return data<LoginAnswer>({ resetSent: true, toast: { kind: 'success', message: MESSAGES.resetEmailSentAnyway } });
}

/**
 * The Google pop-up's sign-in (on the login and sign-up screens): its ID token becomes the session;
 * a first-time member gets their record ('User registered successfully!'), a returning one is
 * greeted ('Welcome back!'). A record that fails says so; the member is signed in either way.
 */
async function googleAction(request: Request, context: ActionFunctionArgs['context'], form: FormData) {
  const submission = parseForm(form, googleFormSchema);
  const session =
    submission.status === 'success' ? await sessionFromIdToken(request, submission.value.idToken, true) : null;
  if (!session) return data<LoginAnswer>({ toast: { kind: 'error', message: MESSAGES.loginFailed } }, { status: 401 });
  const api = requestApi(session.cookie, context.get(visitorContext));
  let toast: LoginAnswer['toast'];
  let language: Language | null = null;
  try {
    const [record] = await getUsersByEmail(api, session.email);
    language = record?.language || null;
    if (record) toast = { kind: 'info', message: MESSAGES.welcomeBack };
    else {
      await createUserRecord(api, {
        displayName: session.name ?? undefined,
        email: session.email,
        photoURL: session.picture ?? undefined,
        uid: session.uid,
      });
      toast = { kind: 'success', message: MESSAGES.userRegistered };
    }
  } catch {
    toast = { kind: 'error', message: MESSAGES.userRecordFailed };
  }
  return data<LoginAnswer>(
    { signedIn: true, toast },
    { headers: signedInHeaders(request, session.setCookie, language) },
  );
}

/** The session's cookie, and the member's own language's when they chose one (issue 39). */
function signedInHeaders(request: Request, sessionCookie: string, language: Language | null): Headers {
  const headers = new Headers([['Set-Cookie', sessionCookie]]);
  if (language) headers.append('Set-Cookie', languageCookie(request, language));
  return headers;
}

export { unlessSignedIn as shouldRevalidate };

export default function Component() {
  // The form will need the Firebase SDK: it loads while the member types.
  useEffect(preloadAuth, []);
  const t = useT();
  const contractText = useContractText();
  const fetcher = useFetcher<LoginAnswer>();
  const posted = useActionData<LoginAnswer>();
  const answer = fetcher.data ?? posted;
  useToast(fetcher.data?.toast);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // What the browser is doing before (or instead of) the action: signing in, or sending the reset e-mail.
  const [working, setWorking] = useState<LoginIntent | null>(null);
  const [form, fields] = useForm({
    id: 'login',
    lastResult: answer?.result,
    defaultValue: { email: '', password: '', remember: 'on' },
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onSubmit',
    onValidate: ({ formData }) =>
      parseForm(formData, formData.get('intent') === 'resetPassword' ? resetFormSchema : signInFormSchema),
  });

  // Signed in: back where the member was going, replacing the login entry. Not before the page's
  // data has been read again for the new session (the fetcher is idle again): a navigation
  // started while that read is on its way was seen to end on the home page instead.
  const signedIn = fetcher.data?.signedIn === true;
  const settled = signedIn && fetcher.state === 'idle';
  useEffect(() => {
    if (settled) void navigate(redirectTarget(searchParams), { replace: true });
  }, [settled, navigate, searchParams]);

  // The fetcher posts a sign-in's token or "Forgot password?"'s address: its button says it is working.
  const posting =
    fetcher.state === 'idle' ? null : fetcher.formData?.get('intent') === 'resetPassword' ? 'resetPassword' : 'signIn';
  const sending = signedIn ? 'signIn' : (posting ?? working);
  return (
    <AuthCard screen="login">
      <FormProvider context={form.context}>
        <fetcher.Form
          method="post"
          {...getFormProps(form)}
          // A field's error goes as soon as the field changes ("Email address is required" too).
          onInput={(event) => {
            const { name } = event.target as HTMLInputElement;
            if ((name === 'email' || name === 'password') && fields[name].errors)
              form.update({ name, validated: false });
          }}
          onSubmit={(event) => {
            // Conform's own submits (an update of the form's state) are not the member's.
            if (!memberSubmitted(event)) return form.onSubmit(event);
            const submitter = (event.nativeEvent as SubmitEvent).submitter;
            const intent = submitter?.getAttribute('value') === 'resetPassword' ? 'resetPassword' : 'signIn';
            const formData = new FormData(event.currentTarget, submitter);
            const checked = parseForm(formData, intent === 'resetPassword' ? resetFormSchema : signInFormSchema);
            if (checked.status !== 'success') {
              // Conform puts each error beside its field; the spec's toast names the first.
              const first = (['email', 'password'] as const).find((name) => checked.error?.[name]);
              if (intent === 'signIn' && first)
                notify.error(
                  `${t(LABELS[first])}: ${contractText(checked.error?.[first]?.[0] ?? MESSAGES.loginFailed)}`,
                );
              return form.onSubmit(event);
            }
            // Valid: the reset e-mail is the action's to ask for (the fetcher posts the form).
            if (intent === 'resetPassword') return form.onSubmit(event);
            // Valid (conform clears the errors shown); the identity service's sign-in runs here,
            // in the browser, before anything is posted.
            form.onSubmit(event);
            event.preventDefault();
            const { email, password, remember } = checked.value as {
              email: string;
              password: string;
              remember: boolean;
            };
            setWorking(intent);
            void (async () => {
              try {
                let idToken: string;
                try {
                  idToken = await signInForToken(email, password ?? '', remember);
                } catch {
                  notify.error(MESSAGES.loginFailed);
                  return;
                }
                formData.delete('password');
                formData.set('idToken', idToken);
                await fetcher.submit(formData, { method: 'post' });
              } finally {
                setWorking(null);
              }
            })();
          }}
          noValidate
        >
          <fieldset className="space-y-4">
            {/* Without JavaScript there is no toast: the answer to "Forgot password?" is said here. */}
            {!fetcher.data && posted?.resetSent && <p role="status">{contractText(MESSAGES.resetEmailSentAnyway)}</p>}
            {!fetcher.data && posted && form.errors && (
              <p role="alert" className={ERROR_TEXT}>
                {contractText(form.errors[0] ?? '')}
              </p>
            )}
            <FormField name="email" label={t(LABELS.email)} type="email" autoComplete="email" />
            <FormField name="password" label={t(LABELS.password)} type="password" autoComplete="current-password" />
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
            <button
              type="submit"
              name="intent"
              value="signIn"
              className="btn btn-primary w-full"
              disabled={sending === 'signIn'}
            >
              {sending === 'signIn' && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
              {t('auth.signInButton')}
            </button>
            {/* Sending can take seconds on a phone (the sign-in SDK loads first): the button says it is working. */}
            <div className="text-center">
              <button
                type="submit"
                name="intent"
                value="resetPassword"
                formNoValidate
                className="btn btn-link btn-sm px-0"
                disabled={sending === 'resetPassword'}
                aria-busy={sending === 'resetPassword' || undefined}
              >
                {sending === 'resetPassword' && (
                  <span className="loading loading-spinner loading-xs" aria-hidden="true" />
                )}
                {t('auth.forgotPassword')}
              </button>
            </div>
          </fieldset>
        </fetcher.Form>
      </FormProvider>
    </AuthCard>
  );
}

export { loader };

export { RouteErrorBoundary as ErrorBoundary } from '../components/ui/route-error';
