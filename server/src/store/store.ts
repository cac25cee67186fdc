import type { AccountStore } from '../features/account/store';
import type { ConversationStore } from '../features/conversation/store';
import type { GardenersStore, SeedGardener } from '../features/gardeners/store';
import type { LikesStore } from '../features/likes/store';
import type { MailStore } from '../features/mail/store';
import type { NotificationsStore } from '../features/notifications/store';
import type { PeopleStore } from '../features/people/store';
import type { PlanStore } from '../features/plan/store';
import type { PlantStore } from '../features/plants/store';
import type { QuestionsStore } from '../features/questions/store';
import type { SafetyStore } from '../features/safety/store';
import type { SharedTipsStore } from '../features/shared-tips/store';
import type { SeasonsStore } from '../features/seasons/store';
import type { StatsStore } from '../features/stats/store';
import type { SeedTip, TipsStore } from '../features/tips/store';
import type { UploadsStore } from '../features/uploads/store';
import type { UsersStore } from '../features/users/store';
import type { WeekStore } from '../features/week/store';

/**
 * The domain-level data access of Green Circle: each feature's part (its folder's store.ts,
 * with an embedded SQLite and a MongoDB adapter beside it), plus what the store itself does.
 * Both adapters must pass the same contract suites (server/test/store). Authorization is not
 * the store's business: callers pass what the verified token allows. A feature's new method
 * goes in its own store.ts and adapters; the store is composed from the parts (parts.ts).
 */
export interface Store
  extends
    TipsStore,
    LikesStore,
    GardenersStore,
    UsersStore,
    StatsStore,
    SeasonsStore,
    UploadsStore,
    ConversationStore,
    PeopleStore,
    NotificationsStore,
    PlantStore,
    SafetyStore,
    AccountStore,
    MailStore,
    SharedTipsStore,
    WeekStore,
    QuestionsStore,
    PlanStore,
    CoreStore {}

/** What the store does itself, for every feature. */
export interface CoreStore {
  /**
   * Inserts the seed data into whichever collections are empty and not yet seeded; returns
   * what this call inserted. Safe to repeat and to run from several processes at once: the
   * seeded records have fixed ids and each collection is marked once seeded (store-core/seeding.ts).
   */
  seed(data: SeedData): Promise<{ gardeners: number; tips: number }>;
  /**
   * Shared rate-limit counters, so every API process on one store counts the same hits:
   * adds one hit to the key's fixed window (a new window of windowMs starts when the last
   * one has passed) and returns the hits so far and when the window ends (epoch ms).
   */
  hit(key: string, windowMs: number): Promise<{ hits: number; resetAt: number }>;
  /** Takes one hit back (a request the limiter decided not to count after all). */
  unhit(key: string): Promise<void>;
  resetHits(key: string): Promise<void>;
  /** Throws when the store cannot be read (used by GET /ready). */
  ping(): Promise<void>;
  /**
   * Throws when the store cannot take a write right now (a full disk, a read-only file), by
   * writing one tiny row. GET /ready calls it at most once a second. Optional: an adapter
   * without it is judged by ping alone.
   */
  probeWrite?(): Promise<void>;
  close(): Promise<void>;
}

export interface SeedData {
  gardeners: SeedGardener[];
  tips: SeedTip[];
}

// The parts' types, for code that works with the whole store (routes, tests, the bench).
export { InvalidCursorError, StoreUnavailableError } from '../store-core/errors';
export type { AuthorProfile, NewTip, StoredTip, TipListFilter, WorkedNear } from '../features/tips/store';
export type { SeedGardener } from '../features/gardeners/store';
export type { Upload, UploadFile } from '../features/uploads/store';
