/**
 * The Store's part for "this week in my garden": a member's week, composed from many reads,
 * kept until the data changes, so a member who opens it again (or a page and its refresh) is
 * answered from memory. SQLite: until any write through this store or a commit by another
 * connection or process (data_version). MongoDB: until any write through this process's store,
 * and at most CACHE_STALENESS_MS (store-core/read-cache.ts) after another process's write.
 */
export interface WeekStore {
  /** compose()'s answer for `key` (the member and the hour), kept as above; frozen, copy to change. */
  keptWeek<T>(key: string, compose: () => Promise<T>): Promise<T>;
}
