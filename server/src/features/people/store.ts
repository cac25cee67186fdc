import { LANGUAGES, type Garden, type Language } from '@green-circle/contract';

/**
 * The Store's part for people: gardeners as people (profiles, counts) and following. Both
 * adapters implement it (embedded-store.ts, mongo-store.ts) and pass store.contract.ts.
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
}

export interface ProfileExtras {
  bio: string;
  showGarden: boolean;
  /** The site's language the member chose (issue 39); '' until they choose. */
  language: Language | '';
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

/** A stored language as the contract knows it: anything else (none yet, or a language since withdrawn) is ''. */
export const knownLanguage = (stored: string | undefined): Language | '' =>
  (LANGUAGES as readonly string[]).includes(stored ?? '') ? (stored as Language) : '';
