import type { ObjectId } from 'mongodb';
import type { NotificationKind } from '@green-circle/contract';

/** A notification in MongoDB. */
export interface NotificationDoc {
  _id: ObjectId;
  recipientUid: string;
  kind: NotificationKind;
  actorUid: string | null;
  actorUids: string[];
  tipId: string | null;
  commentId: string | null;
  /** Absent on notifications written before questions (issue 57). */
  questionId?: string | null;
  outcome: string | null;
  /** Absent on notifications written before moderation notices. */
  reason?: string | null;
  until?: string | null;
  groupKey: string;
  createdAt: string;
  read: boolean;
}
