import type { Readable } from 'node:stream';
import type {
  Availability,
  Garden,
  Hemisphere,
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
import type { ConversationStore } from './store-conversation';
import type { PeopleStore } from './people-store';
import type { SafetyStore } from './store-safety';
import type { PlantStore } from './plant-store';

/**
 * The domain-level data access of Green Circle. Two adapters implement it (embedded
 * SQLite and MongoDB) and both must pass the same contract suite (server/test/store/store.contract.ts).
 * Authorization is not the store's business: callers pass what the verified token allows.
 */
export interface Store extends ConversationStore, PeopleStore, SafetyStore, PlantStore {
  /** Keyset-paged tips, newest first or most liked first. */
  listTips(query: TipListFilter): Promise<Page<StoredTip>>;
  getTip(id: string): Promise<StoredTip | null>;
  createTip(tip: NewTip): Promise<string>;
  /**
   * Replaces the member-written fields (months too: none given means none) and, when given, the
   * author as they are now: their name and avatar (`profile`) and the hemisphere the months are
   * meant in (`hemisphere`, default north). Returns how many tips changed (0 or 1).
   */
  updateTip(id: string, input: TipInput, author?: AuthorAtUpdate): Promise<number>;
  /** Removes the tip and its likes; returns how many tips were removed (0 or 1). */
  deleteTip(id: string): Promise<number>;
  /**
   * One like per member per tip: the first call adds 1, a repeat changes nothing.
   * Returns null when the tip does not exist.
   */
  likeTip(id: string, uid: string): Promise<{ likes: number; added: boolean } | null>;
  /**
   * Takes the member's like back: the count drops by 1 and, when the like was given the same
   * (UTC) day, its notification goes with it (the member leaves the day's group; a group left
   * empty is removed). A repeat changes nothing. Returns null when the tip does not exist.
   */
  unlikeTip(id: string, uid: string): Promise<{ likes: number; removed: boolean } | null>;
  hasLiked(id: string, uid: string): Promise<boolean>;
  /** The most liked Public tips (ties: newest first). */
  /** Public tips moderators did not hide, most liked first; without the authors a reader blocks. */
  topLiked(limit: number, excludeAuthors?: string[]): Promise<TopTip[]>;

  /** Profiles with totalSharedTips (Public, not hidden by moderators) and status ('active': one shared in the last 90 days) counted from the tips. */
  listGardeners(filter: GardenerFilter): Promise<StoredGardener[]>;

  /** The member's record. Records are keyed by uid alone: an e-mail is never an identity. */
  findUserByUid(uid: string): Promise<User | null>;
  /**
   * Creates the record once per uid; a repeat returns the existing id with created false. A
   * verified member's name is taken from any unverified record that holds it (as updateUser).
   */
  createUser(user: NewUser): Promise<{ id: string; created: boolean }>;
  /**
   * Changes the member's record; returns how many records changed (0 or 1). A new name or photo
   * reaches every tip of the member in the same write (tips show the author's current ones), and
   * a verified member's new name is taken from any unverified record that holds it.
   */
  updateUser(uid: string, changes: UserChanges): Promise<number>;
  /**
   * True when a member other than `exceptUid` goes by this name: in a user record or as the
   * author name of a tip. Names compare by nameKeys (case, accents, spacing and look-alike
   * letters ignored). `ignoreUnverified`: records of members not verified yet do not count.
   */
  nameTaken(name: string, exceptUid: string, options?: { ignoreUnverified?: boolean }): Promise<boolean>;

  stats(authorUid: string): Promise<Stats>;

  // A member's garden, reminders and private calendar feed, all keyed by uid.
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

  /**
   * Stores an upload's files and its record. The record is written last, so an upload that
   * crashes half-way is never served (its leftovers are removed by sweepUploads).
   */
  saveUpload(upload: NewUpload): Promise<void>;
  getUpload(id: string): Promise<Upload | null>;
  /** One file of an upload as a stream, or null when the upload or the file does not exist. */
  openUploadFile(id: string, name: string): Promise<{ stream: Readable; bytes: number } | null>;
  /** Whether a tip's image, a trial's photo, or its owner's profile photo, is this upload. */
  uploadInUse(id: string): Promise<boolean>;
  /** How many of the member's uploads no tip or trial shows and are not their profile photo (the upload quota). */
  countUnattachedUploads(ownerUid: string): Promise<number>;
  /** Removes the upload's record and files unless it is in use; true when removed. */
  deleteUploadIfUnused(id: string): Promise<boolean>;
  /** Makes this upload (or none) the owner's profile photo; returns the previous one's id, if any. */
  setProfileUpload(ownerUid: string, id: string | null): Promise<string | null>;
  /** Removes every upload created before `before` that nothing uses (and half-written leftovers); returns their ids. */
  sweepUploads(before: Date): Promise<string[]>;

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
  /** Only tips by these authors, as visible as the rest of the list (one gardener, or those followed). */
  authorUids?: string[];
  /** Only the tips this member liked, most recently liked first (sort is then ignored). */
  likedBy?: string;
  sort: TipSort;
  limit: number;
  /** Only tips in season in this month (1..12) in NORTHERN terms (the route shifts a southern reader's month). */
  seasonMonth?: number;
  /** Opaque, from a previous page's nextCursor. A cursor the store cannot read is an InvalidCursorError. */
  cursor?: string;
  /** Tips moderators hid are left out unless this is true (an author's own list). */
  includeModerated?: boolean;
  /** Leave out these authors' tips (whom the reader blocks). */
  excludeAuthors?: string[];
  /** Only tips with a "worked" report from this hemisphere and one of these zones (null: any zone). */
  workedNear?: WorkedNear;
  /** Only tips about these plants (their plantSlug). */
  plantSlugs?: string[];
}

export interface WorkedNear {
  hemisphere: Hemisphere;
  /** Reports whose zone is "not sure" or unknown count for every reader. */
  zones: string[] | null;
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

/**
 * A tip as the store keeps it: the public fields, plus the author's e-mail and uid, which only
 * the server sees (features/tips/public-view.ts turns it into what the API answers).
 * authorPhotoURL is '' when the author had no avatar.
 */
export type StoredTip = Omit<Tip, 'authorId' | 'authorPhotoURL' | 'mine' | 'likedByMe'> & {
  email: string;
  authorUid: string;
  authorPhotoURL: string;
};

/** The author as shown on a tip, taken at the time of writing or updating. */
export interface AuthorProfile {
  displayName: string;
  /** '' for none. */
  authorPhotoURL: string;
}

/** What an update takes from the author as they are now; each part only when given. */
export interface AuthorAtUpdate {
  profile?: AuthorProfile;
  /** The author's garden hemisphere; absent: north. */
  hemisphere?: Hemisphere;
}

export type NewTip = TipInput & {
  email: string;
  displayName: string;
  authorUid: string;
  /** The author's hemisphere at write time, which the tip's months are meant in (default north). */
  hemisphere?: Hemisphere;
  /** Optional for old callers and seed data: '' when absent. */
  authorPhotoURL?: string;
};

export interface CalendarFeedRecord {
  nonce: string;
  tokenHash: string;
}

export interface GardenerFilter {
  activeOnly: boolean;
  limit: number;
  /** 'shared': most shared tips first; 'name': alphabetical. */
  sort: 'shared' | 'name';
}

export type NewUser = Omit<User, '_id'> & {
  /**
   * When the member joined (account age: store-safety.ts); the store's clock when absent. Only
   * the server's own code gives one (seeding: the demo members are established members), never a request.
   */
  joinedAt?: string;
};

/** What updateUser may change; each part only when given. */
export type UserChanges = Partial<Pick<User, 'name' | 'photoURL' | 'email' | 'emailVerified'>>;

/** A gardener's profile card as seeded: the member it belongs to, without what the store counts. */
export type SeedGardener = Omit<Gardener, '_id' | 'authorId' | 'status' | 'totalSharedTips'> & { authorUid: string };

/** A gardener as the store answers: the API turns authorUid into the public authorId. */
export type StoredGardener = Omit<Gardener, 'authorId'> & { authorUid: string };

export interface SeedData {
  gardeners: SeedGardener[];
  tips: (NewTip & { likes: number; createdAt: string })[];
}

/** One re-encoded file of an upload (a variant). */
export interface UploadFile {
  name: string;
  width: number;
  height: number;
  data: Buffer;
}

export interface NewUpload {
  /** 24 hex, chosen by the caller. */
  id: string;
  ownerUid: string;
  contentType: string;
  files: UploadFile[];
  /** ISO time; defaults to now. */
  createdAt?: string;
}

export interface Upload {
  id: string;
  ownerUid: string;
  contentType: string;
  createdAt: string;
  /** The owner's profile photo is this upload. */
  profile: boolean;
  files: { name: string; width: number; height: number; bytes: number }[];
}
