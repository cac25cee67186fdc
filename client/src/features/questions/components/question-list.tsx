import type { Question } from '@green-circle/contract';
import { Link } from 'react-router';
import { TipPlant } from '#app/components/ui/tip-plant';
import { useT } from '#app/i18n/i18n';

/** Questions as a list: the title, the plant, where it was asked, its answers; links to each. */
export function QuestionList({ questions, empty }: { questions: readonly Question[]; empty: string }) {
  const t = useT();
  if (questions.length === 0) return <p className="opacity-80">{empty}</p>;
  return (
    <ul className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100">
      {questions.map((q) => (
        <li key={q._id} className="flex flex-col gap-1 p-3 sm:p-4">
          <Link to={`/questions/${q._id}`} className="link link-hover text-lg font-semibold">
            {q.title}
          </Link>
          <p className="text-sm opacity-80">
            <TipPlant tip={q} className="link link-hover" />
            {' · '}
            {[
              q.zone ? t('questions.zoneShort', { zone: q.zone }) : null,
              t(q.hemisphere === 'south' ? 'season.hemisphereSouth' : 'season.hemisphereNorth'),
              t('questions.answerCount', { count: q.answerCount }),
              q.acceptedAnswerId ? t('questions.solved') : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </li>
      ))}
    </ul>
  );
}
