import type { ObjectId } from 'mongodb';
import type { StoredAnswer, StoredQuestion } from './store';

/** Questions and answers in MongoDB. */
export type QuestionDoc = Omit<StoredQuestion, '_id'> & { _id: ObjectId; words: string[] };
export type AnswerDoc = Omit<StoredAnswer, '_id' | 'questionId'> & { _id: ObjectId; questionId: ObjectId };
export interface HelpfulDoc {
  answerId: ObjectId;
  uid: string;
  createdAt: string;
}
export interface RouteDoc {
  questionId: ObjectId;
  uid: string;
  at: string;
}
