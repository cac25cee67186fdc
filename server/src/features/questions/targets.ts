import type { ModerationMark } from '@green-circle/contract';
import type { Store } from '../../store/store';

const PREVIEW_MAX = 400;

/**
 * Questions and answers as reports and moderation find them (features/safety targets): what the
 * moderators read, and hiding and restoring; the author is told by the safety feature.
 */
export function questionTargetKinds(store: Store) {
  return {
    question: {
      async find(id: string) {
        const question = await store.getQuestion(id);
        if (question === null) return null;
        return {
          authorUid: question.authorUid,
          preview: `${question.title}\n${question.details}`.slice(0, PREVIEW_MAX),
          hiddenAt: question.moderation?.hiddenAt ?? null,
          questionId: question._id,
        };
      },
      hide: async (id: string, mark: ModerationMark) => void (await store.setQuestionModeration(id, mark)),
      restore: async (id: string) => void (await store.setQuestionModeration(id, null)),
    },
    answer: {
      async find(id: string) {
        const answer = await store.getAnswer(id);
        if (answer === null) return null;
        return {
          authorUid: answer.authorUid,
          preview: answer.body.slice(0, PREVIEW_MAX),
          hiddenAt: answer.moderation?.hiddenAt ?? null,
          questionId: answer.questionId,
        };
      },
      hide: async (id: string, mark: ModerationMark) => void (await store.setAnswerModeration(id, mark)),
      restore: async (id: string) => void (await store.setAnswerModeration(id, null)),
    },
  };
}
