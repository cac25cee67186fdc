import type { Answer, Question } from '@green-circle/contract';
import type { Identity } from '../../http/auth';
import type { AuthorIds } from '../tips';
import type { StoredAnswer, StoredQuestion } from './store';

/**
 * A question as anyone reads it: the asker's public id instead of the uid, `mine` for a
 * signed-in caller, the moderators' mark only to the asker (to anyone else a hidden one is 404).
 */
export function publicQuestion(
  question: StoredQuestion,
  authorIds: AuthorIds,
  caller: Identity | null | undefined,
): Question {
  const { authorUid, authorPhotoURL, moderation, solvedTipId: _tip, acceptedAuthorUid: _accepted, ...shown } = question;
  const view: Question = {
    ...shown,
    authorId: authorIds(authorUid),
    authorPhotoURL: authorPhotoURL || null,
    status: question.answerCount > 0 || question.acceptedAnswerId !== null ? 'answered' : 'open',
  };
  if (caller) view.mine = authorUid === caller.uid;
  if (moderation !== null && view.mine) view.moderation = moderation;
  return view;
}

/** An answer as anyone reads it, with its tip as the reader may read it (or null). */
export function publicAnswer(
  answer: StoredAnswer,
  authorIds: AuthorIds,
  caller: Identity | null | undefined,
  extras: { accepted: boolean; tip: { _id: string; title: string } | null; helpfulByMe?: boolean },
): Answer {
  const { authorUid, authorPhotoURL, moderation, tipId: _tipId, ...shown } = answer;
  const view: Answer = {
    ...shown,
    authorId: authorIds(authorUid),
    authorPhotoURL: authorPhotoURL || null,
    accepted: extras.accepted,
    tip: extras.tip,
  };
  if (caller) {
    view.mine = authorUid === caller.uid;
    view.helpfulByMe = extras.helpfulByMe ?? false;
  }
  if (moderation !== null && view.mine) view.moderation = moderation;
  return view;
}
