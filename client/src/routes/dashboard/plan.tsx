import type { PlanItem } from '@green-circle/contract';
import { useLoaderData } from 'react-router';
import { EmptyState } from '#app/components/ui/empty-state';
import { PageTitle } from '#app/components/ui/page-title';
import { paths } from '#app/config/paths';
import { requireUser } from '#app/features/auth/require-user';
import { listPlan } from '#app/features/plan/api/plan';
import { PlanItemRow } from '#app/features/plan/components/plan-item-row';
import { planPageAction } from '#app/features/plan/lib/plan-action.server';
import { formatMonth } from '#app/i18n/dates';
import { useLanguage, useT } from '#app/i18n/i18n';
import { refuseCrossSite } from '#app/lib/action.server';
import { apiFor } from '#app/lib/api.server';
import type { Route } from './+types/plan';

/** The member's whole plan (issue 58), read on the host. */
async function loader({ request, context }: Route.LoaderArgs) {
  requireUser(request, context);
  return { items: await listPlan(apiFor(context), request.signal), now: new Date().toISOString() };
}

/** "Done", "Not this year", "Remove" and "Did it work?" of the plan's items. */
async function action({ request, context }: Route.ActionArgs) {
  refuseCrossSite(request);
  requireUser(request, context);
  return planPageAction(request, context);
}

/** The items still to do by the month they are due (YYYY-MM), soonest first. */
function byMonth(items: readonly PlanItem[]): Array<[string, PlanItem[]]> {
  const months = new Map<string, PlanItem[]>();
  for (const item of items) {
    if (item.due === null) continue;
    months.set(item.due, [...(months.get(item.due) ?? []), item]);
  }
  return [...months.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
}

export default function Component() {
  const t = useT();
  const language = useLanguage();
  const { items, now } = useLoaderData<typeof loader>();
  // Done or set aside: the one-offs that are finished, and what was done in the last twelve months.
  const yearAgo = `${Number(now.slice(0, 4)) - 1}${now.slice(4, 10)}`;
  const finished = items.filter((item) => item.due === null || (item.done !== null && item.done.on >= yearAgo));
  return (
    <section className="flex flex-col gap-6">
      <PageTitle title={t('myPlan.title')} description={t('myPlan.intro')} />
      <header className="space-y-1">
        <h1 className="text-2xl font-bold">{t('myPlan.title')}</h1>
        <p>{t('myPlan.intro')}</p>
      </header>
      {items.length === 0 ? (
        <EmptyState
          title={t('myPlan.empty')}
          hint={t('myPlan.emptyHint')}
          to={`${paths.browseTips}?season=now`}
          action={t('myPlan.emptyAction')}
        />
      ) : (
        <>
          {byMonth(items).map(([month, due]) => (
            <section
              key={month}
              aria-labelledby={`plan-${month}`}
              className="space-y-2"
              data-testid={`plan-month-${month}`}
            >
              <h2 id={`plan-${month}`} className="text-xl font-semibold">
                {formatMonth(language, month)}
              </h2>
              <ul className="flex flex-col gap-2">
                {due.map((item) => (
                  <PlanItemRow key={item.id} item={item} now={now} removable />
                ))}
              </ul>
            </section>
          ))}
          {finished.length > 0 && (
            <section aria-labelledby="plan-done" className="space-y-2" data-testid="plan-done">
              <h2 id="plan-done" className="text-xl font-semibold">
                {t('myPlan.doneHeading')}
              </h2>
              <ul className="flex flex-col gap-2">
                {finished.map((item) => (
                  <PlanItemRow
                    key={`done-${item.id}`}
                    item={{ ...item, due: null }}
                    now={now}
                    removable={item.due === null}
                  />
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/ui/route-error';

export { action, loader };
