import { unsubscribeTokenSchema, type UnsubscribeInfo } from '@green-circle/contract';
import { Form, Link, data, useActionData, useLoaderData, useNavigation } from 'react-router';
import { PageTitle } from '../components/ui/page-title';
import { useT } from '../i18n/i18n';
import { paths } from '../config/paths';
import { readUnsubscribeLink, unsubscribe } from '../features/mail/api/email-settings';
import { done } from '../lib/action.server';
import { apiFor } from '../lib/api.server';
import { ApiError } from '../lib/api-client';
import type { Route } from './+types/unsubscribe';

/** A link's token as the API would take it; anything else is an invalid link without asking. */
const tokenOf = (params: Route.LoaderArgs['params']) => {
  const parsed = unsubscribeTokenSchema.safeParse(params.token);
  return parsed.success ? parsed.data : null;
};

const invalidOr = async <T,>(work: () => Promise<T>): Promise<T | null> => {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
};

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const token = tokenOf(params);
  const info: UnsubscribeInfo | null =
    token === null ? null : await invalidOr(() => readUnsubscribeLink(apiFor(context), token, request.signal));
  return data({ info }, { status: info === null ? 404 : 200 });
}

/**
 * Stops the link's kind. The signed token is the whole authority (no session, no Origin check:
 * it can only turn one kind of e-mail off), so a mail client's one-click POST (RFC 8058,
 * `List-Unsubscribe=One-Click`) lands here too and gets a 200.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const token = tokenOf(params);
  const answer = token === null ? null : await invalidOr(() => unsubscribe(apiFor(context), token));
  if (answer === null) return data({ off: false, kind: null }, { status: 404 });
  return done(request, { off: true, kind: answer.kind });
}

/** Opened from an e-mail, often signed out: in the e-mail's language (its link's ?lang=), else the reader's. */
export default function Component() {
  const t = useT();
  const { info } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const sending = useNavigation().state === 'submitting';
  const settingsLink = (
    <Link to={`${paths.notifications}#email-settings`} className="link link-primary">
      {t('mail.unsubscribeSettingsLink')}
    </Link>
  );
  const body = (() => {
    if (info === null || (answer !== undefined && answer.kind === null))
      return <p role="alert">{t('mail.unsubscribeInvalid')}</p>;
    const kind = t(`mail.kindLabels.${info.kind}`);
    if (info.off || answer?.off) return <p role="status">{t('mail.unsubscribed', { kind })}</p>;
    return (
      <Form method="post" className="space-y-4">
        <p>{t('mail.unsubscribeQuestion', { kind })}</p>
        <button type="submit" className="btn btn-primary" disabled={sending}>
          {t('mail.unsubscribeButton')}
        </button>
      </Form>
    );
  })();
  return (
    <section className="mx-auto w-full max-w-xl space-y-6 px-4 py-12">
      <PageTitle title={t('mail.unsubscribeHeading')} />
      <h1 className="text-3xl font-bold">{t('mail.unsubscribeHeading')}</h1>
      {body}
      <p>{settingsLink}</p>
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/ui/route-error';
