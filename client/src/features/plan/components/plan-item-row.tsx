import type { PlanItem } from '@green-circle/contract';
import { Link, useActionData, useFetcher } from 'react-router';
import { SafeImage } from '#app/components/ui/safe-image';
import { paths } from '#app/config/paths';
import { formatDay, monthName } from '#app/i18n/dates';
import { useLanguage, useT } from '#app/i18n/i18n';
import type { PlanAnswer } from '../lib/plan-action.server';
import { DoneForm } from './done-form';
import { OutcomeButtons } from './outcome-buttons';

/**
 * One plan item (the week's "From my plan", the plan page): the tip, when it is due or when it
 * was done, and its actions, each a form to the page's action that works without JavaScript:
 * "Done" (done-form.tsx: a refusal comes back in the form itself, everything typed kept), "Not
 * this year", "Did it work?" once done, and on the plan page "Remove" (their refusals, with nothing
 * typed to keep, are said by the toast).
 */
export function PlanItemRow({ item, now, removable = false }: { item: PlanItem; now: string; removable?: boolean }) {
  const t = useT();
  const language = useLanguage();
  const fetcher = useFetcher<PlanAnswer>();
  // A plain POST's answer is the page's (every form of it shares it): this item's "Done" when it names it.
  const posted = useActionData() as PlanAnswer | undefined;
  const answer = fetcher.data ?? (posted?.id === item.id ? posted : undefined);
  const doneResult = answer?.intent === 'plan-done' ? answer.result : undefined;
  const busy = fetcher.state !== 'idle';
  const dueMonth = item.due ? monthName(language, Number(item.due.slice(5, 7))) : null;
  const overdue = item.due !== null && item.due < now.slice(0, 7);
  const asked =
    item.done !== null && item.outcome === null && item.followUp !== null && item.followUp.state !== 'cancelled';
  return (
    <li className="flex flex-col gap-2 rounded-box border border-base-300 p-3" data-testid="plan-item">
      <div className="flex flex-wrap items-baseline gap-x-2">
        <Link to={paths.tipDetails(item.tipId)} className="link-hover font-medium" lang="">
          {item.title}
        </Link>
        <span className="text-sm opacity-80">
          {dueMonth && (overdue ? t('myPlan.overdue', { month: dueMonth }) : t('myPlan.dueIn', { month: dueMonth }))}
          {item.repeats ? ` · ${t('myPlan.everyYear')}` : ''}
        </span>
      </div>
      {item.done && (
        <p className="text-sm">
          {t('myPlan.doneOn', { date: formatDay(language, item.done.on) })}
          {item.done.note && (
            <>
              {' · '}
              <span lang="">{item.done.note}</span>
            </>
          )}
          {item.outcome && ` · ${t(`myPlan.outcome.${item.outcome}`)}`}
        </p>
      )}
      {item.done?.photo && (
        <SafeImage
          src={item.done.photo}
          alt={item.done.photoAlt || t('myPlan.donePhotoPreview')}
          lang={item.done.photoAlt ? '' : undefined}
          sizes="6rem"
          className="aspect-square w-24 rounded-box object-cover"
        />
      )}
      {item.skippedYear !== null && item.due === null && (
        <p className="text-sm opacity-80">{t('myPlan.skippedFor', { year: item.skippedYear })}</p>
      )}
      {asked && <OutcomeButtons id={item.id} />}
      {item.due !== null && (
        <div className="flex flex-wrap items-start gap-2">
          <DoneForm fetcher={fetcher} result={doneResult} now={now} itemId={item.id} />
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value="plan-skip" />
            <input type="hidden" name="id" value={item.id} />
            <button type="submit" className="btn btn-sm btn-ghost" disabled={busy}>
              {t('myPlan.notThisYear')}
            </button>
          </fetcher.Form>
        </div>
      )}
      {removable && (
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="plan-remove" />
          <input type="hidden" name="id" value={item.id} />
          <button type="submit" className="btn btn-xs btn-ghost text-error" disabled={busy}>
            {t('myPlan.remove')}
            <span className="sr-only"> ({item.title})</span>
          </button>
        </fetcher.Form>
      )}
    </li>
  );
}
