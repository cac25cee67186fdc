import { ACCOUNT_MESSAGES, ERASED_ON_DELETE, FRESH_SIGN_IN_SECONDS } from '@green-circle/contract/account';
import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { loginPath, paths } from '../../config/paths';
import { forgetSession, secondsSinceSignIn } from '../../features/account/member-api.server';
import { apiFor } from '../../lib/api.server';
import { requireUser } from '../../features/auth/require-user';
import { refuseCrossSite } from '../../lib/action.server';

const CARD = 'card mx-auto w-full max-w-lg border border-base-300 bg-base-100 p-6 shadow-md';

/** What goes, and whether the member's sign-in is recent enough to confirm it is them. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  requireUser(request, context);
  const ago = await secondsSinceSignIn(request);
  return { fresh: ago !== null && ago <= FRESH_SIGN_IN_SECONDS };
}

type Answer = { error: string } | { deleted: true };

/**
 * POST intent=sign-in-again: this browser forgets its session and goes to the login page, which
 * brings the member back here signed in afresh. POST intent=delete (with the box ticked): the API
 * erases the account (it checks the sign-in's age itself); done, this browser forgets the session.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  refuseCrossSite(request);
  requireUser(request, context);
  const form = await request.formData();
  if (form.get('intent') === 'sign-in-again')
    return redirect(loginPath(paths.deleteAccount), { headers: { 'Set-Cookie': await forgetSession(request) } });
  if (form.get('confirm') !== 'yes') return data<Answer>({ error: ACCOUNT_MESSAGES.confirmNeeded }, 400);
  const answer = await apiFor(context)
    .raw('/users/me', { method: 'DELETE' })
    .catch(() => null);
  if (answer?.status === 204)
    return data<Answer>({ deleted: true }, { headers: { 'Set-Cookie': await forgetSession(request) } });
  const refusal = answer?.status === 403 ? ACCOUNT_MESSAGES.signInAgain : ACCOUNT_MESSAGES.deleteFailed;
  await answer?.body?.cancel();
  return data<Answer>({ error: refusal }, answer?.status === 403 ? 403 : 503);
}

/** After the deletion this page has nothing of the member to read again. */
export const shouldRevalidate = () => false;

export default function Component() {
  const { fresh } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  if (answer && 'deleted' in answer)
    return (
      <section className={CARD} aria-labelledby="deleted-heading">
        <PageTitle title="Account deleted" />
        <h1 id="deleted-heading" className="text-2xl font-bold">
          Account deleted
        </h1>
        <p role="status" className="mt-2">
          {ACCOUNT_MESSAGES.deleted}
        </p>
        <a className="btn btn-primary mt-4 self-start" href={paths.home}>
          Go to Home
        </a>
      </section>
    );
  return (
    <section className={CARD} aria-labelledby="delete-heading">
      <PageTitle title="Delete my account" />
      <div className="flex flex-col gap-4">
        <h1 id="delete-heading" className="text-2xl font-bold">
          Delete my account
        </h1>
        <p>This cannot be undone. Deleting your account removes, for good:</p>
        <ul className="list-disc ps-6">
          {ERASED_ON_DELETE.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className="text-base-content/80">
          Moderators&apos; records keep what was done, without your name. You can{' '}
          <a className="link" href={paths.accountExport} download>
            download your data
          </a>{' '}
          first.
        </p>
        {answer && 'error' in answer && (
          <p role="alert" className="text-error">
            {answer.error}
          </p>
        )}
        {fresh ? (
          <Form method="post" className="flex flex-col gap-3">
            <label className="flex items-start gap-2">
              <input type="checkbox" name="confirm" value="yes" className="checkbox checkbox-error mt-0.5" required />
              <span>I understand: delete my account and everything it holds.</span>
            </label>
            <div className="flex flex-wrap gap-3">
              <button type="submit" name="intent" value="delete" className="btn btn-error" disabled={busy}>
                {busy ? 'Deleting…' : 'Delete my account'}
              </button>
              <Link className="btn btn-ghost" to={paths.dashboardProfile}>
                Cancel
              </Link>
            </div>
          </Form>
        ) : (
          <Form method="post" className="flex flex-col gap-3">
            <p>{ACCOUNT_MESSAGES.signInAgain}</p>
            <div className="flex flex-wrap gap-3">
              <button type="submit" name="intent" value="sign-in-again" className="btn btn-primary">
                Sign in again
              </button>
              <Link className="btn btn-ghost" to={paths.dashboardProfile}>
                Cancel
              </Link>
            </div>
          </Form>
        )}
      </div>
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../../components/ui/route-error';
