import type { ReactNode } from 'react';
import { ERASED_ON_DELETE, FRESH_SIGN_IN_SECONDS } from '@green-circle/contract/account';
import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation, useSubmit } from 'react-router';
import { ERROR_TEXT } from '#app/components/ui/error-text';
import { PageTitle } from '#app/components/ui/page-title';
import { loginPath, paths } from '#app/config/paths';
import { forgetSession, secondsSinceSignIn } from '#app/features/account/member-api.server';
import { apiFor } from '#app/lib/api.server';
import { requireUser } from '#app/features/auth/require-user';
import { formOf, refuseCrossSite } from '#app/lib/action.server';
import { useSay, useT, type MessageKey } from '#app/i18n/i18n';
import { useHydrated } from '#app/lib/hydration';
import type { Route } from './+types/delete-account';

// Stands for the download link while the sentence around it is cut in two.
const LINK = '\u0000';

const CARD = 'card mx-auto w-full max-w-lg border border-base-300 bg-base-100 p-6 shadow-md';

/** What goes, and whether the member's sign-in is recent enough to confirm it is them. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireUser(request, context);
  const ago = await secondsSinceSignIn(request);
  return { fresh: ago !== null && ago <= FRESH_SIGN_IN_SECONDS };
}

/** A refusal of the form (above it) or of its confirmation box (beside it); done is a redirect. */
type Answer = { error: string } | { confirmError: string };

/**
 * POST intent=sign-in-again: this browser forgets its session and goes to the login page, which
 * brings the member back here signed in afresh. POST intent=delete (confirmed: the box ticked, or
 * the dialog's yes): the API erases the account (it checks the sign-in's age itself); done, the
 * same answer forgets the session and sends the browser to the page that says the account is
 * deleted (post/redirect/get: a visitor's page, so nothing reads the gone member's pages again).
 */
export async function action({ request, context }: Route.ActionArgs) {
  refuseCrossSite(request);
  requireUser(request, context);
  const form = await formOf(request);
  if (form.get('intent') === 'sign-in-again')
    return redirect(loginPath(paths.deleteAccount), { headers: { 'Set-Cookie': await forgetSession(request) } });
  if (form.get('confirm') !== 'yes') return data<Answer>({ confirmError: 'account.confirmNeeded' }, 400);
  const answer = await apiFor(context)
    .raw('/users/me', { method: 'DELETE' })
    .catch(() => null);
  if (answer?.status === 204) {
    return redirect(paths.accountDeleted, { status: 303, headers: { 'Set-Cookie': await forgetSession(request) } });
  }
  const refusal = answer?.status === 403 ? 'account.signInAgain' : 'account.deleteFailed';
  await answer?.body?.cancel();
  return data<Answer>({ error: refusal }, answer?.status === 403 ? 403 : 503);
}

/** What a deletion removes, in the reader's language (ERASED_ON_DELETE's English, one key each). */
const ERASED = ERASED_ON_DELETE.map((_, index) => `account.erased${index}` as MessageKey);

export default function Component() {
  const t = useT();
  const say = useSay();
  const { fresh } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';
  const submit = useSubmit();
  // With JavaScript the site's dialog asks; before (or without) it, the box on the page asks the same.
  const hydrated = useHydrated();
  const confirmError = answer && 'confirmError' in answer ? say(answer.confirmError) : null;
  // The sentence around the download link, as the language orders it.
  const [beforeLink, afterLink] = t('account.downloadFirst', { link: LINK }).split(LINK);
  return (
    <section className={CARD} aria-labelledby="delete-heading">
      <PageTitle title={t('account.delete')} description={t('describe.home')} />
      <div className="flex flex-col gap-4">
        <h1 id="delete-heading" className="text-2xl font-bold">
          {t('account.delete')}
        </h1>
        <p>{t('account.cannotUndo')}</p>
        <ul className="list-disc ps-6">
          {ERASED.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
        <p className="text-base-content/80">
          {beforeLink}
          <a className="link" href={paths.accountExport} download>
            {t('account.downloadLink')}
          </a>
          {afterLink}
        </p>
        {answer && 'error' in answer && (
          <p role="alert" className="text-error">
            {say(answer.error)}
          </p>
        )}
        {fresh ? (
          <Form
            method="post"
            className="flex flex-col gap-3"
            // The server says what an unticked box means (beside it), in the page's words.
            noValidate
            onSubmit={(event) => {
              if (!hydrated) return;
              event.preventDefault();
              // The dialogs' module comes with the click (sweetalert2 does anyway): not on the page's first load.
              void import('#app/components/ui/dialogs')
                .then(({ confirmDeleteAccount }) =>
                  confirmDeleteAccount({
                    title: t('account.delete'),
                    text: t('account.confirm'),
                    confirm: t('account.delete'),
                    cancel: t('account.cancel'),
                  }),
                )
                .then((confirmed) => {
                  if (confirmed) void submit({ intent: 'delete', confirm: 'yes' }, { method: 'post' });
                });
            }}
          >
            {!hydrated && (
              <label className="flex items-start gap-2">
                <input
                  type="checkbox"
                  name="confirm"
                  value="yes"
                  className="checkbox checkbox-error mt-0.5"
                  aria-required
                  aria-invalid={confirmError ? true : undefined}
                  aria-describedby={confirmError ? 'confirm-error' : undefined}
                />
                <span>{t('account.confirm')}</span>
              </label>
            )}
            {confirmError && (
              <p id="confirm-error" className={ERROR_TEXT}>
                {confirmError}
              </p>
            )}
            <WithCancel>
              <button type="submit" name="intent" value="delete" className="btn btn-error" disabled={busy}>
                {busy ? t('account.deleting') : t('account.delete')}
              </button>
            </WithCancel>
          </Form>
        ) : (
          <Form method="post" className="flex flex-col gap-3">
            <p>{t('account.signInAgain')}</p>
            <WithCancel>
              <button type="submit" name="intent" value="sign-in-again" className="btn btn-primary">
                {t('account.signInAgainButton')}
              </button>
            </WithCancel>
          </Form>
        )}
      </div>
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/ui/route-error';

/** A form's button with the way back to the profile beside it: leaving is never the only choice. */
function WithCancel({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <div className="flex flex-wrap gap-3">
      {children}
      <Link className="btn btn-ghost" to={paths.dashboardProfile}>
        {t('account.cancel')}
      </Link>
    </div>
  );
}
