import type { QuestionWithAnswers } from '@green-circle/contract';

/**
 * schema.org QAPage for an answered question (what search engines read): the question, its
 * accepted answer and the others, text only, with the site's address of each.
 */
export function questionJsonLd(question: QuestionWithAnswers, url: string) {
  const answer = (a: QuestionWithAnswers['answers'][number]) => ({
    '@type': 'Answer',
    text: a.body,
    dateCreated: a.createdAt,
    upvoteCount: a.helpfulCount,
    url: `${url}#answer-${a._id}`,
    author: { '@type': 'Person', name: a.displayName },
  });
  const accepted = question.answers.find((a) => a.accepted);
  return {
    '@context': 'https://schema.org',
    '@type': 'QAPage',
    mainEntity: {
      '@type': 'Question',
      name: question.title,
      text: question.details,
      answerCount: question.answers.length,
      dateCreated: question.createdAt,
      author: { '@type': 'Person', name: question.displayName },
      ...(accepted ? { acceptedAnswer: answer(accepted) } : {}),
      suggestedAnswer: question.answers.filter((a) => !a.accepted).map(answer),
    },
  };
}
