import type { Comment, Hemisphere, ModerationMark, Trial, TrialOutcome } from '@green-circle/contract';
import type { Page } from '../../store-core/errors';
import type { NewNotification } from '../notifications/store';

/**
 * The Store's part for the conversation: comments under a tip and "I tried this" reports. The adapters
 * implement it in embedded-store.ts and mongo-store.ts; both pass store.contract.ts.
 * A tip keeps its commentCount (comments not deleted) and its trials summary in step with these.
 */
export interface ConversationStore {
  /** A tip's comments, oldest first (a thread's first comment always comes before its replies). */
  listComments(tipId: string, page: PageRequest): Promise<Page<StoredComment>>;
  getComment(id: string): Promise<StoredComment | null>;
  /**
   * Adds a comment. parentId must be a thread's first comment on the same tip (the caller
   * resolves a reply's reply to it). null when the tip or the parent is gone.
   */
  createComment(comment: NewComment): Promise<StoredComment | null>;
  /** Replaces the text and marks it edited; null when the comment is gone or deleted. */
  editComment(id: string, body: string): Promise<StoredComment | null>;
  /**
   * Removes the comment, or, when replies answer it, keeps its place as deleted with no text.
   * A deleted first comment whose last reply goes is removed too. Returns 0 or 1.
   */
  deleteComment(id: string): Promise<number>;

  /** Creates or replaces the member's one report on a tip; null when the tip is gone. */
  putTrial(trial: NewTrial): Promise<{ trial: StoredTrial; created: boolean; previousPhoto: string | null } | null>;
  getTrial(tipId: string, authorUid: string): Promise<StoredTrial | null>;
  /** Removes the member's report; answers what was removed (its photo may need releasing), or null. */
  deleteTrial(tipId: string, authorUid: string): Promise<StoredTrial | null>;
  /** A tip's reports, newest first. */
  listTrials(tipId: string, page: PageRequest): Promise<Page<StoredTrial>>;
  /** The member's outcome on each of these tips they reported on. */
  trialOutcomes(authorUid: string, tipIds: readonly string[]): Promise<Map<string, TrialOutcome>>;
}

export interface PageRequest {
  limit: number;
  /** Opaque, from a previous page's nextCursor; one the store cannot read is an InvalidCursorError. */
  cursor?: string;
}

/** A comment as stored: the author's uid (never answered), '' for no avatar, and the moderators' mark when they hid it. */
export type StoredComment = Omit<Comment, 'authorId' | 'authorPhotoURL' | 'mine' | 'removed' | 'moderation'> & {
  authorUid: string;
  authorPhotoURL: string;
  moderation: ModerationMark | null;
};

export interface NewComment {
  tipId: string;
  parentId: string | null;
  authorUid: string;
  displayName: string;
  authorPhotoURL: string;
  body: string;
  /**
   * The notifications (and so the e-mails) the comment brings, written in its own transaction
   * on SQLite (right after it, idempotent, on MongoDB).
   */
  notify?: (comment: StoredComment) => NewNotification[];
}

export type StoredTrial = Omit<Trial, 'authorId' | 'authorPhotoURL' | 'mine'> & {
  tipId: string;
  authorUid: string;
  authorPhotoURL: string;
};

export interface NewTrial {
  tipId: string;
  authorUid: string;
  outcome: TrialOutcome;
  note: string;
  photo: string | null;
  /** What the photo shows, in the member's words (default ''). */
  photoAlt?: string;
  month: number | null;
  /** The member's garden when they report. */
  hemisphere: Hemisphere;
  zone: string | null;
  displayName: string;
  authorPhotoURL: string;
  /** The notifications (and so the e-mails) the report brings, written with it (as NewComment's). */
  notify?: (result: { trial: StoredTrial; created: boolean }) => NewNotification[];
}
