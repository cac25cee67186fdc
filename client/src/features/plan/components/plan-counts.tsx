import type { Tip } from '@green-circle/contract';
import { useT } from '#app/i18n/i18n';

/** "3 gardeners have it in their plan this season · 1 did it" (GET /gardenTips/{id}'s counts); nothing before anyone has. */
export function PlanCounts({ tip }: { tip: Pick<Tip, 'planned' | 'done'> }) {
  const t = useT();
  if (!tip.planned && !tip.done) return null;
  return (
    <p className="text-sm opacity-80" data-testid="plan-counts">
      {t('myPlan.counts', { planned: tip.planned ?? 0, done: tip.done ?? 0 })}
    </p>
  );
}
