import type { Question } from '@green-circle/contract';
import { Link } from 'react-router';
import { useT } from '#app/i18n/i18n';

/**
 * A tip's evidence from questions (issue 57): each question an accepted answer linking this tip
 * solved, with the asker's zone; nothing when there is none. "Ask about this" beside it.
 */
export function SolvedEvidence({ solved, plantType }: { solved: readonly Question[]; plantType: string }) {
  const t = useT();
  return (
    <section
      aria-label={t('questions.solvedAQuestion')}
      className="mx-auto my-4 flex w-full max-w-3xl flex-wrap items-center gap-3"
      data-testid="solved-evidence"
    >
      {solved.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {solved.map((q) => (
            <li key={q._id}>
              <Link to={`/questions/${q._id}`} className="badge badge-success badge-lg gap-1">
                {q.zone ? t('questions.solvedInZone', { zone: q.zone }) : t('questions.solvedAQuestion')}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link to={`/ask?plant=${encodeURIComponent(plantType)}`} className="btn btn-sm">
        {t('questions.askAboutTip')}
      </Link>
    </section>
  );
}
