import type { Tip, Trial, TrialSummary } from '@green-circle/contract';
import { CONVERSATION_MESSAGES as M } from '@green-circle/contract/messages';
import { useCallback, useEffect, useState } from 'react';
import { listTrials, trialSummary } from '../api/trials';
import { EvidenceSummary } from './evidence-summary';
import { TrialForm } from './trial-form';
import { TrialReports } from './trial-reports';
import { browserApi } from '../../../lib/browser-api';

const EMPTY: TrialSummary = { worked: 0, partly: 0, failed: 0 };

/**
 * "Did it work?": the reports on a tip (summary bar, by hemisphere, zones it worked in), each
 * report with its note and photo, and for a member who is not its author the "I tried this" form. Drawn in the browser only.
 */
export function Evidence({ tip, memberUid }: { tip: Tip; memberUid: string | null }) {
  const [summary, setSummary] = useState<TrialSummary>(tip.trials ?? EMPTY);
  const [trials, setTrials] = useState<Trial[] | null>(null);
  const [failed, setFailed] = useState(false);

  /** After the member's own report changed: the reports and the tip's counts again. */
  const reload = useCallback(async () => {
    try {
      const [list, counts] = await Promise.all([listTrials(browserApi, tip._id), trialSummary(browserApi, tip._id)]);
      setTrials(list.trials);
      if (counts) setSummary(counts);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [tip._id]);
  useEffect(() => {
    const controller = new AbortController();
    listTrials(browserApi, tip._id, controller.signal).then(
      (list) => setTrials(list.trials),
      () => {
        if (!controller.signal.aborted) setFailed(true);
      },
    );
    return () => controller.abort();
  }, [tip._id]);

  const mine = trials?.find((t) => t.mine) ?? null;
  const canReport = memberUid !== null && !tip.mine;

  return (
    <section aria-labelledby="evidence-heading" className="flex flex-col gap-4">
      <h2 id="evidence-heading" className="text-xl font-bold">
        {M.evidenceHeading}
      </h2>
      {failed && (
        <p role="alert" className="text-error">
          Failed to load the reports. Please reload the page.
        </p>
      )}
      {trials === null && !failed ? (
        <p role="status" className="flex items-center gap-2">
          <span className="loading loading-spinner loading-sm" aria-hidden="true" /> Loading reports...
        </p>
      ) : (
        <EvidenceSummary summary={summary} trials={trials ?? []} />
      )}
      <TrialReports trials={trials ?? []} />
      {canReport && trials !== null && (
        <TrialForm key={mine?._id ?? 'new'} mine={mine} onChange={() => void reload()} />
      )}
    </section>
  );
}
