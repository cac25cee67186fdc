import type { Tip, Trial, TrialSummary } from '@green-circle/contract';
import { useT } from '#app/i18n/i18n';
import { EvidenceSummary } from './evidence-summary';
import { TrialForm } from './trial-form';
import { TrialReports } from './trial-reports';

const EMPTY: TrialSummary = { worked: 0, partly: 0, failed: 0 };

/**
 * "Did it work?": the reports on a tip as tip details' loader read them (summary bar, by
 * hemisphere, zones it worked in), each report with its note and photo, and for a member who is
 * not its author the "I tried this" form. A report sent or withdrawn reads the page again.
 */
export function Evidence({ tip, trials, memberUid }: { tip: Tip; trials: Trial[] | null; memberUid: string | null }) {
  const t = useT();
  const mine = trials?.find((t) => t.mine) ?? null;
  const canReport = memberUid !== null && !tip.mine;

  return (
    <section aria-labelledby="evidence-heading" className="flex flex-col gap-4">
      <h2 id="evidence-heading" className="scroll-mt-24 text-xl font-bold">
        {t('conversation.evidenceHeading')}
      </h2>
      {trials === null && (
        <p role="alert" className="text-error">
          {t('conversation.reportsFailed')}
        </p>
      )}
      <EvidenceSummary summary={tip.trials ?? EMPTY} trials={trials ?? []} />
      <TrialReports trials={trials ?? []} />
      {canReport && trials !== null && <TrialForm key={mine?._id ?? 'new'} mine={mine} />}
    </section>
  );
}
