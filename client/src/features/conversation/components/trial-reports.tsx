import type { Trial } from '@green-circle/contract';
import { CONVERSATION_MESSAGES as M } from '@green-circle/contract/messages';
import { MONTH_NAMES } from '@green-circle/contract/seasons';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { SafeImage } from '../../../components/ui/safe-image';
import { paths } from '../../../config/paths';

const OUTCOME: Record<Trial['outcome'], { text: string; badge: string }> = {
  worked: { text: 'It worked', badge: 'badge-success' },
  partly: { text: 'It partly worked', badge: 'badge-warning' },
  failed: { text: "It didn't work", badge: 'badge-error' },
};

/** "July · Northern hemisphere · zone 7a": what the reporter said of when and where. */
function whereAndWhen(trial: Trial): string {
  const parts = [
    trial.month === null ? null : `Tried in ${MONTH_NAMES[trial.month - 1]}`,
    trial.hemisphere === 'south' ? 'Southern hemisphere' : 'Northern hemisphere',
    trial.zone && trial.zone !== 'not sure' ? `zone ${trial.zone}` : null,
  ];
  return parts.filter(Boolean).join(' · ');
}

/** One "I tried this" report: who (their public page), how it went, when and where, their note and photo. */
function TrialReport({ trial }: { trial: Trial }) {
  const outcome = OUTCOME[trial.outcome];
  return (
    <li className="flex gap-3" data-testid="trial-report">
      <Avatar
        src={trial.authorPhotoURL}
        name={trial.displayName}
        label={`${trial.displayName}'s avatar`}
        ring={false}
        className="h-8 w-8 shrink-0 text-xs"
      />
      <article aria-label={`${trial.displayName}'s report`} className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <Link to={paths.gardener(trial.authorId)} className="link-hover font-semibold [overflow-wrap:anywhere]">
            {trial.displayName}
          </Link>
          <span className={`badge badge-sm badge-outline ${outcome.badge}`}>{outcome.text}</span>
        </p>
        <p className="text-xs opacity-80">{whereAndWhen(trial)}</p>
        {trial.note && <p className="whitespace-pre-line [overflow-wrap:anywhere]">{trial.note}</p>}
        {trial.photo && (
          <SafeImage
            src={trial.photo}
            alt={`${trial.displayName}'s photo: ${outcome.text.toLowerCase()}`}
            sizes="(min-width: 640px) 16rem, 60vw"
            className="mt-1 aspect-square w-40 rounded-box object-cover sm:w-64"
          />
        )}
      </article>
    </li>
  );
}

/** Every report loaded, newest first, under the evidence summary. */
export function TrialReports({ trials }: { trials: readonly Trial[] }) {
  if (trials.length === 0) return null;
  return (
    <div>
      <h3 className="mb-2 font-semibold">{M.reportsHeading}</h3>
      <ul aria-label={M.reportsHeading} className="flex flex-col gap-4" data-testid="trial-reports">
        {trials.map((trial) => (
          <TrialReport key={trial._id} trial={trial} />
        ))}
      </ul>
    </div>
  );
}
