import type {
  Availability,
  Category,
  Difficulty,
  Gardener,
  Stats,
  Tip,
  TipInput,
  TipSort,
  TopTip,
  User,
} from '@green-circle/contract';

/**
 * The domain-level data access of Green Circle. Two adapters implement it (embedded
 * SQLite and MongoDB) and both must pass the same contract suite (store.contract.ts).
 * Authorization is not the store's business: callers pass what the verified token allows.
 */
export interface Store {
  /** Keyset-paged tips, newest first or most liked first. */
  listTips(query: TipListFilter): Promise<Page<Tip>>;
  getTip(id: string): Promise<Tip | null>;
  createTip(tip: NewTip): Promise<string>;
  /** Replaces the seven member-written fields; returns how many tips changed (0 or 1). */
  updateTip(id: string, input: TipInput): Promise<number>;
  /** Removes the tip and its likes; returns how many tips were removed (0 or 1). */
  deleteTip(id: string): Promise<number>;
  /**
   * One like per member per tip: the first call adds 1, a repeat changes nothing.
   * Returns null when the tip does not exist.
   */
  likeTip(id: string, uid: string): Promise<{ likes: number; added: boolean } | null>;
  hasLiked(id: string, uid: string): Promise<boolean>;
  /** The most liked Public tips (ties: newest first). */
  topLiked(limit: number): Promise<TopTip[]>;

  listGardeners(filter: GardenerFilter): Promise<Gardener[]>;

  findUserByEmail(email: string): Promise<User | null>;
  /** Creates the record once per e-mail; a repeat returns the existing id with created false. */
  createUser(user: NewUser): Promise<{ id: string; created: boolean }>;

  stats(authorUid: string): Promise<Stats>;

  /**
   * Inserts the seed data into whichever collections are empty and not yet seeded; returns
   * what this call inserted. Safe to repeat and to run from several processes at once: the
   * seeded records have fixed ids and each collection is marked once seeded (seeding.ts).
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

export interface TipListFilter {
  /** Visitors see Public tips only; members see Hidden ones too. */
  includeHidden: boolean;
  /** Narrows to one availability (a visitor asking for Hidden gets nothing). */
  availability?: Availability;
  difficulty?: Difficulty;
  category?: Category;
  /** Search over title, plantType and description; one meaning for both stores (search.ts). */
  q?: string;
  /** Only this author's tips (both availabilities, whatever includeHidden says). */
  authorUid?: string;
  /** Only the tips this member liked, most recently liked first (sort is then ignored). */
  likedBy?: string;
  sort: TipSort;
  limit: number;
  /** Opaque, from a previous page's nextCursor. A cursor the store cannot read is an InvalidCursorError. */
  cursor?: string;
}

export interface Page<T> {
  items: T[];
  total: number;
  nextCursor: string | null;
}

export class InvalidCursorError extends Error {
  constructor() {
    super('The cursor is not one this API made');
    this.name = 'InvalidCursorError';
  }
}

/** Raised by an adapter when the store cannot take a write or a read (disk, network). */
export class StoreUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('The store is unavailable', { cause });
    this.name = 'StoreUnavailableError';
  }
}

export type NewTip = TipInput & {
  email: string;
  displayName: string;
  authorUid: string;
};

export interface GardenerFilter {
  activeOnly: boolean;
  limit: number;
  /** 'shared': most shared tips first; 'name': alphabetical. */
  sort: 'shared' | 'name';
}

export type NewUser = Omit<User, '_id'>;

export interface SeedData {
  gardeners: Omit<Gardener, '_id'>[];
  tips: (NewTip & { likes: number; createdAt: string })[];
}
