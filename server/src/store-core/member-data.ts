import type { EmbeddedContext } from './embedded-context';
import type { MongoContext } from './mongo-context';

/**
 * What a feature holds of one member, for leaving and for taking their data (features/account).
 * Each feature that keeps something of a member gives its piece in its part, and the store
 * walks every piece (collectMemberData), so the export and the erasure read the same list.
 * An export names no other member: no uid, no e-mail (a name someone shows publicly at most).
 */
export interface EmbeddedMemberData {
  /**
   * Inside the erasure's one transaction: removes what the feature holds of the member (or
   * keeps it without their name where others' words depend on it) and corrects every count.
   * Answers the upload ids whose files go once the transaction has committed.
   */
  erase: (ctx: EmbeddedContext, member: ErasedMember) => readonly string[] | void;
  /** The feature's part of the member's export, as named sections. */
  export: (ctx: EmbeddedContext, uid: string) => Record<string, unknown>;
}

export interface MongoMemberData {
  /** Each write safe to repeat: a crash half-way is finished by running it again. Answers as above. */
  erase: (ctx: MongoContext, member: ErasedMember) => Promise<readonly string[] | void>;
  export: (ctx: MongoContext, uid: string) => Promise<Record<string, unknown>>;
}

/** The member who leaves: their uid, and the public id records about them were made under. */
export interface ErasedMember {
  uid: string;
  authorId: string;
  /** The e-mail on their record, read before any piece runs (what is kept by address, e.g. bounces); absent once the record is gone. */
  email?: string;
}

/** Every part's member piece, in the parts' order. */
export function collectMemberData<D>(parts: ReadonlyArray<{ member?: D }>): D[] {
  return parts.flatMap((part) => (part.member === undefined ? [] : [part.member]));
}
