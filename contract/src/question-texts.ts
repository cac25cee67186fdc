// Questions and answers (issue 57): limits and the API's fixed texts, zod-free so a page's first
// paint and the problem codes (message-codes.ts, group `question`) read them without the schemas.

export const QUESTION_LIMITS = {
  titleMax: 140,
  detailsMax: 4000,
  answerMax: 4000,
  pageDefault: 20,
  /** Members told of one new question. */
  routeMax: 20,
  /** "A question you could answer" notices one member gets in a (UTC) day. */
  routePerMemberDay: 3,
} as const;

export const QUESTION_STATUSES = ['open', 'answered'] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];
/** How a list of questions is ordered (GET /questions?sort=): newest first, or near the reader first. */
export const QUESTION_SORTS = ['newest', 'near'] as const;

/** The API's texts about questions; each is a problem `code` `question.<key>`. */
export const QUESTION_MESSAGES = {
  notFound: 'No question has this id',
  answerNotFound: 'No answer to this question has this id',
  onlyAskerEdits: 'Only the asker can change this question',
  answeredNoEdit: 'A question with an answer can no longer be edited',
  onlyAuthorChangesAnswer: 'Only its author can change this answer',
  onlyAskerAccepts: 'Only the asker can mark the answer that solved it',
  ownAnswerHelpful: 'Your own answer cannot be marked helpful by you',
  blocked: 'This gardener does not take your answers',
  tipNotFound: 'No tip you can read has this id',
  couldAnswerMembersOnly: 'Sign in to see the questions you could answer',
  asked: 'Your question is asked: gardeners who grow this plant near you are told.',
  answered: 'Your answer is posted.',
  accepted: 'Marked as the answer that solved it.',
  deleted: 'Your question is deleted.',
  answerDeleted: 'Your answer is deleted.',
  failed: 'That did not work. Please try again.',
} as const;
