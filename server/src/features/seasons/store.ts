import type { Garden } from '@green-circle/contract';

/** A member's garden and private calendar feed, keyed by uid (store.contract.ts). Reminders became plan items (features/plan). */
export interface SeasonsStore {
  /** null for a member who never set one. */
  getGarden(uid: string): Promise<Garden | null>;
  setGarden(uid: string, garden: Garden): Promise<void>;
  /** The member's feed: a random nonce (the token is derived from it) and the token's hash. */
  getCalendarFeed(uid: string): Promise<CalendarFeedRecord | null>;
  setCalendarFeed(uid: string, feed: CalendarFeedRecord): Promise<void>;
  /** Whose feed has this token hash; null when none. */
  findCalendarFeedOwner(tokenHash: string): Promise<string | null>;
}

export interface CalendarFeedRecord {
  nonce: string;
  tokenHash: string;
}
