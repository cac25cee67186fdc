import type { QuestionWithAnswers } from '@green-circle/contract';
import type { SubmissionResult } from '@conform-to/react';
import { Link } from 'react-router';
import { useT } from '#app/i18n/i18n';
import { QUESTION_EDIT_FORM } from '../lib/forms';
import { useFocusFirst } from '../lib/use-focus-first';
import { QuestionForm } from './question-form';

/** The asker's question as its form, in its place: Save changes, or Cancel back to the page. */
export function QuestionEdit({
  question,
  page,
  lastResult,
}: {
  question: QuestionWithAnswers;
  page: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const t = useT();
  useFocusFirst(`${QUESTION_EDIT_FORM}-title`);
  return (
    <section
      aria-labelledby="question-edit-heading"
      className="card border border-base-300 bg-base-100 p-4 shadow-sm sm:p-6"
    >
      <h2 id="question-edit-heading" className="mb-4 text-xl font-semibold">
        {t('questions.editQuestionHeading')}
      </h2>
      <QuestionForm
        id={QUESTION_EDIT_FORM}
        intent="edit-question"
        initial={question}
        lastResult={lastResult}
        submitLabel={t('questions.saveChanges')}
        fromGarden={false}
        cancel={
          <Link to={page} preventScrollReset className="btn btn-ghost">
            {t('questions.cancelEdit')}
          </Link>
        }
      />
    </section>
  );
}
