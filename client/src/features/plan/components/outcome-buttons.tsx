import { PLAN_OUTCOMES, type PlanOutcome } from '@green-circle/contract/constants';
import { useFetcher } from 'react-router';
import { useT } from '#app/i18n/i18n';

/**
 * "Did it work?" in one tap: three submit buttons of one form (intent 'plan-outcome') to the
 * page's own action, by the item's id or, from a notification, its tip's. Works as a plain POST.
 */
export function OutcomeButtons({ id, tipId, question }: { id?: string; tipId?: string; question?: string }) {
  const t = useT();
  const fetcher = useFetcher();
  const busy = fetcher.state !== 'idle';
  const answered = (fetcher.data as { ok?: boolean } | undefined)?.ok === true;
  if (answered) return <p role="status">{t('myPlan.thanks')}</p>;
  return (
    <fetcher.Form method="post" className="flex flex-col gap-2">
      <input type="hidden" name="intent" value="plan-outcome" />
      {id && <input type="hidden" name="id" value={id} />}
      {tipId && <input type="hidden" name="tipId" value={tipId} />}
      <p className="text-sm font-medium">{question ?? t('myPlan.didItWork')}</p>
      <div className="flex flex-wrap gap-2" role="group" aria-label={question ?? t('myPlan.didItWork')}>
        {PLAN_OUTCOMES.map((outcome: PlanOutcome) => (
          <button
            key={outcome}
            type="submit"
            name="outcome"
            value={outcome}
            className="btn btn-sm btn-outline"
            disabled={busy}
            aria-busy={busy && fetcher.formData?.get('outcome') === outcome}
          >
            {t(`myPlan.outcome.${outcome}`)}
          </button>
        ))}
      </div>
    </fetcher.Form>
  );
}
