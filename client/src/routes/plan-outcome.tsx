import { PLAN_OUTCOMES, type PlanOutcome } from '@green-circle/contract/constants';
import { planLinkTokenSchema, type PlanLinkInfo } from '@green-circle/contract';
import { Form, Link, data, useActionData, useLoaderData, useNavigation, useSearchParams } from 'react-router';
import { PageTitle } from '../components/ui/page-title';
import { paths } from '../config/paths';
import { answerPlanLink, readPlanLink } from '../features/plan/api/plan';
import { formatDay } from '../i18n/dates';
import { useLanguage, useT } from '../i18n/i18n';
import { done, formOf } from '../lib/action.server';
import { apiFor } from '../lib/api.server';
import { ApiError } from '../lib/api-client';
import type { Route } from './+types/plan-outcome';

/** A link's token as the API would take it; anything else is an invalid link without asking. */
const tokenOf = (params: Route.LoaderArgs['params']) => {
  const parsed = planLinkTokenSchema.safeParse(params.token);
  return parsed.success ? parsed.data : null;
};

/** A refused link (forged: 404, used: 409) is said so on the page; anything else is the error page's. */
const refusedOr = async <T,>(work: () => Promise<T>): Promise<T | 'invalid' | 'used'> => {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return 'invalid';
    if (error instanceof ApiError && error.status === 409) return 'used';
    throw error;
  }
};

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const token = tokenOf(params);
  const info: PlanLinkInfo | 'invalid' | 'used' =
    token === null ? 'invalid' : await refusedOr(() => readPlanLink(apiFor(context), token, request.signal));
  return data({ info }, { status: info === 'invalid' ? 404 : 200 });
}

/**
 * The e-mail's "Did it work?" answered (issue 58). The signed token is the whole authority (no
 * session, no Origin check: it can only answer this one question, once), like the unsubscribe link.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const token = tokenOf(params);
  const outcome = (await formOf(request)).get('outcome');
  if (token === null || !PLAN_OUTCOMES.includes(outcome as PlanOutcome))
    return data({ answered: null, refused: 'invalid' as const }, { status: 404 });
  const answer = await refusedOr(() => answerPlanLink(apiFor(context), token, outcome as PlanOutcome));
  if (answer === 'invalid' || answer === 'used')
    return data({ answered: null, refused: answer }, { status: answer === 'invalid' ? 404 : 409 });
  const { pathname } = new URL(request.url);
  return done(request, { answered: answer, refused: null }, `${pathname}?answered=${answer.outcome}`);
}

/**
 * Opened from an e-mail, often signed out: the tapped answer (?answer=) is the first button, so
 * one more tap sends it; a link scanner that opens the page answers nothing. Then it says thanks.
 */
export default function Component() {
  const t = useT();
  const language = useLanguage();
  const { info } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [search] = useSearchParams();
  const sending = useNavigation().state === 'submitting';
  const tapped = search.get('answer');
  const body = (() => {
    if (result?.answered || search.get('answered'))
      return (
        <p role="status" className="text-lg" data-testid="plan-thanks">
          {t('myPlan.linkThanks')}
        </p>
      );
    if (info === 'used' || result?.refused === 'used' || (typeof info === 'object' && info.outcome !== null))
      return <p role="status">{t('myPlan.linkUsed')}</p>;
    if (info === 'invalid' || result?.refused === 'invalid') return <p role="alert">{t('plan.linkInvalid')}</p>;
    const order = [...PLAN_OUTCOMES].sort((a, b) => Number(b === tapped) - Number(a === tapped));
    return (
      <Form method="post" className="space-y-4">
        <p className="text-lg">
          {t('myPlan.followed', { tip: `“${info.title}”`, date: formatDay(language, info.doneOn) })}
        </p>
        <div className="flex flex-wrap gap-2" role="group" aria-label={t('myPlan.didItWork')}>
          {order.map((outcome) => (
            <button
              key={outcome}
              type="submit"
              name="outcome"
              value={outcome}
              className={`btn ${outcome === tapped ? 'btn-primary' : 'btn-outline'}`}
              disabled={sending}
            >
              {t(`myPlan.outcome.${outcome}`)}
            </button>
          ))}
        </div>
      </Form>
    );
  })();
  const tipId = typeof info === 'object' ? info.tipId : (result?.answered?.tipId ?? null);
  return (
    <section className="mx-auto w-full max-w-xl space-y-6 px-4 py-12">
      <PageTitle title={t('myPlan.linkTitle')} />
      <h1 className="text-3xl font-bold">{t('myPlan.linkTitle')}</h1>
      {body}
      {tipId && (
        <p>
          <Link to={`${paths.tipDetails(tipId)}#evidence-heading`} className="link link-primary">
            {t('myPlan.seeTip')}
          </Link>
        </p>
      )}
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/ui/route-error';
