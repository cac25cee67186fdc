import type {
  Availability,
  Category,
  Difficulty,
  Hemisphere,
  Tip,
  TipInput,
  TipSort,
  TopTip,
} from '@green-circle/contract';
import type { Page } from '../../store-core/errors';

/** The tips part of the Store (embedded-store.ts, mongo-store.ts; store.contract.ts). */
export interface TipsStore {
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
  /** Public tips moderators did not hide, most liked first (ties: newest first); without the authors a reader blocks. */
  topLiked(limit: number, excludeAuthors?: string[]): Promise<TopTip[]>;
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

/**
 * A tip as the store keeps it: the public fields, plus the author's e-mail and uid, which only
 * the server sees (public-view.ts turns it into what the API answers).
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

/** A seeded tip: its likes and its time are given. */
export type SeedTip = NewTip & { likes: number; createdAt: string };
