// The report page: the report dialog's form on a page of its own, the road for a member whose
// browser has not run the page's JavaScript (the '⋯' menu's link leads here; with JavaScript the
// menu opens the dialog instead). Its action is the one the dialog posts to.
import { reportTargetSchema } from '@green-circle/contract';
import { data, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import { PageTitle } from '../components/ui/page-title';
import { requireUser } from '../features/auth/require-user';
import { ReportPageForm, type ReportAnswer } from '../features/safety/components/report-form';
import { reportBack } from '../features/safety/lib/report-action.server';
import { useT } from '../i18n/i18n';
import type { Route } from './+types/reports';

export { reportAction as action } from '../features/safety/lib/report-action.server';
export { RouteErrorBoundary as ErrorBoundary } from '../components/ui/route-error';

export function loader({ request, context }: Route.LoaderArgs) {
  requireUser(request, context);
  const search = new URL(request.url).searchParams;
  const back = reportBack(search.get('back'));
  if (search.get('sent')) return { back, target: null };
  const target = reportTargetSchema.safeParse({ kind: search.get('kind'), id: search.get('id') });
  // Nothing to report: the not-found answer, as an unknown tip's address gets.
  if (!target.success) throw data(null, { status: 404 });
  return { back, target: target.data };
}

export default function Component() {
  const t = useT();
  const { back, target } = useLoaderData<typeof loader>();
  const answer = useActionData<ReportAnswer>();
  const sending = useNavigation().state === 'submitting';
  const backLink = (
    <Link to={back} className="btn btn-ghost">
      {target ? t('report.cancel') : t('tip.back')}
    </Link>
  );
  return (
    <section className="mx-auto max-w-lg px-4 py-10">
      <PageTitle title={t('safety.reportTitle')} />
      <h1 className="mb-6 text-3xl font-bold">{t('safety.reportTitle')}</h1>
      {target ? (
        <ReportPageForm target={target} back={back} lastResult={answer?.result} sending={sending} cancel={backLink} />
      ) : (
        <div className="flex flex-col items-start gap-4">
          <p role="status">{t('safety.reportSent')}</p>
          {backLink}
        </div>
      )}
    </section>
  );
}
