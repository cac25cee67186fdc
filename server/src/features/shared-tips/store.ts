/**
 * The Store's part for telling followers about a new tip (embedded-store.ts, mongo-store.ts). A
 * tip that becomes Public for the first time is written down as a share in the tip's own write;
 * the fan-out (fan-out.ts, in every API process, never in the request) tells its author's
 * followers a page at a time through the notifications (and with them the outbox).
 */
export interface SharedTipsStore {
  /**
   * Tells the next page of followers of the oldest share not yet done: an in-app notification
   * and its e-mail each, once per tip and follower whatever is repeated, never to a member who
   * blocks the author or whom the author blocks. A tip no longer Public, or hidden by
   * moderators, tells nobody more. Null when no share is waiting.
   */
  fanOutSharedTip(pageSize: number): Promise<{ tipId: string; notified: number; done: boolean } | null>;
}

/** Every follower of one share is told under this key (one in-app entry, one e-mail cause each). */
export const sharedGroupKey = (tipId: string) => `shared:${tipId}`;
