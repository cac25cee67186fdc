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

/** A report; one written before reporters could say what their photo shows has no photoAlt. */
export type TrialDoc = Omit<StoredTrial, '_id' | 'tipId' | 'photoAlt'> & {
  _id: ObjectId;
  tipId: ObjectId;
  photoAlt?: string;
};
