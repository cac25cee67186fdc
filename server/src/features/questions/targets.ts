import type { Store } from '../../store/store';
import { contentKind } from '../safety';

/**
 * Questions and answers as reports and moderation find them (features/safety targets): what the
 * moderators read, and hiding and restoring; the author is told by the safety feature.
 */
export function questionTargetKinds(store: Store) {
  return {
    question: contentKind(
      (id) => store.getQuestion(id),
      (question) => ({
        authorUid: question.authorUid,
        text: `${question.title}\n${question.details}`,
        moderation: question.moderation,
        questionId: question._id,
      }),
      (id, mark) => store.setQuestionModeration(id, mark),
    ),
    answer: contentKind(
      (id) => store.getAnswer(id),
      (answer) => ({
        authorUid: answer.authorUid,
        text: answer.body,
        moderation: answer.moderation,
        questionId: answer.questionId,
      }),
      (id, mark) => store.setAnswerModeration(id, mark),
    ),
  };
}
