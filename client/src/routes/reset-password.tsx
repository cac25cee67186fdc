import { FormProvider, getFormProps, useForm } from '@conform-to/react';
import { data, Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import { SubmitButton } from '../components/ui/submit-button';
import { paths } from '../config/paths';
import { AuthPanel } from '../features/auth/components/auth-panel';
import { NewPasswordField } from '../features/auth/components/new-password-field';
import { newPasswordSchema, WEAK_PASSWORD, type ResetAnswer } from '../features/auth/reset-password-form';
import { useT } from '../i18n/i18n';
import { formOf, refuseCrossSite } from '../lib/action.server';
import { IdentityError, isSpentCode, resetCodeEmail, resetPasswordWithCode } from '../lib/identity.server';
import { parseForm } from '../lib/parse-form';
import type { Route } from './+types/reset-password';

const codeOf = (request: Request) => new URL(request.url).searchParams.get('oobCode')?.trim() ?? '';

/** Where the reset e-mail's link lands: the form, for the address the link is for; a used or expired link says so. */
export async function loader({ request }: Route.LoaderArgs) {
  const oobCode = codeOf(request);
  if (oobCode === '' || oobCode.length > 1000) return data({ oobCode: '', email: null }, 400);
  try {
    return { oobCode, email: await resetCodeEmail(oobCode) };
  } catch (error) {
    if (!isSpentCode(error)) throw error;
    return data({ oobCode: '', email: null }, 400);
  }
}

/**
 * Sets the new password on the server (the identity service's REST call with the link's code):
 * the same with or without JavaScript. The password rules are the sign-up's; a refusal is said
 * beside the field, a used or expired link above the form.
 */
export async function action({ request }: Route.ActionArgs) {
  refuseCrossSite(request);
  const submission = parseForm(await formOf(request), newPasswordSchema);
  const refuse = (answer: ResetAnswer = {}) =>
    data<ResetAnswer>({ result: submission.reply({ hideFields: ['password'] }), ...answer }, 400);
  if (submission.status !== 'success') return refuse();
  const { oobCode, password } = submission.value;
  try {
    await resetPasswordWithCode(oobCode, password ?? '');
  } catch (error) {
    if (isSpentCode(error)) return refuse({ linkSpent: true });
    if (error instanceof IdentityError && error.message === 'WEAK_PASSWORD')
      return data<ResetAnswer>(
        { result: submission.reply({ hideFields: ['password'], fieldErrors: { password: [WEAK_PASSWORD] } }) },
        400,
      );
    throw error;
  }
  return data<ResetAnswer>({ done: true });
}

export default function Component() {
  const t = useT();
  const { oobCode, email } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const [form] = useForm({
    id: 'reset-password',
    lastResult: answer?.result,
    defaultValue: { oobCode, password: '' },
    shouldValidate: 'onSubmit',
  });
  const spent = email === null || answer?.linkSpent === true;
  const heading = answer?.done
    ? t('resetPassword.done')
    : spent
      ? t('resetPassword.invalid')
      : t('resetPassword.title');

  const body = answer?.done ? (
    <>
      <p role="status">{t('resetPassword.doneText')}</p>
      <Link to={paths.login} className="btn btn-primary">
        {t('nav.login')}
      </Link>
    </>
  ) : spent ? (
    <>
      <p role="alert">{t('resetPassword.invalidText')}</p>
      <Link to={paths.login} className="btn btn-primary">
        {t('resetPassword.askAgain')}
      </Link>
    </>
  ) : (
    <FormProvider context={form.context}>
      <Form method="post" {...getFormProps(form)} className="space-y-4" noValidate>
        <p>{t('resetPassword.intro', { email })}</p>
        {/* The account's name for the browser's password manager, which offers to keep the new password. */}
        <input type="text" name="username" defaultValue={email} autoComplete="username" readOnly hidden />
        <input type="hidden" name="oobCode" value={oobCode} />
        <NewPasswordField label={t('resetPassword.newPassword')} />
        <SubmitButton busy={busy} className="btn btn-primary w-full">
          {t('resetPassword.save')}
        </SubmitButton>
      </Form>
    </FormProvider>
  );
  return <AuthPanel heading={heading}>{body}</AuthPanel>;
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/ui/route-error';
