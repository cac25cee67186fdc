import type { NotificationKind, NotificationSettings, NotificationSettingsUpdate } from '@green-circle/contract';

/**
 * The Store's part for notifications and their settings (embedded-store.ts, mongo-store.ts;
 * store.contract.ts). Actions the store makes itself (a like, a follow) write theirs
 * inside their own write through this feature's public module (index.ts).
 */
export interface NotificationsStore {
  /**
   * Writes a notification unless the recipient is the actor or turned the kind off. Actions the
   * store makes itself (a like, a follow) write theirs inside their own transaction; this is for
   * kinds whose action lives outside the store. Grouped kinds (same groupKey) gather actors.
   */
  notify(note: NewNotification): Promise<void>;
  /** Newest first; the cursor is opaque (InvalidCursorError when it is not one of ours). */
  listNotifications(
    uid: string,
    page: { limit: number; cursor?: string },
  ): Promise<{ items: StoredNotification[]; nextCursor: string | null }>;
  unreadNotificationCount(uid: string): Promise<number>;
  /** Marks the member's own notifications read: these ids, or all. Returns how many changed. */
  markNotificationsRead(uid: string, ids?: readonly string[]): Promise<number>;
  getNotificationSettings(uid: string): Promise<NotificationSettings>;
  /** Changes the kinds given; the others keep their value. */
  setNotificationSettings(uid: string, changes: NotificationSettingsUpdate): Promise<void>;
  /**
   * Marks the month as visited by the member; true only the first time (in any process), so the
   * month's reminder notifications are written once.
   */
  firstVisitOfMonth(uid: string, month: string): Promise<boolean>;
}

export interface NewNotification {
  recipientUid: string;
  kind: NotificationKind;
  actorUid: string | null;
  tipId?: string | null;
  commentId?: string | null;
  /** The question it is about (issue 57): routed, answered, an answer marked helpful. */
  questionId?: string | null;
  outcome?: string | null;
  /** A moderation notice's reason, and a suspension's end (ISO time). */
  reason?: string | null;
  until?: string | null;
  /**
   * Notifications with the same key for one recipient are one entry that gathers actors (likes of
   * a tip on one day). Every action has one: a repeat of it (a retry) adds nothing.
   */
  groupKey: string;
  /** ISO time; defaults to now. */
  createdAt?: string;
}

/** What a new notification is about, each target null where it has none: the fields both stores write as given. */
export const noteTargets = (note: NewNotification) => ({
  tipId: note.tipId ?? null,
  commentId: note.commentId ?? null,
  questionId: note.questionId ?? null,
  outcome: note.outcome ?? null,
  reason: note.reason ?? null,
  until: note.until ?? null,
});

export interface StoredNotification {
  _id: string;
  recipientUid: string;
  kind: NotificationKind;
  /** The actors, most recent first. */
  actorUids: string[];
  tipId: string | null;
  /** Read with the notification: the tip as it is now (null when it is gone). */
  tipTitle: string | null;
  tipAuthorUid: string | null;
  /** Moderators hid the tip (only its author may read it). */
  tipModerated: boolean;
  commentId: string | null;
  /** The comment as it is now: null when it is gone or deleted. */
  commentBody: string | null;
  commentAuthorUid: string | null;
  /** Moderators hid the comment (only its author may read it). */
  commentModerated: boolean;
  /** The question it is about; the view reads the question as it is now. */
  questionId: string | null;
  outcome: string | null;
  reason: string | null;
  until: string | null;
  groupKey: string;
  createdAt: string;
  read: boolean;
}

/** The key of a like's notification: one entry per tip per (UTC) day. */
export const likeGroupKey = (tipId: string, at: string) => `like:${tipId}:${at.slice(0, 10)}`;
