import type { Store } from '../../store/store';
import { gardenOf, reminderDue } from '../seasons';
import type { Clock } from '../../clock';

/** How many members' month checks a process remembers (a member's next visit that month is then a memory read). */
const KEEP = 50_000;

/**
 * The reminder notifications: on a member's first visit of a month (UTC), one notification per
 * reminder that falls due this month in their garden (reminderDue: the start of the tip's season,
 * the month it was set in while that season lasts, or for a tip without months the month it was set). The store marks the visit, so
 * several processes write them once; each process also remembers whom it checked, so the bell's
 * polling costs no store write.
 */
export function createMonthlyReminders(store: Store, clock: Clock) {
  const checked = new Set<string>();
  return async (uid: string, now = clock.now()): Promise<void> => {
    const month = now.toISOString().slice(0, 7);
    const key = `${uid}:${month}`;
    if (checked.has(key)) return;
    if (await store.firstVisitOfMonth(uid, month)) {
      const [reminders, garden] = await Promise.all([store.listReminders(uid), gardenOf(store, uid)]);
      const thisMonth = now.getUTCMonth() + 1;
      for (const { tip, createdAt } of reminders) {
        if (reminderDue(tip, garden.hemisphere, createdAt, now).month !== thisMonth) continue;
        await store.notify({
          recipientUid: uid,
          kind: 'reminder',
          actorUid: null,
          tipId: tip._id,
          groupKey: `reminder:${month}:${tip._id}`,
          createdAt: now.toISOString(),
        });
      }
    }
    if (checked.size >= KEEP) checked.clear();
    checked.add(key);
  };
}
