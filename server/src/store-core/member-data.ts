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
