import type { Garden, NotificationKind, NotificationSettings } from '@green-circle/contract';

/**
 * The Store's part for people: gardeners as people (profiles, counts), following and
 * notifications. Both adapters implement it in files of their own (embedded-people.ts,
 * mongo-people.ts) and pass store.people.contract.ts.
 */
export interface PeopleStore {
  /** Every uid that is a member somewhere: a user record or an author of a tip (to resolve public author ids). */
  memberUids(): Promise<string[]>;
  /** What a gardener page shows of a member; null when the uid has neither a record nor a tip. */
  /**
   * `includeHidden`: tips of availability Hidden count (members); `includeModerated`: tips
   * moderators hid count (only the gardener reading their own page).
   */
  gardenerOf(
    uid: string,
    options: { includeHidden: boolean; includeModerated?: boolean },
  ): Promise<StoredGardener | null>;
  /** The current name and photo of each member named (members unknown to the store are left out). */
  peopleOf(uids: readonly string[]): Promise<Map<string, { displayName: string; photoURL: string }>>;
  getProfileExtras(uid: string): Promise<ProfileExtras>;
  setProfileExtras(uid: string, extras: Partial<ProfileExtras>): Promise<void>;

  /** created: whether this call made the follow (and its notification, in the same write). */
  follow(followerUid: string, followedUid: string): Promise<{ created: boolean }>;
  /** Returns how many follows were removed (0 or 1). */
  unfollow(followerUid: string, followedUid: string): Promise<number>;
  isFollowing(followerUid: string, followedUid: string): Promise<boolean>;
  /** Whom the member follows, most recently followed first. */
  listFollowing(uid: string): Promise<Array<{ uid: string; followedAt: string }>>;

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
  setNotificationSettings(uid: string, settings: NotificationSettings): Promise<void>;
  /**
   * Marks the month as visited by the member; true only the first time (in any process), so the
   * month's reminder notifications are written once.
   */
  firstVisitOfMonth(uid: string, month: string): Promise<boolean>;
}

export interface ProfileExtras {
  bio: string;
  showGarden: boolean;
}

export interface StoredGardener extends ProfileExtras {
  uid: string;
  displayName: string;
  /** '' for none. */
  photoURL: string;
  /** ISO time: the record's creation, else the first tip; null when neither says. */
  joinedAt: string | null;
  garden: Garden | null;
  counts: { tips: number; likesReceived: number; trials: number; followers: number; following: number };
}

export interface NewNotification {
  recipientUid: string;
  kind: NotificationKind;
  actorUid: string | null;
  tipId?: string | null;
  commentId?: string | null;
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
  outcome: string | null;
  reason: string | null;
  until: string | null;
  groupKey: string;
  createdAt: string;
  read: boolean;
}

/** The key of a like's notification: one entry per tip per (UTC) day. */
export const likeGroupKey = (tipId: string, at: string) => `like:${tipId}:${at.slice(0, 10)}`;

/**
 * When a member joined: the earlier of their record's creation (when it reads as a date) and
 * their first tip (seeded members wrote tips long before their record was made).
 */
export function joinedAt(creationTime: string | null, firstTip: string | null): string | null {
  const created = creationTime === null ? NaN : Date.parse(creationTime);
  const record = Number.isNaN(created) ? null : new Date(created).toISOString();
  if (record === null || firstTip === null) return record ?? firstTip;
  return firstTip < record ? firstTip : record;
}

/** The PeopleStore methods by name, for wrappers that forward every Store method (connecting-store.ts). */
export const PEOPLE_METHODS = [
  'memberUids',
  'gardenerOf',
  'peopleOf',
  'getProfileExtras',
  'setProfileExtras',
  'follow',
  'unfollow',
  'isFollowing',
  'listFollowing',
  'notify',
  'listNotifications',
  'unreadNotificationCount',
  'markNotificationsRead',
  'getNotificationSettings',
  'setNotificationSettings',
  'firstVisitOfMonth',
] as const satisfies ReadonlyArray<keyof PeopleStore>;
