import type { Garden } from '@green-circle/contract';
import type { StoredTip } from '../tips/store';

/** A member's garden, reminders and private calendar feed, all keyed by uid (store.contract.ts). */
export interface SeasonsStore {
  /** null for a member who never set one. */
  getGarden(uid: string): Promise<Garden | null>;
  setGarden(uid: string, garden: Garden): Promise<void>;
  /** One reminder per member per tip; a repeat keeps the first. created: whether this call added it. */
  addReminder(uid: string, tipId: string): Promise<{ created: boolean }>;
  /** Returns how many were removed (0 or 1). */
  removeReminder(uid: string, tipId: string): Promise<number>;
  /** The member's reminders with their tips (deleted tips and others' tips moderators hid drop out), oldest reminder first. */
  listReminders(uid: string): Promise<Array<{ tip: StoredTip; createdAt: string }>>;
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
