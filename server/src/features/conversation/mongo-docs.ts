import type { ObjectId } from 'mongodb';
import type { ModerationMark } from '@green-circle/contract';
import type { StoredTrial } from './store';

/** The conversation's documents in MongoDB. */
export interface CommentDoc {
  _id: ObjectId;
  tipId: ObjectId;
  parentId: ObjectId | null;
  authorUid: string;
  displayName: string;
  authorPhotoURL: string;
  body: string;
  createdAt: string;
  editedAt: string | null;
  deleted: boolean;
  /** Absent on a comment written before moderators could hide comments (its migration sets null). */
  moderation?: ModerationMark | null;
}

export type TrialDoc = Omit<StoredTrial, '_id' | 'tipId'> & { _id: ObjectId; tipId: ObjectId };
