import type { ErasedMember } from '../../store-core/member-data';

/**
 * A member leaving and taking their data (embedded-store.ts, mongo-store.ts; store.contract.ts).
 * The erasure is marked first and the mark cleared last, so a crash half-way is finished at the
 * next start (erasure.ts): every step is safe to repeat.
 */
export interface AccountStore {
  /** Marks the member's erasure as begun (again is fine). */
  beginErasure(uid: string): Promise<void>;
  /** Members whose erasure began and did not finish (a crash, a failed step). */
  pendingErasures(): Promise<string[]>;
  /**
   * Erases everything every feature holds of the member (member-data.ts), their uploaded
   * files included, and corrects every count. All at once from a reader's view on SQLite (one
   * transaction); step by step on MongoDB, each step safe to repeat. Needs beginErasure first.
   */
  eraseMember(member: ErasedMember): Promise<void>;
  /** Clears the mark: the erasure is done. */
  endErasure(uid: string): Promise<void>;
  /** Everything every feature holds of the member, as named sections (no other member's uid or e-mail). */
  exportMember(uid: string): Promise<MemberExport>;
}

export interface MemberExport {
  sections: Record<string, unknown>;
  /** The member's uploaded photos: each upload's original-size file, to put beside the JSON. */
  photos: ExportPhoto[];
}

export interface ExportPhoto {
  uploadId: string;
  /** The stored file's name (store.openUploadFile). */
  file: string;
}
