import type { Store } from '../../store/store';
import type { Clock } from '../../clock';

/** The member's plan items due in this month (YYYY-MM), by tip: the plan feature's, passed in by app.ts. */
export type PlanDueIn = (uid: string, month: string, now: Date) => Promise<Array<{ tipId: string }>>;

/** How many members' month checks a process remembers (a member's next visit that month is then a memory read). */
const KEEP = 50_000;

/**
 * The reminder notifications: on a member's first visit of a month (UTC), one notification per
 * plan item due this month (issue 58: the reminders became plan items). The store marks the visit, so
 * several processes write them once; each process also remembers whom it checked, so the bell's
 * polling costs no store write.
 */
export function createMonthlyReminders(store: Store, clock: Clock, planDueIn: PlanDueIn) {
  const checked = new Set<string>();
  return async (uid: string, now = clock.now()): Promise<void> => {
    const month = now.toISOString().slice(0, 7);
    const key = `${uid}:${month}`;
    if (checked.has(key)) return;
    if (await store.firstVisitOfMonth(uid, month)) {
      for (const { tipId } of await planDueIn(uid, month, now)) {
        await store.notify({
          recipientUid: uid,
          kind: 'reminder',
          actorUid: null,
          tipId,
          groupKey: `reminder:${month}:${tipId}`,
          createdAt: now.toISOString(),
        });
      }
    }
    if (checked.size >= KEEP) checked.clear();
    checked.add(key);
  };
}
