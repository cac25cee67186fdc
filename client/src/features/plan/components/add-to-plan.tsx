import type { PlanItem } from '@green-circle/contract';
import { useId } from 'react';
import { Link, useFetcher } from 'react-router';
import { BlockedReason } from '#app/components/ui/blocked-reason';
import { useNeedsConnection } from '#app/components/ui/offline-line';
import { paths } from '#app/config/paths';
import { monthName, monthNames } from '#app/i18n/dates';
import { useLanguage, useT } from '#app/i18n/i18n';

/**
 * "Add to my plan" (issue 58, in place of "Remind me"): when (the next time the tip is in season
 * in the member's garden unless they pick a month) and how often (every year or this year only),
 * sent to the page's action (intent 'plan-add'). Once in the plan it says when, and leads to the
 * plan. `item` is undefined while the loader reads the plan, null when the tip is not in it.
 */
export function AddToPlan({
  tipId,
  item,
  blockedReason,
  compact = false,
}: {
  tipId: string;
  item: PlanItem | null | undefined;
  blockedReason?: string | null;
  compact?: boolean;
}) {
  const t = useT();
  const language = useLanguage();
  const id = useId();
  const offline = useNeedsConnection();
  const fetcher = useFetcher<{ ok: boolean }>();
  const busy = fetcher.state !== 'idle';
  const added = item ?? (fetcher.data?.ok ? ('added' as const) : null);
  if (added !== null && added !== undefined) {
    return (
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1" data-testid="in-my-plan">
        <span className="badge badge-success badge-lg">
          {added === 'added' ? t('myPlan.added') : t('myPlan.inMyPlan', { month: monthName(language, added.month) })}
        </span>
        <Link to={paths.dashboardPlan} className="link link-primary text-sm">
          {t('myPlan.openPlan')}
        </Link>
      </p>
    );
  }
  const disabled = item === undefined || busy || !!blockedReason || offline.disabled;
  return (
    <fetcher.Form method="post" className="flex flex-wrap items-end gap-2" aria-label={t('myPlan.addToPlan')}>
      <input type="hidden" name="intent" value="plan-add" />
      <input type="hidden" name="tipId" value={tipId} />
      {!compact && (
        <>
          <label className="form-control">
            <span className="label-text text-sm">{t('myPlan.monthLabel')}</span>
            <select name="month" className="select select-bordered select-sm" defaultValue="" id={`${id}-month`}>
              <option value="">{t('myPlan.monthAuto')}</option>
              {monthNames(language).map((name, index) => (
                <option key={name} value={index + 1}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <label className="form-control">
            <span className="label-text text-sm">{t('myPlan.repeatsLabel')}</span>
            <select name="repeats" className="select select-bordered select-sm" defaultValue="yearly">
              <option value="yearly">{t('myPlan.everyYear')}</option>
              <option value="once">{t('myPlan.thisYearOnly')}</option>
            </select>
          </label>
        </>
      )}
      <button
        type="submit"
        className={`btn btn-success ${compact ? 'btn-sm btn-outline' : ''}`}
        disabled={disabled}
        aria-busy={busy}
        aria-describedby={blockedReason ? `${id}-why` : offline['aria-describedby']}
        title={offline.title}
      >
        {t('myPlan.addToPlan')}
      </button>
      {blockedReason && <BlockedReason id={`${id}-why`} reason={blockedReason} />}
    </fetcher.Form>
  );
}
