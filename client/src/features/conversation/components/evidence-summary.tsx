import type { Trial, TrialSummary } from '@green-circle/contract';
import { TRIAL_OUTCOMES, type TrialOutcome } from '@green-circle/contract/constants';
import { useT } from '#app/i18n/i18n';
import { ZONES } from '@green-circle/contract/seasons';

const LABELS = {
  worked: 'conversation.summaryWorked',
  partly: 'conversation.summaryPartly',
  failed: 'conversation.summaryFailed',
} as const satisfies Record<TrialOutcome, string>;
// Colour is never the only sign: each part is named in the text beside the bar.
const COLOURS: Record<TrialOutcome, string> = { worked: 'bg-success', partly: 'bg-warning', failed: 'bg-error' };

const countOf = (trials: readonly Trial[]): TrialSummary => {
  const counts = { worked: 0, partly: 0, failed: 0 };
  for (const trial of trials) counts[trial.outcome] += 1;
  return counts;
};
const totalOf = (s: TrialSummary) => s.worked + s.partly + s.failed;

/** One bar split by outcome, and the same numbers in words (what a screen reader reads). */
function SummaryBar({ summary, label }: { summary: TrialSummary; label: string }) {
  const t = useT();
  const total = totalOf(summary);
  const words = TRIAL_OUTCOMES.map((o) => t(LABELS[o], { n: summary[o] })).join(', ');
  return (
    <div className="flex flex-col gap-1">
      <p className="text-sm">
        <span className="font-semibold">{label}</span> {words}
      </p>
      <div className="flex h-3 w-full overflow-hidden rounded-full bg-base-300" aria-hidden="true">
        {total > 0 &&
          TRIAL_OUTCOMES.map((o) =>
            summary[o] > 0 ? (
              <span key={o} className={COLOURS[o]} style={{ width: `${(summary[o] / total) * 100}%` }} />
            ) : null,
          )}
      </div>
    </div>
  );
}

/**
 * The evidence: how many tried the tip and how it went (the tip's own counts), split by hemisphere
 * and the zones it worked in (from the reports loaded, the newest 100).
 */
export function EvidenceSummary({ summary, trials }: { summary: TrialSummary; trials: readonly Trial[] }) {
  const t = useT();
  const total = totalOf(summary);
  if (total === 0) return <p className="opacity-80">{t('conversation.noTrials')}</p>;
  const north = countOf(trials.filter((t) => t.hemisphere === 'north'));
  const south = countOf(trials.filter((t) => t.hemisphere === 'south'));
  const zones = [
    ...new Set(trials.filter((t) => t.outcome === 'worked' && t.zone && t.zone !== 'not sure').map((t) => t.zone!)),
  ].sort((a, b) => ZONES.indexOf(a) - ZONES.indexOf(b));
  return (
    <div className="flex flex-col gap-3" data-testid="trial-summary">
      <SummaryBar summary={summary} label={t('conversation.triedBy', { n: total })} />
      {/* One column: a bar is as wide as the whole one, so the same share is drawn the same length. */}
      <div className="flex flex-col gap-3">
        {totalOf(north) > 0 && <SummaryBar summary={north} label={t('conversation.northernLabel')} />}
        {totalOf(south) > 0 && <SummaryBar summary={south} label={t('conversation.southernLabel')} />}
      </div>
      {zones.length > 0 && (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-semibold">{t('conversation.zonesWorkedInLabel')}</span>
          <ul aria-label={t('conversation.zonesWorkedIn')} className="flex flex-wrap gap-1">
            {zones.map((zone) => (
              <li key={zone} className="badge badge-success badge-outline">
                {zone}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
