/** The likes part of the Store (embedded-store.ts, mongo-store.ts; store.contract.ts). */
export interface LikesStore {
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
}
